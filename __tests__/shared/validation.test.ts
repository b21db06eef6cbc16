import {
  passwordLengthProblem, passwordMismatch, uploadProblem, UPLOAD_ACCEPT, validateChangePassword, validateConfirmCode,
  validateLogin, validateNewPassword, validateProfile, validateRegistration, validateResetRequest,
} from '../../src/shared/validation';

const goodPassword = 'kibble-2024';
const registration = {
  name: 'Layla Haddad', companyName: 'Paws & Co.', email: 'layla@pawsco.ae', password: goodPassword, confirmPassword: goodPassword,
};

describe('login rules', () => {
  it.each([
    [{ email: '', password: '' }, 'email', 'Please enter your email.'],
    [{ email: '   ', password: 'x' }, 'email', 'Please enter your email.'],
    [{ email: 'a@b.ae', password: '' }, 'password', 'Please enter your password.'],
  ])('%p -> %s: %s', (values, field, message) => {
    expect(validateLogin(values)).toEqual({ field, message });
  });

  it('lets any filled-in pair through (the server judges the password)', () => {
    expect(validateLogin({ email: 'a@b.ae', password: 'x' })).toBeNull();
  });
});

describe('registration rules, in the spec order', () => {
  it.each([
    [{ name: '' }, 'name', 'Please, enter your name.'],
    [{ name: '  ', companyName: '' }, 'name', 'Please, enter your name.'],
    [{ companyName: ' ' }, 'companyName', 'Please, enter your company name.'],
    [{ companyName: '', email: '' }, 'companyName', 'Please, enter your company name.'],
    [{ email: '' }, 'email', 'Please, enter your email.'],
    [{ email: '', password: '' }, 'email', 'Please, enter your email.'],
    [{ password: '', confirmPassword: '' }, 'password', 'Please, enter your password.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Your password and confirm password are not equal.'],
    [{ confirmPassword: 'kibble-2025' }, 'confirmPassword', 'Your password and confirm password are not equal.'],
    [{ password: 'short', confirmPassword: 'other' }, 'confirmPassword', 'Your password and confirm password are not equal.'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Your password must have at least 8 characters.'],
  ])('%p -> %s: %s', (patch, field, message) => {
    expect(validateRegistration({ ...registration, ...patch })).toEqual({ field, message });
  });

  it('passes complete values; contact number, licence and TRN are optional', () => {
    expect(validateRegistration(registration)).toBeNull();
  });
});

describe('password checks', () => {
  it('shows the live mismatch only once the confirmation has text', () => {
    expect(passwordMismatch('secret-1', '')).toBeNull();
    expect(passwordMismatch('secret-1', 'secret')).toBe('Your password and confirm password are not equal.');
    expect(passwordMismatch('secret-1', 'secret-1')).toBeNull();
  });

  it('accepts 8 to 128 characters, as the server does', () => {
    expect(passwordLengthProblem('1234567')).toBe('Your password must have at least 8 characters.');
    expect(passwordLengthProblem('12345678')).toBeNull();
    expect(passwordLengthProblem('x'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('Your password must have at most 128 characters.');
  });
});

describe('confirm, reset and new-password rules', () => {
  it('needs the confirm code', () => {
    expect(validateConfirmCode({ code: ' ' })).toEqual({ field: 'code', message: 'Please, enter confirm code.' });
    expect(validateConfirmCode({ code: '123456' })).toBeNull();
  });

  it('needs the email for a reset link', () => {
    expect(validateResetRequest({ email: '' })).toEqual({ field: 'email', message: 'Please, enter your email.' });
    expect(validateResetRequest({ email: 'a@b.ae' })).toBeNull();
  });

  const fresh = { code: 'f00d', password: goodPassword, confirmPassword: goodPassword };
  it.each([
    [{ code: '', password: '' }, 'code', 'Your link is not correct.'],
    [{ password: '' }, 'password', 'Please, enter your password.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Your password and confirm password are not equal.'],
    [{ password: 'tiny', confirmPassword: 'tiny' }, 'password', 'Your password must have at least 8 characters.'],
  ])('new password %p -> %s: %s', (patch, field, message) => {
    expect(validateNewPassword({ ...fresh, ...patch })).toEqual({ field, message });
  });

  it('passes a new password with its link code', () => {
    expect(validateNewPassword(fresh)).toBeNull();
  });
});

describe('change-password rules', () => {
  const change = { currentPassword: 'old-secret', password: goodPassword, confirmPassword: goodPassword };
  it.each([
    [{ currentPassword: '', password: '' }, 'currentPassword', 'Please, enter your current password.'],
    [{ password: '', confirmPassword: '' }, 'password', 'Please, enter your new password.'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please, enter confirm password.'],
    [{ confirmPassword: 'kibble-2025' }, 'confirmPassword', 'Your password and confirm password are not equal.'],
    [{ password: 'tiny', confirmPassword: 'tiny' }, 'password', 'Your password must have at least 8 characters.'],
  ])('%p -> %s: %s', (patch, field, message) => {
    expect(validateChangePassword({ ...change, ...patch })).toEqual({ field, message });
  });

  it('passes a complete change', () => {
    expect(validateChangePassword(change)).toBeNull();
  });
});

describe('profile rules', () => {
  const profile = { name: 'Layla', companyName: 'Paws & Co.', email: 'layla@pawsco.ae' };
  it.each([
    [{ name: '', email: '' }, 'name', 'Please, enter your name.'],
    [{ companyName: '' }, 'companyName', 'Please, enter your company name.'],
    [{ email: ' ' }, 'email', 'Please, enter your email.'],
    [{ email: 'bad@' }, 'email', 'Please, enter your email correctly.'],
    [{ email: 'layla@pawsco' }, 'email', 'Please, enter your email correctly.'],
    [{ email: 'layla haddad@pawsco.ae' }, 'email', 'Please, enter your email correctly.'],
  ])('%p -> %s: %s', (patch, field, message) => {
    expect(validateProfile({ ...profile, ...patch })).toEqual({ field, message });
  });

  it('passes the required fields', () => {
    expect(validateProfile(profile)).toBeNull();
  });
});

describe('uploads', () => {
  it('accepts the spec types', () => {
    expect(UPLOAD_ACCEPT).toBe('.jpg,.jpeg,.png,.webp,.pdf');
    ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'licence.final.PDF'].forEach((name) =>
      expect(uploadProblem({ name, size: 1000 })).toBeNull());
  });

  it.each(['notes.txt', 'scan.gif', 'noextension', 'pdf'])('refuses %s', (name) => {
    expect(uploadProblem({ name, size: 1000 })).toBe('Please, choose a .jpg, .jpeg, .png, .webp or .pdf file.');
  });

  it('refuses files over 5 MB', () => {
    expect(uploadProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem({ name: 'big.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('Please, choose a file of at most 5 MB.');
  });
});
