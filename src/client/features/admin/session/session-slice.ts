import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffMember } from '../../../../shared/admin-types';

/**
 * restoring: the stored token is being checked; anonymous: the login screen; submitting: a
 * login is on its way; signedIn: the back office is open for `staff`.
 */
export type SessionStatus = 'restoring' | 'anonymous' | 'submitting' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  staff: StaffMember | null;
  /** Why the login screen shows: a refused login, a failed check or an ended session. */
  error: string | null;
}

export const initialSessionState: SessionState = { status: 'restoring', token: null, staff: null, error: null };

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

const signedOut = (error: string | null): SessionState => ({ status: 'anonymous', token: null, staff: null, error });

const sessionSlice = createSlice({
  name: 'admin/session',
  initialState: initialSessionState,
  reducers: {
    noStoredSession: () => signedOut(null),
    sessionRestored(_state, action: PayloadAction<{ token: string; staff: StaffMember }>) {
      return { status: 'signedIn', token: action.payload.token, staff: action.payload.staff, error: null };
    },
    /** The stored token could not be checked (network or server fault); it is kept for a retry. */
    sessionCheckFailed: (_state, action: PayloadAction<{ message: string }>) => signedOut(action.payload.message),
    loginSubmitted(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.status = 'submitting';
      state.error = null;
    },
    loginSucceeded(_state, action: PayloadAction<{ token: string; staff: StaffMember }>) {
      return { status: 'signedIn', token: action.payload.token, staff: action.payload.staff, error: null };
    },
    loginFailed: (_state, action: PayloadAction<{ message: string }>) => signedOut(action.payload.message),
    logoutClicked: () => signedOut(null),
    /** The server refused the staff token (401): every admin screen falls back to the login. */
    sessionEnded: () => signedOut(SESSION_ENDED_MESSAGE),
  },
});

export const {
  noStoredSession, sessionRestored, sessionCheckFailed, loginSubmitted, loginSucceeded, loginFailed, logoutClicked,
  sessionEnded,
} = sessionSlice.actions;
export default sessionSlice.reducer;
