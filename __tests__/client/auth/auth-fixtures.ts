import { combineReducers } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import authFormsReducer, { initialAuthFormsState } from '../../../src/client/features/auth/auth-forms-slice';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import cartReducer, { initialCartState, type CartState } from '../../../src/client/features/cart/cart-slice';
import wishlistReducer, { initialWishlistState, type WishlistState } from '../../../src/client/features/wishlist/wishlist-slice';
import { customerSession } from './token-fixtures';

/** The slices the account sagas read and write, combined as in the store. */
export const accountReducer = combineReducers({
  auth: authReducer,
  authForms: authFormsReducer,
  cart: cartReducer,
  wishlist: wishlistReducer,
});

export type AccountState = ReturnType<typeof accountReducer>;

export function accountState(patch: { cart?: Partial<CartState>; wishlist?: Partial<WishlistState>; loggedIn?: boolean } = {}): AccountState {
  return {
    auth: patch.loggedIn ? authReducer(initialAuthState, loginSucceeded(customerSession)) : initialAuthState,
    authForms: initialAuthFormsState,
    cart: { ...initialCartState, ...patch.cart },
    wishlist: { ...initialWishlistState, ...patch.wishlist },
  };
}

/** An axios failure with an HTTP status and body, as the client sees a refused call. */
export function httpError(status: number, data: unknown = { status: 0, message: 'Error' }): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
}

export const networkError = new AxiosError('Network Error', 'ERR_NETWORK');
