import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import cartReducer, { loaded } from '../../../src/client/features/cart/cart-slice';
import { postBulkLines } from '../../../src/client/features/quick-order/quick-order-api';
import { QUICK_ORDER_MESSAGES, quickOrderSaga } from '../../../src/client/features/quick-order/quick-order-saga';
import quickOrderReducer, {
  addRequested, initialQuickOrderState, linesChecked, pasteSubmitted, readRefused, rowEdited,
} from '../../../src/client/features/quick-order/quick-order-slice';
import { SHEET_MESSAGES } from '../../../src/client/features/quick-order/sheet-lines';
import type { BulkReply } from '../../../src/shared/api-types';
import { cartItem } from '../cart/cart-fixtures';

// The quick-order page: pasted lines are read and checked by the shop before anything is
// added; one action adds every line that can go, and the ones that cannot stay to be fixed.

const reducer = combineReducers({ quickOrder: quickOrderReducer, cart: cartReducer });
const start = () => reducer(undefined, { type: 'init' });

const checked: BulkReply = {
  status: 1,
  cart: { items: [], count: 0, total: 0 },
  results: [
    { sku: 'KIB-2', status: 'added', message: 'Added 4.' },
    { sku: 'NOPE', status: 'unknown', message: 'No product has this SKU.' },
  ],
};

describe('quick order', () => {
  it('reads pasted spreadsheet lines and has the shop check them, writing nothing', async () => {
    const { storeState } = await expectSaga(quickOrderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postBulkLines), checked]])
      .dispatch(pasteSubmitted({ text: 'SKU\tQty\nKIB-2\t4\nNOPE\t1\nHAR-RM\t=A1*2\n' }))
      .call(postBulkLines, [{ sku: 'KIB-2', count: 4 }, { sku: 'NOPE', count: 1 }], true)
      .put(linesChecked({ ids: [1, 2], results: checked.results }))
      .silentRun(50);
    expect(storeState.quickOrder.rows.map((r: { sku: string; state: string; message: string | null }) => [r.sku, r.state, r.message])).toEqual([
      ['KIB-2', 'added', 'Added 4.'],
      ['NOPE', 'unknown', 'No product has this SKU.'],
      ['HAR-RM', 'problem', SHEET_MESSAGES.formula],
    ]);
  });

  it('refuses a paste of more than 500 lines whole, without calling the shop', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `SKU-${i},1`).join('\n');
    return expectSaga(quickOrderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postBulkLines), checked]])
      .dispatch(pasteSubmitted({ text }))
      .put(readRefused({ message: SHEET_MESSAGES.tooManyLines(10_000) }))
      .not.call.fn(postBulkLines)
      .silentRun(50);
  });

  it('adds the lines the shop takes, puts its cart in the store, and keeps the others to be fixed', async () => {
    const cart = { items: [cartItem(7, 4, 39)], count: 1, total: 156 };
    const added: BulkReply = { ...checked, cart };
    const { storeState } = await expectSaga(quickOrderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postBulkLines), added]])
      .dispatch(pasteSubmitted({ text: 'KIB-2,4\nNOPE,1' }))
      // The buyer presses Add once the pasted lines are on the page.
      .delay(10)
      .dispatch(addRequested())
      .call(postBulkLines, [{ sku: 'KIB-2', count: 4 }, { sku: 'NOPE', count: 1 }], false)
      .put(loaded(cart))
      .silentRun(50);
    expect(storeState.quickOrder.rows.map((r: { sku: string }) => r.sku)).toEqual(['NOPE']);
    expect(storeState.quickOrder.notice).toBe('1 line added to your cart. Please correct the lines left below.');
    expect(storeState.cart.items).toEqual(cart.items);
  });

  it('sends a corrected row again as typed', async () => {
    const { storeState } = await expectSaga(quickOrderSaga)
      .withReducer(reducer, start())
      .provide([[matchers.call.fn(postBulkLines), { ...checked, results: [checked.results[0]] }]])
      .dispatch(pasteSubmitted({ text: 'KIB-2\t4x' }))
      .delay(10)
      .dispatch(rowEdited({ id: 1, count: '4' }))
      .delay(10)
      .dispatch(addRequested())
      .call(postBulkLines, [{ sku: 'KIB-2', count: 4 }], false)
      .silentRun(50);
    expect(storeState.quickOrder.rows).toEqual([]);
  });

  it('keeps every line when the shop cannot be reached', async () => {
    const { storeState } = await expectSaga(quickOrderSaga)
      .withReducer(reducer, { ...start(), quickOrder: { ...initialQuickOrderState, rows: [{ id: 1, sku: 'KIB-2', count: '4', state: 'draft' as const, message: null }], nextId: 2 } })
      .provide([[matchers.call.fn(postBulkLines), throwError(new Error('offline'))]])
      .dispatch(addRequested())
      .silentRun(50);
    expect(storeState.quickOrder.rows).toHaveLength(1);
    expect(storeState.quickOrder).toMatchObject({ status: 'failed', notice: QUICK_ORDER_MESSAGES.failed });
  });
});
