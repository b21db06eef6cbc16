import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { fetchCustomerCart, removeCartLine, setCartCount } from '../../../src/client/features/cart/cart-api';
import { cartSaga } from '../../../src/client/features/cart/cart-saga';
import cartReducer, {
  countChosen, countRefused, countSettled, initialCartState,
} from '../../../src/client/features/cart/cart-slice';
import { notify } from '../../../src/client/lib/notify';
import type { Cart } from '../../../src/shared/api-types';
import { customerSession } from '../auth/token-fixtures';
import { cartItem, serverCart } from './cart-fixtures';

const reducer = combineReducers({ auth: authReducer, cart: cartReducer });
const customer = (items = serverCart.items) => ({
  auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
  cart: { ...initialCartState, items, count: items.length, status: 'succeeded' as const },
});
// The settle pause before a customer's count is sent; skipped where the pause is not the point.
const settlePause = delay(0).payload.fn;
const noPause: [matchers.Matcher, null] = [matchers.call.fn(settlePause), null];

describe('cart control, customer (the server cart)', () => {
  it("adds with count 1, takes the server's cart and says 'Product added'", async () => {
    const answer: Cart = { items: [...serverCart.items, cartItem(9, 1, 30)], count: 3, total: 165.85 };
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(setCartCount), { status: 1, cart: answer }], [matchers.call.fn(notify), undefined]])
      .call(setCartCount, 9, 1)
      .put(countSettled({ aid: 9, cart: answer }))
      .call(notify, 'Product added', 'success')
      .not.call.fn(fetchCustomerCart)
      .dispatch(countChosen({ aid: 9, count: 1, from: 0 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(answer.items);
    expect(storeState.cart.pending).toEqual([]);
  });

  it("ignores an answer with status 0: the cart stays and an addition says 'Error'", async () => {
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(setCartCount), { status: 0, message: 'Unknown article' }], [matchers.call.fn(notify), undefined]])
      .put(countRefused({ aid: 9 }))
      .call(notify, 'Error', 'error')
      .not.call(notify, 'Product added', 'success')
      .dispatch(countChosen({ aid: 9, count: 1, from: 0 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.cart.pending).toEqual([]);
  });

  it("steps down with the count call and says 'Product removed'", () =>
    expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(setCartCount), { status: 1, cart: serverCart }], [matchers.call.fn(notify), undefined]])
      .call(setCartCount, 2, 2)
      .call(notify, 'Product removed', 'error')
      .dispatch(countChosen({ aid: 2, count: 2, from: 3 }))
      .silentRun(50));

  it('removes a line at 0 through the remove call', async () => {
    const answer: Cart = { items: [serverCart.items[0]], count: 1, total: 91 };
    const { storeState } = await expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(removeCartLine), { status: 1, cart: answer }], [matchers.call.fn(notify), undefined]])
      .call(removeCartLine, 2)
      .not.call.fn(setCartCount)
      .call(notify, 'Product removed', 'error')
      .dispatch(countChosen({ aid: 2, count: 0, from: 3 }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(answer.items);
  });

  it('stays silent when a removal is answered with status 0', () =>
    expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(removeCartLine), { status: 0 }], [matchers.call.fn(notify), undefined]])
      .put(countRefused({ aid: 2 }))
      .not.call.fn(notify)
      .dispatch(countChosen({ aid: 2, count: 0, from: 3 }))
      .silentRun(50));

  it("says 'Error' when the call fails", () =>
    expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(setCartCount), throwError(new Error('offline'))], [matchers.call.fn(notify), undefined]])
      .put(countRefused({ aid: 1 }))
      .call(notify, 'Error', 'error')
      .dispatch(countChosen({ aid: 1, count: 3, from: 2 }))
      .silentRun(50));

  it('sends only the last count of quick steps on one article, announced as the burst went', () =>
    expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([[matchers.call.fn(setCartCount), { status: 1, cart: serverCart }], [matchers.call.fn(notify), undefined]])
      .call(setCartCount, 1, 4)
      .not.call(setCartCount, 1, 3)
      .call(notify, 'Product added', 'success')
      .dispatch(countChosen({ aid: 1, count: 3, from: 2 }))
      .dispatch(countChosen({ aid: 1, count: 4, from: 3 }))
      .silentRun(400));

  it('sends the counts of different articles side by side', () =>
    expectSaga(cartSaga)
      .withReducer(reducer, customer())
      .provide([noPause, [matchers.call.fn(setCartCount), { status: 1, cart: serverCart }], [matchers.call.fn(notify), undefined]])
      .call(setCartCount, 1, 3)
      .call(setCartCount, 2, 4)
      .dispatch(countChosen({ aid: 1, count: 3, from: 2 }))
      .dispatch(countChosen({ aid: 2, count: 4, from: 3 }))
      .silentRun(50));
});
