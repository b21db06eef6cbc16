import reducer, {
  confirmAnswered, confirmFailed, confirmSubmitted, formOpened, initialAuthFormsState, loginAwaitingApproval, loginFailed, loginNeedsConfirmation,
  loginSubmitted, passwordChangeAnswered, passwordChangeFailed, passwordChangeSubmitted, passwordViewClosed, passwordViewOpened, profileAnswered, profileFailed, registerAnswered, registerSubmitted,
  resendFailed, resendRequested, resetAnswered, resetFailed, type AuthFormsState,
} from '../../../src/client/features/auth/auth-forms-slice';
import { selectForm } from '../../../src/client/features/auth/auth-selectors';
import { loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { customerSession } from './token-fixtures';

const after = (...actions: { type: string }[]) => actions.reduce<AuthFormsState>((state, action) => reducer(state, action), initialAuthFormsState);
const login = loginSubmitted({ username: 'layla@pawsco.ae', password: 'kibble-2024' });
const change = { currentPassword: 'kibble-2024', password: 'kibble-2025' };

describe('account forms slice', () => {
  it('starts with every screen idle', () => {
    const { passwordView, ...forms } = reducer(undefined, { type: 'init' });
    Object.values(forms).forEach((form) => expect(form).toEqual({ status: 'idle', message: null }));
    expect(passwordView).toBe(false);
  });

  it('walks login through submitting to each outcome', () => {
    expect(after(login).login).toEqual({ status: 'submitting', message: null });
    expect(after(login, loginSucceeded(customerSession)).login.status).toBe('succeeded');
    expect(after(login, loginNeedsConfirmation({ email: 'a@b.ae' })).login.status).toBe('needsConfirmation');
    expect(after(login, loginAwaitingApproval({ status: 5, message: 'Waiting for approval.' })).login)
      .toEqual({ status: 'awaitingApproval', message: 'Waiting for approval.' });
    expect(after(login, loginFailed()).login).toEqual({ status: 'failed', message: null });
  });

  it('clears an earlier outcome when a new submit starts', () => {
    const state = after(login, loginAwaitingApproval({ status: 5, message: 'Waiting.' }), login);
    expect(state.login).toEqual({ status: 'submitting', message: null });
  });

  it('clears the one error line of the confirm screen when either of its buttons starts a new attempt', () => {
    const confirm = confirmSubmitted({ email: 'a@b.ae', code: '123456' });
    const resend = resendRequested({ email: 'a@b.ae' });
    expect(after(confirm, confirmFailed(), resend).confirm).toEqual({ status: 'idle', message: null });
    expect(after(resend, resendFailed('Too many attempts. Please try again in 42 seconds.'), confirm).resend)
      .toEqual({ status: 'idle', message: null });
    expect(after(resend, resendFailed()).resend).toEqual({ status: 'failed', message: 'Error' });
  });

  it('forgets what a screen showed when it opens again', () => {
    const state = after(registerSubmitted({} as never), registerAnswered({ status: 3 }), formOpened('register'));
    expect(state.register).toEqual({ status: 'idle', message: null });
  });

  it('turns answers into the spec texts', () => {
    expect(after(registerAnswered({ status: 3 })).register.message).toBe('This email is registered before.');
    expect(after(confirmAnswered({ status: 1 })).confirm.message).toBe('Your account will be activated after admin approval.');
    expect(after(resetAnswered({ status: 1 })).reset.message).toBe('Reset password link has been send to your email.');
    expect(after(profileAnswered({ status: 3 })).profile.message).toBe('Please, enter your email correctly.');
    expect(after(passwordChangeAnswered({ status: 0, message: 'Wrong.' })).password.message).toBe('Wrong.');
  });

  it('keeps silent failures silent', () => {
    expect(after(profileFailed()).profile).toEqual({ status: 'failed', message: null });
    expect(after(resetFailed()).reset).toEqual({ status: 'failed', message: null });
  });

  it('opens the Change Password view, keeps it open on a refusal and closes it on Back or once the password changed', () => {
    expect(after(passwordViewOpened()).passwordView).toBe(true);
    expect(after(passwordViewOpened(), passwordViewClosed()).passwordView).toBe(false);
    const refused = after(passwordViewOpened(), passwordChangeSubmitted(change), passwordChangeAnswered({ status: 0, message: 'Your current password is not correct.' }));
    expect([refused.passwordView, refused.password.status]).toEqual([true, 'failed']);
    expect(after(passwordViewOpened(), passwordChangeSubmitted(change), passwordChangeFailed()).passwordView).toBe(true);
    expect(after(passwordViewOpened(), passwordChangeSubmitted(change), passwordChangeAnswered({ status: 1 })).passwordView).toBe(false);
  });

  it('selects one form', () => {
    const authForms = after(registerAnswered({ status: 1 }));
    expect(selectForm({ authForms }, 'register')).toEqual({ status: 'succeeded', message: null });
  });
});
