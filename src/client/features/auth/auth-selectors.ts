import { createSelector } from '@reduxjs/toolkit';
import type { AuthFormsState, FormName } from './auth-forms-slice';
import type { AuthState } from './auth-slice';
import { customerFromToken } from './token';

// Typed against the slice alone so the selectors do not depend on the whole store's shape.
interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.token !== null;
/** A logout is taking the visitor home (spec section 2), so no page should redirect them now. */
export const selectIsLeavingAfterLogout = (state: WithAuth) => state.auth.loggedOut === true;
/**
 * The logged-in customer. A session restored with its token but without the stored customer
 * (the key removed by hand, or kept by an older version) reads it from the token instead.
 */
export const selectCustomer = createSelector(
  [(state: WithAuth) => state.auth.token, (state: WithAuth) => state.auth.customer],
  (token, customer) => customer ?? (token ? customerFromToken(token) : null),
);

interface WithAuthForms {
  authForms: AuthFormsState;
}

/** The request state of one account screen: its status and the line it shows. */
export const selectForm = <F extends FormName>(state: WithAuthForms, form: F): AuthFormsState[F] => state.authForms[form];

/** Whether the profile shows its Change Password view. */
export const selectPasswordViewOpen = (state: WithAuthForms) => state.authForms.passwordView;
