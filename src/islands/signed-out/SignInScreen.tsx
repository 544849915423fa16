import { signIn } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { messages } from '../../shared/messages.ts';
import { signInRules } from '../../shared/validation.ts';
import { Banner, Link, rules, useTextForm, type ServerErrors } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { SIGNED_IN_HOME } from './redirectWhenSignedIn.ts';

/** Spec 5 leaves the failure text open: bad credentials, too many attempts and an unreachable server read differently. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined)
    return messages.throttled(error.retryAfterSeconds);
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return messages.signIn.invalidCredentials;
  return messages.signIn.unavailable;
}

export interface SignInScreenProps {
  /** Arrived from a completed password reset (/login?reset=done): say it worked. */
  passwordWasReset?: boolean;
}

/** /login: Sign in to your account (spec 2). */
export default function SignInScreen({ passwordWasReset = false }: SignInScreenProps) {
  const form = useTextForm({
    defaultValues: { username: '', password: '' },
    onSubmit: async ({ value }) => {
      try {
        await signIn({ username: value.username.trim(), password: value.password });
      } catch (error) {
        // The banner says what went wrong in the console's words, not the API's.
        throw { fieldErrors: {}, detail: failureText(error) } satisfies ServerErrors;
      }
      window.location.assign(SIGNED_IN_HOME);
    },
  });

  return (
    <SignedOutFrame title="Sign in to your account">
      {passwordWasReset && <Banner tone="success">{messages.passwordReset.confirmed}</Banner>}
      <form.AppForm>
        <form.Form aria-label="Sign in">
          <form.FormErrorBanner />
          <form.AppField name="username" validators={{ onDynamic: rules(signInRules.username) }}>
            {(field) => <field.TextField label="Username" autoComplete="username" isRequired />}
          </form.AppField>
          <form.AppField name="password" validators={{ onDynamic: rules(signInRules.password) }}>
            {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" isRequired />}
          </form.AppField>
          <Link href="/reset_password">Forgot your password?</Link>
          <form.SubmitButton pendingLabel="Signing in...">Sign in</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </SignedOutFrame>
  );
}
