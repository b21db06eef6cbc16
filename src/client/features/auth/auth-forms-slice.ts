import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MSG } from '../../../shared/messages';
import type { LoginRequest, ProfileRequest, RegistrationRequest } from './auth-api';
import { loginSucceeded, logoutRequested, sessionExpired } from './auth-slice';
import {
  passwordChangeProblem, plainProblem, profileProblem, registrationProblem, type StatusAnswer,
} from './outcomes';

// The account screens' requests (spec section 4: idle, submitting, then an outcome). It shares
// the `auth/` prefix with the session slice, so the action log reads as one feature; only the
// session (token, customer) is persisted, these start fresh on every visit.

export type FormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';
/** Login has two outcomes of its own besides success and error (spec section 4). */
export type LoginStatus = FormStatus | 'needsConfirmation' | 'awaitingApproval';

export interface FormState<S extends string = FormStatus> {
  status: S;
  /** What the form shows: the error line, or the result text (confirm, reset, approval notice). */
  message: string | null;
}

export interface AuthFormsState {
  login: FormState<LoginStatus>;
  register: FormState;
  confirm: FormState;
  resend: FormState;
  reset: FormState;
  newPassword: FormState;
  profile: FormState;
  password: FormState;
  /** The code mailed to a new email address: asked for once the profile answered `emailPending`. */
  emailCode: FormState<FormStatus | 'awaitingCode'>;
  logoutEverywhere: FormState;
  /** The dashboard's profile shows the Change Password view instead of the details form. */
  passwordView: boolean;
}

export type FormName = Exclude<keyof AuthFormsState, 'passwordView'>;

const idle = { status: 'idle', message: null } as const;
export const initialAuthFormsState: AuthFormsState = {
  login: idle, register: idle, confirm: idle, resend: idle, reset: idle, newPassword: idle, profile: idle, password: idle,
  emailCode: idle, logoutEverywhere: idle, passwordView: false,
};

const submitting = (state: AuthFormsState, form: FormName) => {
  state[form] = { status: 'submitting', message: null };
};
/** Settles a form: success with an optional result text, or failure with the error line (null: silent). */
const settle = (state: AuthFormsState, form: Exclude<FormName, 'login' | 'emailCode'>, problem: string | null, result: string | null = null) => {
  state[form] = problem === null ? { status: 'succeeded', message: result } : { status: 'failed', message: problem };
};
const failed = (form: Exclude<FormName, 'login' | 'emailCode'>, message: string | null) => (state: AuthFormsState) => {
  state[form] = { status: 'failed', message };
};

