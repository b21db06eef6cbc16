import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer } from '../../../shared/api-types';

export interface AuthState {
  /** The login token; its presence is what "logged in" means (spec section 4). */
  token: string | null;
  /** The customer read from the token's payload. */
  customer: Customer | null;
  /**
   * True from a logout until the next login: the logout saga takes the visitor home, so the
   * protected page they logged out on must not send them to /login instead (not persisted).
   */
  loggedOut?: boolean;
}

export const initialAuthState: AuthState = { token: null, customer: null };

/**
 * A session as the sagas hand it over: the token and the customer they read from it. The
 * reducer never decodes the token itself, so a replay with the token hidden by the sanitizer
 * still shows the same customer (replay rule 2).
 */
export interface SessionPayload {
  token: string;
  customer: Customer;
}

function acceptSession(state: AuthState, { token, customer }: SessionPayload) {
  state.token = token;
  state.customer = customer;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    // Payloads wrap the token in a `token` field, the name the sanitizer hides.
    loginSucceeded(state, action: PayloadAction<SessionPayload>) {
      acceptSession(state, action.payload);
      delete state.loggedOut;
    },
    /** A password change or profile edit answers with a fresh token carrying the new claims. */
    tokenRenewed(state, action: PayloadAction<SessionPayload>) {
      acceptSession(state, action.payload);
    },
    logoutRequested(state) {
      state.token = null;
      state.customer = null;
      state.loggedOut = true;
    },
    /** The server refused the stored token (expired or revoked). */
    sessionExpired(state) {
      state.token = null;
      state.customer = null;
    },
  },
});

export const { loginSucceeded, tokenRenewed, logoutRequested, sessionExpired } = authSlice.actions;
export default authSlice.reducer;
