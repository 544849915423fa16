import { confirmPasswordReset } from '../../api/passwordReset.ts';
import { Banner, Link, Text, useTextForm } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { newPasswordConfirmError, newPasswordRules } from '../../shared/authRules.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import { routes } from '../../shared/consoleRoutes.ts';

/** Spec 2: the hints; the server enforces them (and a few more) and its messages show on the field. */
const PASSWORD_HINTS = `It can't be too similar to your username, must contain at least ${PASSWORD_MIN_LENGTH} characters, and can't be entirely numeric.`;

export interface SetNewPasswordScreenProps {
  token: string;
  /** The API refused the link as the page was made (src/layouts/resetLinkCheck.ts): its reason, shown instead of the form. */
  refusedLink?: string | null;
}

/**
 * /reset_password/{token}: Set new password (spec 2): idle, then success (to /login) or failed. A used, expired or
 * unknown link says so as the page opens, with the way to a new one.
 */
export default function SetNewPasswordScreen({ token, refusedLink = null }: SetNewPasswordScreenProps) {
  return (
    <SignedOutFrame title="Reset your password">
      {refusedLink ? (
        <>
          <Banner tone="error">{refusedLink}</Banner>
          <Link href={routes.resetPassword} variant="button">
            Request a new link
          </Link>
        </>
      ) : (
        <NewPasswordForm token={token} />
      )}
    </SignedOutFrame>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useTextForm({
    defaultValues: { password: '', confirm_password: '' },
    rules: newPasswordRules,
    onSubmit: async ({ value }) => {
      await confirmPasswordReset(token, value.password);
      window.location.assign(routes.signInAfterReset);
    },
  });

  return (
    <form.AppForm>
      <form.Form aria-label="Set a new password">
        <Text as="p">Enter your new password</Text>
        <form.FormErrorBanner />
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              description={PASSWORD_HINTS}
              isRequired
            />
          )}
        </form.AppField>
        <form.AppField
          name="confirm_password"
          validators={{
            onDynamic: ({ value, fieldApi }) => newPasswordConfirmError(value, fieldApi.form.getFieldValue('password')),
          }}
        >
          {(field) => (
            <field.TextField label="Confirm Password" type="password" autoComplete="new-password" isRequired />
          )}
        </form.AppField>
        <form.SubmitButton pendingLabel="Saving...">RESET MY PASSWORD</form.SubmitButton>
        <Link href={routes.resetPassword}>Request a new link</Link>
      </form.Form>
    </form.AppForm>
  );
}
