// The store states the cart count saga runs on, and a run of a customer's quick choices.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { setCartCount } from '../../../src/client/features/cart/cart-api';
import { COUNT_SETTLE_MS, watchCountChoices } from '../../../src/client/features/cart/cart-count-saga';
import cartReducer, { countChosen, initialCartState, type CartState } from '../../../src/client/features/cart/cart-slice';
import type { Cart } from '../../../src/shared/api-types';
import { customerSession } from '../auth/token-fixtures';
import { toastRecorder } from '../lib/toast-recorder';
import { cartItem } from './cart-fixtures';

export const reducer = combineReducers({ auth: authReducer, cart: cartReducer });

export const before: Cart = { items: [cartItem(5, 1, 45.5), cartItem(6, 3, 19.9, 14.95)], count: 2, total: 90.35 };
export const cartWith = (items: Cart['items']): Cart => ({ items, count: items.length, total: 0 });
export const customer = (cart: Partial<CartState> = {}) => ({
  auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
  cart: { ...initialCartState, items: before.items, count: before.count, total: before.total, status: 'succeeded' as const, ...cart },
});
export const guest = (cart: Partial<CartState> = {}) => ({ auth: initialAuthState, cart: { ...initialCartState, ...cart } });

/** Runs a customer's count choices through the watcher; answers the counts sent and the toasts shown. */
export async function settleCustomerChoices(...choices: Array<{ aid: number; count: number; from: number }>) {
  const sent: unknown[][] = [];
  const { toasts, provider } = toastRecorder();
  const saga = expectSaga(watchCountChoices)
    .withReducer(reducer, customer())
    .provide([
      {
        call(effect, next) {
          if (effect.fn !== setCartCount) return next();
          sent.push(effect.args);
          return { status: 1, cart: before };
        },
      },
      provider,
    ]);
  for (const choice of choices) saga.dispatch(countChosen(choice));
  await saga.silentRun(COUNT_SETTLE_MS + 150);
  return { sent, toasts };
}
