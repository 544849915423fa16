import { Link, Text } from '../../ui/index.ts';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { useRedirectWhenSignedIn } from './useRedirectWhenSignedIn.ts';

/** /reset_password: the reset-by-email flow arrives with the API's password reset; until then, say so plainly. */
export default function ResetPasswordScreen() {
  if (useRedirectWhenSignedIn()) return null;
  return (
    <SignedOutFrame title="Reset your password">
      <Text as="p">
        Password reset by e-mail is not available yet. Ask a console administrator to set a new password for you.
      </Text>
      <Link href="/login" variant="button">
        BACK TO LOGIN
      </Link>
    </SignedOutFrame>
  );
}
