import { useParams } from 'react-router';
import { PageIntro } from '../../../components/page/PageIntro';

// The account screens of spec section 2, from signing in to choosing a new password.

/** /login. */
export function LoginPage() {
  return <PageIntro title="Login" lead="Sign in to your business account to see trade prices and order online." />;
}

/** /register. */
export function RegisterPage() {
  return (
    <PageIntro
      title="Register"
      lead="Open a business account with your trade licence and TRN; we activate it after approval."
    />
  );
}

/** /confirm/:email: the code sent to that address confirms the account. */
export function ConfirmPage() {
  const { email = '' } = useParams();
  return <PageIntro title="Confirm Your Account" lead={`Enter the confirmation code we sent to ${email}.`} />;
}

/** /reset: asks for the email that receives a reset link. */
export function ResetRequestPage() {
  return <PageIntro title="Reset Password" lead="Enter your email and we will send you a link to choose a new password." />;
}

/** /reset/:code: the link from the reset mail, where a new password is chosen. */
export function ResetPasswordPage() {
  return <PageIntro title="Set a New Password" lead="Choose a new password for your account." />;
}
