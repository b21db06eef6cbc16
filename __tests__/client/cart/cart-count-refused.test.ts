// optimistic count on screen after the server refused (status 0) or the call failed.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { removeCartLine, setCartCount } from '../../../src/client/features/cart/cart-api';
import { watchCountChoices } from '../../../src/client/features/cart/cart-count-saga';
import cartReducer, { countChosen, initialCartState } from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import { customerSession } from '../auth/token-fixtures';
import { cartItem } from './cart-fixtures';

const reducer = combineReducers({ auth: authReducer, cart: cartReducer });
const items = [cartItem(5, 1, 45.5), cartItem(6, 3, 19.9, 14.95)];
const customer = () => ({
  auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
  cart: { ...initialCartState, items, count: 2, total: 90.35, status: 'succeeded' as const },
});
const providers = (fn: unknown, answer: unknown) => [
  [matchers.call.fn(delay(0).payload.fn), null],
  [matchers.call.fn(notify), undefined],
  [matchers.call.fn(fn as never), answer],
] as never;

describe('cart count: a change the server did not apply leaves the cart as it was', () => {
  it('an addition answered with status 0 shows the count from before', async () => {
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide(providers(setCartCount, { status: 0 }))
      .dispatch(countChosen({ aid: 5, count: 2, from: 1 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(items);
  });

  it('a removal answered with status 0 keeps the line on screen', async () => {
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide(providers(removeCartLine, { status: 0 }))
      .dispatch(countChosen({ aid: 5, count: 0, from: 1 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(items);
  });

  it('a failed call shows the count from before', async () => {
    const { storeState } = await expectSaga(watchCountChoices)
      .withReducer(reducer, customer())
      .provide(providers(setCartCount, throwError(new Error('Network Error'))))
      .dispatch(countChosen({ aid: 6, count: 4, from: 3 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(items);
  });
});
