import type { AuthFormsState, FormName } from './auth-forms-slice';
import type { AuthState } from './auth-slice';

// Typed against the slice alone so the selectors do not depend on the whole store's shape.
interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.token !== null;
export const selectCustomer = (state: WithAuth) => state.auth.customer;

interface WithAuthForms {
  authForms: AuthFormsState;
}

/** The request state of one account screen: its status and the line it shows. */
export const selectForm = <F extends FormName>(state: WithAuthForms, form: F): AuthFormsState[F] => state.authForms[form];
