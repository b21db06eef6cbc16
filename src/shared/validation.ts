// The form rules of spec section 5 as pure functions. Each answers the first problem in the
// spec's order (the field it belongs to, so a form can show it under that field, and the
// spec's exact message), or null when the values may be sent.
import { PASSWORD_LENGTH, UPLOAD } from './constants';
import { isEmail } from './email-address';
import { ACCOUNT_MSG, MSG } from './messages';

export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
}

/** A rule: the field it checks and what is wrong with the values, or null when nothing is. */
type Rule<V, F extends string> = readonly [field: F, check: (values: V) => string | null];

function firstProblem<V, F extends string>(values: V, rules: readonly Rule<V, F>[]): FieldProblem<F> | null {
  for (const [field, check] of rules) {
    const message = check(values);
    if (message !== null) return { field, message };
  }
  return null;
}

// Surrounding spaces never count for names, emails and codes (the server trims them too);
// passwords are taken as typed, since a space is a valid password character.
const required = (value: string, message: string) => (value.trim() === '' ? message : null);
const requiredPassword = (value: string, message: string) => (value === '' ? message : null);

/** The live check of a confirmation field: a mismatch shows once something is typed there. */
export function passwordMismatch(password: string, confirmPassword: string): string | null {
  return confirmPassword !== '' && confirmPassword !== password ? MSG.register.passwordMismatch : null;
}

const mustEqual = (password: string, confirmPassword: string) =>
  confirmPassword !== password ? MSG.register.passwordMismatch : null;

/** api-contract.md: 8 to 128 characters, counted as the server counts them. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_LENGTH.min) return ACCOUNT_MSG.passwordTooShort;
  if (password.length > PASSWORD_LENGTH.max) return ACCOUNT_MSG.passwordTooLong;
  return null;
}

export interface LoginValues { email: string; password: string }

export const validateLogin = (values: LoginValues) =>
  firstProblem<LoginValues, keyof LoginValues>(values, [
    ['email', (v) => required(v.email, MSG.login.emailRequired)],
    ['password', (v) => requiredPassword(v.password, MSG.login.passwordRequired)],
  ]);

export interface RegistrationValues {
  name: string;
  companyName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The spec's order, then the server's password length (so the call is not wasted on it). */
export const validateRegistration = (values: RegistrationValues) =>
  firstProblem<RegistrationValues, keyof RegistrationValues>(values, [
    ['name', (v) => required(v.name, MSG.register.nameRequired)],
    ['companyName', (v) => required(v.companyName, MSG.register.companyRequired)],
    ['email', (v) => required(v.email, MSG.register.emailRequired)],
    ['password', (v) => requiredPassword(v.password, MSG.register.passwordRequired)],
    ['confirmPassword', (v) => mustEqual(v.password, v.confirmPassword)],
    ['password', (v) => passwordLengthProblem(v.password)],
  ]);

export const validateConfirmCode = (values: { code: string }) =>
  firstProblem<{ code: string }, 'code'>(values, [['code', (v) => required(v.code, MSG.confirm.codeRequired)]]);

export const validateResetRequest = (values: { email: string }) =>
  firstProblem<{ email: string }, 'email'>(values, [['email', (v) => required(v.email, MSG.reset.emailRequired)]]);

export interface NewPasswordValues { code: string; password: string; confirmPassword: string }

export const validateNewPassword = (values: NewPasswordValues) =>
  firstProblem<NewPasswordValues, keyof NewPasswordValues>(values, [
    ['code', (v) => required(v.code, MSG.reset.badLink)],
    ['password', (v) => requiredPassword(v.password, MSG.reset.passwordRequired)],
    ['confirmPassword', (v) => mustEqual(v.password, v.confirmPassword)],
    ['password', (v) => passwordLengthProblem(v.password)],
  ]);

export interface ChangePasswordValues { currentPassword: string; password: string; confirmPassword: string }

export const validateChangePassword = (values: ChangePasswordValues) =>
  firstProblem<ChangePasswordValues, keyof ChangePasswordValues>(values, [
    ['currentPassword', (v) => requiredPassword(v.currentPassword, MSG.changePassword.currentRequired)],
    ['password', (v) => requiredPassword(v.password, MSG.changePassword.newRequired)],
    ['confirmPassword', (v) => requiredPassword(v.confirmPassword, MSG.changePassword.confirmRequired)],
    ['confirmPassword', (v) => mustEqual(v.password, v.confirmPassword)],
    ['password', (v) => passwordLengthProblem(v.password)],
  ]);

export interface ProfileValues { name: string; companyName: string; email: string }

/**
 * Spec section 5: the same required fields and messages as registration, then the email's form
 * (the server's Edit status 3), said before a new email asks for the current password.
 */
export const validateProfile = (values: ProfileValues) =>
  firstProblem<ProfileValues, keyof ProfileValues>(values, [
    ['name', (v) => required(v.name, MSG.register.nameRequired)],
    ['companyName', (v) => required(v.companyName, MSG.register.companyRequired)],
    ['email', (v) => required(v.email, MSG.register.emailRequired)],
    ['email', (v) => (isEmail(v.email.trim()) ? null : MSG.register.emailMalformed)],
  ]);

/** The `accept` value of the licence and TRN inputs (spec section 9). */
export const UPLOAD_ACCEPT = UPLOAD.types.map((type) => `.${type}`).join(',');

/**
 * A chosen licence or TRN file: one of the spec's types by its name, at most 5 MB. The server
 * checks the content as well; this only spares a long upload that would be refused.
 */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(UPLOAD.types as readonly string[]).includes(extension)) return ACCOUNT_MSG.fileType;
  if (file.size > UPLOAD.maxBytes) return ACCOUNT_MSG.fileTooLarge;
  return null;
}
