import { signIn } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { Banner, Link, useTextForm, type ServerErrors } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { routes } from '../../shared/consoleRoutes.ts';
import { signInRules } from '../../shared/authRules.ts';
import { authTexts } from '../../shared/authTexts.ts';
import { consoleTexts } from '../../shared/consoleTexts.ts';

/** Spec 5 leaves the failure text open: bad credentials, too many attempts and an unreachable server read differently. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined)
    return consoleTexts.throttled(error.retryAfterSeconds);
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return authTexts.signIn.invalidCredentials;
  return authTexts.signIn.unavailable;
}

export interface SignInScreenProps {
  /** Arrived from a completed password reset (/login?reset=done): say it worked. */
  passwordWasReset?: boolean;
  /** Arrived because the session ended (/login?session=ended): say so. */
  sessionEnded?: boolean;
  /** The signed-in page to go back to once signed in (routes' returnPath of `next`); the accounts list without one. */
  returnTo?: string | null;
}

/** /login: Sign in to your account (spec 2). */
export default function SignInScreen({
  passwordWasReset = false,
  sessionEnded = false,
  returnTo = null,
}: SignInScreenProps) {
  const form = useTextForm({
    defaultValues: { username: '', password: '' },
    rules: signInRules,
    onSubmit: async ({ value }) => {
      try {
        await signIn({ username: value.username.trim(), password: value.password });
      } catch (error) {
        // The banner says what went wrong in the console's words, not the API's.
        throw { fieldErrors: {}, detail: failureText(error) } satisfies ServerErrors;
      }
      window.location.assign(returnTo ?? routes.accounts);
    },
  });

  return (
    <SignedOutFrame title="Sign in to your account">
      {passwordWasReset && <Banner tone="success">{authTexts.passwordReset.confirmed}</Banner>}
      {sessionEnded && <Banner tone="info">{authTexts.signIn.sessionEnded}</Banner>}
      <form.AppForm>
        <form.Form aria-label="Sign in">
          <form.FormErrorBanner />
          <form.AppField name="username">
            {(field) => <field.TextField label="Username" autoComplete="username" isRequired />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => <field.TextField label="Password" type="password" autoComplete="current-password" isRequired />}
          </form.AppField>
          <Link href="/reset_password">Forgot your password?</Link>
          <form.SubmitButton pendingLabel="Signing in...">Sign in</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </SignedOutFrame>
  );
}
