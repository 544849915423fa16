import { useState, type FormEvent } from 'react';
import { signIn } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { messages } from '../../shared/messages.ts';
import { firstError, signInRules } from '../../shared/validation.ts';
import { Banner, Button, Form, Link, TextField } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { SIGNED_IN_HOME, useRedirectWhenSignedIn } from './useRedirectWhenSignedIn.ts';

/** Spec 5 leaves the failure text open: bad credentials and an unreachable server read differently. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return messages.signIn.invalidCredentials;
  return messages.signIn.unavailable;
}

/** /login: Sign in to your account (spec 2). */
export default function SignInScreen() {
  const redirecting = useRedirectWhenSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    try {
      await signIn({ username: String(data.get('username')).trim(), password: String(data.get('password')) });
      window.location.assign(SIGNED_IN_HOME);
    } catch (error) {
      setFailure(failureText(error));
      setPending(false);
    }
  }

  if (redirecting) return null;
  return (
    <SignedOutFrame title="Sign in to your account">
      {failure && <Banner tone="error">{failure}</Banner>}
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <TextField
          name="username"
          label="Username"
          autoComplete="username"
          isRequired
          autoFocus
          validate={(value) => firstError(signInRules.username, value) ?? null}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
          validate={(value) => firstError(signInRules.password, value) ?? null}
        />
        <Link href="/reset_password">Forgot your password?</Link>
        <Button type="submit" variant="primary" isPending={pending}>
          Sign in
        </Button>
      </Form>
    </SignedOutFrame>
  );
}
