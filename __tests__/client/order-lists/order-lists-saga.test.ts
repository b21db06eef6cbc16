import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import cartReducer from '../../../src/client/features/cart/cart-slice';
import {
  deleteLine, deleteList, getList, getLists, patchLineCount, postList, postListToCart, postRename,
} from '../../../src/client/features/order-lists/order-lists-api';
import { ORDER_LISTS_TOASTS, orderListsSaga } from '../../../src/client/features/order-lists/order-lists-saga';
import orderListsReducer, {
  addToCartClicked, lineCountChosen, lineRemoveClicked, listCreateSubmitted, listDeleteConfirmed, listDeleteStarted, listPageOpened,
  listRenameSubmitted, listsPageOpened,
} from '../../../src/client/features/order-lists/order-lists-slice';
import { notify } from '../../../src/client/lib/notify';
import type { BulkReply } from '../../../src/shared/api-types';
import { ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { cartItem } from '../cart/cart-fixtures';
import { detail, refusal, summary } from './list-fixtures';

// The lists screen and one list: every change goes to the shop, and the store takes the lists
// or the list the shop answers with; refusals are toasted in the shop's own words.

const reducer = combineReducers({ orderLists: orderListsReducer, cart: cartReducer });
const start = () => reducer(undefined, { type: 'init' });
const toast: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];

describe('the lists screen', () => {
  it('loads the lists when it opens', async () => {
    const lists = [summary(1, 'Cat litter', 2), summary(2, 'Weekly', 5)];
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getLists), { status: 1, lists }]])
      .dispatch(listsPageOpened())
      .silentRun(50);
    expect(storeState.orderLists.lists).toMatchObject({ status: 'succeeded', items: lists });
  });

  it('says so when the lists cannot be loaded', async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getLists), throwError(new Error('offline'))], toast])
      .dispatch(listsPageOpened())
      .call(notify, ORDER_LISTS_TOASTS.unreachable, 'error')
      .silentRun(50);
    expect(storeState.orderLists.lists.status).toBe('failed');
  });

  it('creates a list and shows the lists the shop answers with', async () => {
    const lists = [summary(3, 'Weekly dry food')];
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(postList), { status: 1, id: 3, lists }], toast])
      .dispatch(listCreateSubmitted({ name: ' Weekly dry food ' }))
      .call(postList, ' Weekly dry food ')
      .call(notify, ORDER_LISTS_TOASTS.created('Weekly dry food'), 'success')
      .silentRun(50);
    expect(storeState.orderLists.lists).toMatchObject({ items: lists, saving: false });
  });

  it('sends no blank name to the shop: the create and the rename are turned back with why', async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(postList), { status: 1, id: 3, lists: [] }], [matchers.call.fn(postRename), { status: 1, lists: [] }], toast])
      .dispatch(listCreateSubmitted({ name: '   ' }))
      .dispatch(listRenameSubmitted({ id: 3, name: '' }))
      .not.call.fn(postList)
      .not.call.fn(postRename)
      .not.call.fn(notify)
      .silentRun(50);
    expect(storeState.orderLists.lists).toMatchObject({ saving: false, nameProblem: { form: 'rename', message: ORDER_LIST_MESSAGES.nameBlank } });
  });

  it("toasts the shop's refusal of a taken name and keeps the lists", async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(postRename), throwError(refusal(400, ORDER_LIST_MESSAGES.nameTaken))], toast])
      .dispatch(listRenameSubmitted({ id: 3, name: 'weekly' }))
      .call(notify, ORDER_LIST_MESSAGES.nameTaken, 'error')
      .silentRun(50);
    expect(storeState.orderLists.lists.saving).toBe(false);
  });

  it('deletes a list once confirmed and closes the question', async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(deleteList), { status: 1, lists: [] }], toast])
      .dispatch(listDeleteStarted({ id: 3 }))
      .dispatch(listDeleteConfirmed({ id: 3 }))
      .call(deleteList, 3)
      .call(notify, ORDER_LISTS_TOASTS.deleted, 'success')
      .silentRun(50);
    expect(storeState.orderLists.lists.editing).toBeNull();
  });
});

describe('one list', () => {
  it('loads the list, and marks an unknown one as not found without a toast', async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getList), { status: 1, list: detail(7, [[1, 2]]) }]])
      .dispatch(listPageOpened({ id: 7 }))
      .silentRun(50);
    expect(storeState.orderLists.detail.list?.lines.map((l: { count: number }) => l.count)).toEqual([2]);
    const gone = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getList), throwError(refusal(404, 'Not found'))], toast])
      .dispatch(listPageOpened({ id: 8 }))
      .not.call.fn(notify)
      .silentRun(50);
    expect(gone.storeState.orderLists.detail.status).toBe('notFound');
  });

  it('saves a new count and tells the buyer when the rule moved it', async () => {
    const moved = { status: 1 as const, list: detail(7, [[1, 12]]), message: 'Sold in cases of 6: 6 or 12? Saved 12.' };
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getList), { status: 1, list: detail(7, [[1, 2]]) }], [matchers.call.fn(patchLineCount), moved], toast])
      .dispatch(listPageOpened({ id: 7 }))
      .dispatch(lineCountChosen({ listId: 7, aid: 1, count: 10 }))
      .call(patchLineCount, 7, 1, 10)
      .call(notify, moved.message, 'info')
      .silentRun(50);
    expect(storeState.orderLists.detail.list?.lines.map((l: { count: number }) => l.count)).toEqual([12]);
    expect(storeState.orderLists.detail.pending).toEqual([]);
  });

  it('takes a line off the list when it is removed or stepped down to nothing', async () => {
    await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(deleteLine), { status: 1, list: detail(7, []) }]])
      .dispatch(lineRemoveClicked({ listId: 7, aid: 1 }))
      .dispatch(lineCountChosen({ listId: 7, aid: 2, count: 0 }))
      .call(deleteLine, 7, 1)
      .call(deleteLine, 7, 2)
      .not.call.fn(patchLineCount)
      .silentRun(50);
  });

  it('puts the chosen lines into the cart, which takes the answer, and keeps what became of each line', async () => {
    const reply: BulkReply = {
      status: 1,
      cart: { items: [cartItem(1, 2, 39)], count: 1, total: 78 },
      results: [{ sku: 'SKU-1', status: 'added', message: 'Added 2.' }, { sku: 'SKU-2', status: 'unavailable', message: 'Out of stock.' }],
    };
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(postListToCart), reply], toast])
      .dispatch(addToCartClicked({ listId: 7, aids: [1, 2] }))
      .call(postListToCart, 7, [1, 2])
      .call(notify, ORDER_LISTS_TOASTS.addedToCart(1, 2), 'warning')
      .silentRun(50);
    expect(storeState.cart.items).toEqual(reply.cart.items);
    expect(storeState.orderLists.detail).toMatchObject({ adding: false, results: reply.results });
  });

  it('leaves the cart alone when the list cannot be added', async () => {
    const { storeState } = await expectSaga(orderListsSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(postListToCart), throwError(new Error('offline'))], toast])
      .dispatch(addToCartClicked({ listId: 7 }))
      .call(notify, ORDER_LISTS_TOASTS.unreachable, 'error')
      .silentRun(50);
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.orderLists.detail.adding).toBe(false);
  });
});
