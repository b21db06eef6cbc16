import { type UnknownAction, combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import cartReducer, { loaded } from '../../../src/client/features/cart/cart-slice';
import { postBulkLines } from '../../../src/client/features/quick-order/quick-order-api';
import { QUICK_ORDER_MESSAGES, quickOrderSaga } from '../../../src/client/features/quick-order/quick-order-saga';
import quickOrderReducer, {
  addRequested, initialQuickOrderState, linesAdded, linesChecked, pasteSubmitted, readRefused, rowEdited, rowRemoved,
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
      .put(linesChecked({ sent: [{ id: 1, sku: 'KIB-2', count: '4' }, { id: 2, sku: 'NOPE', count: '1' }], results: checked.results }))
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

  describe('while the shop answers, the buyer changes the rows', () => {
    type Row = { sku: string; count: string; state: string; message: string | null };
    const rowsOf = (state: { quickOrder: { rows: Row[] } }) => state.quickOrder.rows.map((r) => [r.sku, r.count, r.state, r.message]);
    const onPage = (...rows: Array<[string, string]>) => ({
      ...start(),
      quickOrder: { ...initialQuickOrderState, rows: rows.map(([sku, count], i) => ({ id: i + 1, sku, count, state: 'draft' as const, message: null })), nextId: rows.length + 1 },
    });
    /** A run of the saga in which the buyer does `meanwhile` while the shop works on the call, which then answers `reply`. */
    function runWhile(state: ReturnType<typeof start>, reply: BulkReply, meanwhile: (dispatch: (action: UnknownAction) => void) => void) {
      const saga = expectSaga(quickOrderSaga).withReducer(reducer, state);
      return saga.provide([{
        call(effect, next) {
          if (effect.fn !== postBulkLines) return next();
          meanwhile((action) => saga.dispatch(action));
          return reply;
        },
      }]);
    }
    const cart = { items: [cartItem(7, 10, 39)], count: 1, total: 390 };
    const tookBoth: BulkReply = { status: 1, cart, results: [{ sku: 'KIB-2', status: 'added', message: 'Added 10.' }, { sku: 'BOWL-1', status: 'added', message: 'Added 2.' }] };

    it('adds the rows as they read when Add was pressed; a row changed meanwhile stays, as changed, without the answer', async () => {
      const { storeState } = await runWhile(onPage(['KIB-2', '10'], ['BOWL-1', '2']), tookBoth, (dispatch) => dispatch(rowEdited({ id: 1, count: '100' })))
        .dispatch(addRequested())
        .call(postBulkLines, [{ sku: 'KIB-2', count: 10 }, { sku: 'BOWL-1', count: 2 }], false)
        .put(linesAdded({ sent: [{ id: 1, sku: 'KIB-2', count: '10' }, { id: 2, sku: 'BOWL-1', count: '2' }], results: tookBoth.results, cart }))
        .put(loaded(cart))
        .silentRun(50);
      expect(rowsOf(storeState)).toEqual([['KIB-2', '100', 'draft', null]]);
      expect(storeState.quickOrder.notice).toBe(
        '2 lines added to your cart. Changed here while adding, and added as it was before the change: KIB-2 (Added 10). The lines left below are not in your cart yet.',
      );
      expect(storeState.cart.items).toEqual(cart.items);
    });

    it('a row removed meanwhile is gone from the page, and the notice says the shop added it all the same', async () => {
      const { storeState } = await runWhile(onPage(['KIB-2', '10'], ['BOWL-1', '2']), tookBoth, (dispatch) => dispatch(rowRemoved({ id: 2 })))
        .dispatch(addRequested())
        .silentRun(50);
      expect(rowsOf(storeState)).toEqual([]);
      expect(storeState.quickOrder.notice).toBe('2 lines added to your cart. Removed here while adding, but already in your cart: BOWL-1 (Added 2).');
    });

    it('a row edited during the check of pasted lines keeps its new SKU without the old verdict', async () => {
      const unknown: BulkReply = { ...checked, results: [checked.results[1]] };
      const { storeState } = await runWhile(start(), unknown, (dispatch) => dispatch(rowEdited({ id: 1, sku: 'KIB-2' })))
        .dispatch(pasteSubmitted({ text: 'NOPE,1' }))
        .put(linesChecked({ sent: [{ id: 1, sku: 'NOPE', count: '1' }], results: unknown.results }))
        .silentRun(50);
      expect(rowsOf(storeState)).toEqual([['KIB-2', '1', 'draft', null]]);
      expect(storeState.quickOrder.status).toBe('idle');
    });
  });
});