const authFormsSlice = createSlice({
  name: 'authForms',
  initialState: initialAuthFormsState,
  reducers: {
    /** A screen opened: what an earlier visit left (an error, a result) is gone. */
    formOpened(state, action: PayloadAction<FormName>) {
      state[action.payload] = idle;
    },
    loginSubmitted(state, _action: PayloadAction<LoginRequest>) {
      submitting(state, 'login');
    },
    loginNeedsConfirmation(state, _action: PayloadAction<{ email: string }>) {
      state.login = { status: 'needsConfirmation', message: null };
    },
    /** Status 5: confirmed but not approved yet, or rejected; the server words the notice. */
    loginAwaitingApproval(state, action: PayloadAction<StatusAnswer>) {
      state.login = { status: 'awaitingApproval', message: action.payload.message || MSG.confirm.awaitingApproval };
    },
    /** Wrong email or password (HTTP 401), any other failure, or an answer of no known shape. */
    loginFailed(state) {
      state.login = { status: 'failed', message: null };
    },
    /**
     * The server took the password: the guest's lists are handed to the cart feature's merge
     * (spec section 4) before the session starts.
     */
    loginAccepted(_state, _action: PayloadAction<{ token: string }>) {},
    /** The guest lists could not be merged; the local ones stay for the next try. */
    guestMergeFailed() {},
    /** The merge of the guest lists ended, merged or not: the session may start. */
    guestMergeSettled() {},
    registerSubmitted(state, _action: PayloadAction<RegistrationRequest>) {
      submitting(state, 'register');
    },
    registerAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'register', registrationProblem(action.payload.status));
    },
    /** A refused call carries the server's reason (an unreadable document, too many attempts); else 'Error'. */
    registerFailed(state, action: PayloadAction<string | undefined>) {
      state.register = { status: 'failed', message: action.payload || MSG.error };
    },
    confirmSubmitted(state, _action: PayloadAction<{ email: string; code: string }>) {
      submitting(state, 'confirm');
      // One error line serves both buttons: a new attempt clears what the other one left.
      state.resend = idle;
    },
    confirmAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'confirm', plainProblem(action.payload.status), MSG.confirm.awaitingApproval);
    },
    confirmFailed: failed('confirm', MSG.error),
    resendRequested(state, _action: PayloadAction<{ email: string }>) {
      submitting(state, 'resend');
      if (state.confirm.status === 'failed') state.confirm = idle;
    },
    resendAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'resend', plainProblem(action.payload.status));
    },
    /** A refused resend (HTTP 429: a code was sent moments ago) shows the server's reason; else 'Error'. */
    resendFailed(state, action: PayloadAction<string | undefined>) {
      state.resend = { status: 'failed', message: action.payload || MSG.error };
    },
    resetRequested(state, _action: PayloadAction<{ email: string }>) {
      submitting(state, 'reset');
    },
    resetAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'reset', plainProblem(action.payload.status), MSG.reset.linkSent);
    },
    /** Spec section 8: a failed reset call is told by a toast, not inline. */
    resetFailed: failed('reset', null),
    // `hash` is the code of the reset link, the field name the DevTools sanitizer hides.
    newPasswordSubmitted(state, _action: PayloadAction<{ hash: string; password: string }>) {
      submitting(state, 'newPassword');
    },
    newPasswordAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'newPassword', plainProblem(action.payload.status));
    },
    newPasswordFailed: failed('newPassword', null),
    profileSubmitted(state, _action: PayloadAction<ProfileRequest>) {
      submitting(state, 'profile');
    },
    profileAnswered(state, action: PayloadAction<StatusAnswer>) {
      // Status 0 explains itself (a wrong current password for a new email).
      const { status, message } = action.payload;
      settle(state, 'profile', status === 0 && message ? message : profileProblem(status));
    },
    /** The new address got a code; the server's text says where it went. */
    emailCodeSent(state, action: PayloadAction<{ message: string }>) {
      state.emailCode = { status: 'awaitingCode', message: action.payload.message };
    },
    emailCodeSubmitted(state, _action: PayloadAction<{ code: string }>) {
      state.emailCode = { status: 'submitting', message: null };
    },
    emailCodeAnswered(state, action: PayloadAction<StatusAnswer>) {
      const { status, message } = action.payload;
      state.emailCode = status === 1 ? { status: 'succeeded', message: message ?? null } : { status: 'failed', message: message || MSG.error };
    },
    emailCodeFailed(state) {
      state.emailCode = { status: 'failed', message: MSG.error };
    },
    /** Logout pressed: the session saga ends it on the server, then everywhere in the store. */
    logoutClicked() {},
    logoutEverywhereClicked(state) {
      submitting(state, 'logoutEverywhere');
    },
    logoutEverywhereFailed: failed('logoutEverywhere', MSG.error),
    /** Spec section 8: a failed profile edit is silent; the spinner stops. */
    profileFailed: failed('profile', null),
    passwordChangeSubmitted(state, _action: PayloadAction<{ currentPassword: string; password: string }>) {
      submitting(state, 'password');
    },
    passwordChangeAnswered(state, action: PayloadAction<StatusAnswer>) {
      settle(state, 'password', passwordChangeProblem(action.payload));
      // The toast confirms the change; the profile is where the customer came from.
      if (state.password.status === 'succeeded') state.passwordView = false;
    },
    /** Change Password pressed on the profile. */
    passwordViewOpened(state) {
      state.passwordView = true;
    },
    /** Back pressed, or the profile left: a later visit starts on the details. */
    passwordViewClosed(state) {
      state.passwordView = false;
    },
    passwordChangeFailed: failed('password', MSG.error),
  },
  extraReducers: (builder) => {
    builder.addCase(loginSucceeded, (state) => {
      state.login = { status: 'succeeded', message: null };
      state.emailCode = idle;
    });
    // An email change waiting for its code belongs to the session that asked for it.
    const forgetEmailCode = (state: AuthFormsState) => {
      state.emailCode = idle;
    };
    builder.addCase(logoutRequested, forgetEmailCode).addCase(sessionExpired, forgetEmailCode);
  },
});

export const {
  formOpened, loginSubmitted, loginNeedsConfirmation, loginAwaitingApproval, loginFailed, loginAccepted, guestMergeFailed, guestMergeSettled,
  registerSubmitted, registerAnswered, registerFailed, confirmSubmitted, confirmAnswered, confirmFailed,
  resendRequested, resendAnswered, resendFailed, resetRequested, resetAnswered, resetFailed,
  newPasswordSubmitted, newPasswordAnswered, newPasswordFailed, profileSubmitted, profileAnswered, profileFailed,
  passwordChangeSubmitted, passwordChangeAnswered, passwordChangeFailed, passwordViewOpened, passwordViewClosed,
  emailCodeSent, emailCodeSubmitted, emailCodeAnswered, emailCodeFailed, logoutClicked, logoutEverywhereClicked, logoutEverywhereFailed,
} = authFormsSlice.actions;
export default authFormsSlice.reducer;
