import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import authReducer, { initialAuthState, loginSucceeded, sessionExpired } from '../../../src/client/features/auth/auth-slice';
import { fetchCustomerCart, fetchGuestCart } from '../../../src/client/features/cart/cart-api';
import { cartSaga, refreshCart } from '../../../src/client/features/cart/cart-saga';
import cartReducer, { guestItemChanged, initialCartState, pageOpened } from '../../../src/client/features/cart/cart-slice';
import { customerToken, customerSession } from '../auth/token-fixtures';
import { serverCart } from './cart-fixtures';
import { headerMounted } from '../../../src/client/lib/shared-events';

const reducer = combineReducers({ auth: authReducer, cart: cartReducer });
const guestState = (guest = [{ aid: 1, count: 2 }]) => ({ auth: initialAuthState, cart: { ...initialCartState, guest } });
const customerState = () => ({ auth: authReducer(initialAuthState, loginSucceeded(customerSession)), cart: initialCartState });

describe('cart saga', () => {
  it('prices a guest cart through the guest call', async () => {
    const { storeState } = await expectSaga(refreshCart)
      .withReducer(reducer, guestState())
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: serverCart }]])
      .call(fetchGuestCart, [{ aid: 1, count: 2 }])
      .not.call.fn(fetchCustomerCart)
      .run();
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.cart.status).toBe('succeeded');
  });

  it('loads a customer cart with the token', async () => {
    const { storeState } = await expectSaga(refreshCart)
      .withReducer(reducer, customerState())
      .provide([[matchers.call.fn(fetchCustomerCart), { status: 1, cart: serverCart }]])
      .call(fetchCustomerCart, customerToken)
      .run();
    expect(storeState.cart.total).toBe(135.85);
  });

  it('makes no call for an empty guest cart', async () => {
    const { storeState } = await expectSaga(refreshCart)
      .withReducer(reducer, guestState([]))
      .not.call.fn(fetchGuestCart)
      .run();
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.cart.status).toBe('succeeded');
  });

  it('ignores an answer with status 0', async () => {
    const before = { ...customerState(), cart: { ...initialCartState, items: serverCart.items, status: 'succeeded' as const } };
    const { storeState } = await expectSaga(refreshCart)
      .withReducer(reducer, before)
      .provide([[matchers.call.fn(fetchCustomerCart), { status: 0, message: 'nothing applied' }]])
      .run();
    expect(storeState.cart.items).toEqual(serverCart.items);
  });

  it('fails silently when the call fails', async () => {
    const { storeState } = await expectSaga(refreshCart)
      .withReducer(reducer, guestState())
      .provide([[matchers.call.fn(fetchGuestCart), throwError(new Error('offline'))]])
      .run();
    expect(storeState.cart.status).toBe('failed');
  });

  it.each([
    ['the header mounts', headerMounted()],
    ['a guest line changes', guestItemChanged({ aid: 3, count: 1 })],
    ['the cart page opens', pageOpened()],
    // The customer's cart is gone from the screen; the guest list takes its place, priced.
    ['the session ends', sessionExpired()],
  ])('refreshes when %s', (_label, action) =>
    expectSaga(cartSaga)
      .withReducer(reducer, guestState())
      .provide([[matchers.call.fn(fetchGuestCart), { status: 1, cart: serverCart }]])
      .call.fn(fetchGuestCart)
      .dispatch(action)
      .silentRun(50));
});

describe('cart saga after login', () => {
  it("loads the customer's server cart (the guest lists were merged into it)", async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, guestState([]))
      .provide([[matchers.call.fn(fetchCustomerCart), { status: 1, cart: serverCart }]])
      .call(fetchCustomerCart, customerToken)
      .not.call.fn(fetchGuestCart)
      .dispatch(loginSucceeded(customerSession))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(serverCart.items);
  });
});
