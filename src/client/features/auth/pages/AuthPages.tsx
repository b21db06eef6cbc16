// The account screens of spec section 2, from signing in to choosing a new password. They load
// together in the 'account' chunk (page-loaders.ts).
export { ConfirmPage } from './ConfirmPage';
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { ResetRequestPage } from './ResetRequestPage';
