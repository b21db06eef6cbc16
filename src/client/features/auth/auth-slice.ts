import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer } from '../../../shared/api-types';
import { customerFromToken } from './token';

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

// A token that cannot be read carries no customer, so it is not kept either: holding it
// would show the shop as logged in for a session the header cannot describe.
function acceptToken(state: AuthState, token: string) {
  const customer = customerFromToken(token);
  state.token = customer ? token : null;
  state.customer = customer;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    // Payloads wrap the token in a `token` field, the name the DevTools sanitizer hides.
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      acceptToken(state, action.payload.token);
      delete state.loggedOut;
    },
    /** A password change or profile edit answers with a fresh token carrying the new claims. */
    tokenRenewed(state, action: PayloadAction<{ token: string }>) {
      acceptToken(state, action.payload.token);
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
