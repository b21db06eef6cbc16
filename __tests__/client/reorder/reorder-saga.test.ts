import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import cartReducer, { loaded } from '../../../src/client/features/cart/cart-slice';
import { postReorder } from '../../../src/client/features/reorder/reorder-api';
import { REORDER_TOASTS, reorderSaga } from '../../../src/client/features/reorder/reorder-saga';
import reorderReducer, { orderAgainClicked, orderAgainSucceeded } from '../../../src/client/features/reorder/reorder-slice';
import { notify } from '../../../src/client/lib/notify';
import type { BulkReply } from '../../../src/shared/api-types';
import { cartItem } from '../cart/cart-fixtures';

// Order again: the order's lines go into the cart, which the store takes from the answer, and
// what changed for each line is kept to be shown under the order.

const reducer = combineReducers({ reorder: reorderReducer, cart: cartReducer });
const start = () => reducer(undefined, { type: 'init' });

const reply: BulkReply = {
  status: 1,
  cart: { items: [cartItem(3, 4, 41)], count: 1, total: 164 },
  results: [
    { sku: 'KIB-2', status: 'added', message: 'Added 4. Price now AED 41.00 (was AED 39.00).' },
    { sku: 'HAR-RM', status: 'unavailable', message: 'Out of stock.' },
  ],
};

describe('order again', () => {
  it("puts the answer's cart in the store and keeps what changed per line under the order", async () => {
    const { storeState } = await expectSaga(reorderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postReorder), reply]])
      .dispatch(orderAgainClicked({ orderId: 12 }))
      .call(postReorder, 12)
      .put(loaded(reply.cart))
      .put(orderAgainSucceeded({ orderId: 12, results: reply.results }))
      .silentRun(50);
    expect(storeState.reorder.byOrder[12]).toEqual({ status: 'succeeded', results: reply.results });
    expect(storeState.cart.items).toEqual(reply.cart.items);
  });

  it('says so when the shop cannot be reached, leaving the cart as it was', async () => {
    const { storeState } = await expectSaga(reorderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postReorder), throwError(new Error('offline'))], [matchers.call.fn(notify), undefined]])
      .dispatch(orderAgainClicked({ orderId: 12 }))
      .call(notify, REORDER_TOASTS.failed, 'error')
      .not.put.actionType(loaded.type)
      .silentRun(50);
    expect(storeState.reorder.byOrder[12].status).toBe('failed');
  });
});
