import { useId, useState } from 'react';
import { requestPasswordReset } from '../../api/passwordReset.ts';
import { Inline, Link, Text, useTextForm, useFocusTarget } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { passwordResetRules } from '../../shared/authRules.ts';
import { routes } from '../../shared/consoleRoutes.ts';

/** /reset_password: Request password reset (spec 2): idle, sent, or failed (the form keeps the email). */
export default function ResetPasswordScreen() {
  return (
    <SignedOutFrame title="Reset your password">
      <RequestReset />
    </SignedOutFrame>
  );
}

function RequestReset() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Once sent the form is gone: focus moves to the way on, which reads what happens next as its description.
  const [backToLoginRef, focusBackToLogin] = useFocusTarget<HTMLAnchorElement>();
  const nextId = useId();
  const form = useTextForm({
    defaultValues: { email: '' },
    rules: passwordResetRules,
    onSubmit: async ({ value }) => {
      const email = value.email.trim();
      await requestPasswordReset(email);
      setSentTo(email);
      focusBackToLogin();
    },
  });

  return sentTo ? (
    <>
      <Text as="p" id={nextId}>
        Check your inbox: if a console user has the email {sentTo}, a link to set a new password is on its way. It works
        once, for a limited time.
      </Text>
      <Link href={routes.signIn} variant="button" ref={backToLoginRef} aria-describedby={nextId}>
        BACK TO LOGIN
      </Link>
    </>
  ) : (
    <form.AppForm>
      <form.Form aria-label="Reset your password">
        <Text as="p">Enter your email and you will receive a link to reset your password</Text>
        <form.FormErrorBanner />
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" autoComplete="email" isRequired />}
        </form.AppField>
        <Inline gap="sm">
          <form.SubmitButton pendingLabel="Sending...">RESET MY PASSWORD</form.SubmitButton>
          <Link href={routes.signIn} variant="button">
            BACK TO LOGIN
          </Link>
        </Inline>
      </form.Form>
    </form.AppForm>
  );
}
