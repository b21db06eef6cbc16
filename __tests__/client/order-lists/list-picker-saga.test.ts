import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { PICKER_TOASTS, listPickerSaga } from '../../../src/client/features/order-lists/list-picker-saga';
import { getLists, postLines, postList } from '../../../src/client/features/order-lists/order-lists-api';
import orderListsReducer, { listsLoaded, pickerListChosen, pickerOpened } from '../../../src/client/features/order-lists/order-lists-slice';
import { notify } from '../../../src/client/lib/notify';
import { ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { detail, refusal, summary } from './list-fixtures';

// The small picker under "Add to list": it offers the buyer's lists, saves the lines of the
// product page, the cart or an order to the list chosen (or a new one), and says what the
// shop did with each line.

const reducer = combineReducers({ orderLists: orderListsReducer });
const start = () => reducer(undefined, { type: 'init' });
const toast: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];
const cartSource = { key: 'cart', source: { from: 'cart' as const } };

describe('the list picker', () => {
  it('loads the lists the first time it opens, and not again once they are there', async () => {
    const lists = [summary(1, 'Weekly', 3)];
    const { storeState } = await expectSaga(listPickerSaga).withReducer(reducer, start())
      .provide([[matchers.call.fn(getLists), { status: 1, lists }]])
      .dispatch(pickerOpened(cartSource))
      .call(getLists)
      .silentRun(50);
    expect(storeState.orderLists.lists.items).toEqual(lists);
    await expectSaga(listPickerSaga).withReducer(reducer, reducer(start(), listsLoaded({ lists })))
      .dispatch(pickerOpened(cartSource))
      .not.call.fn(getLists)
      .silentRun(50);
  });

  it("saves the picker's lines to the chosen list and toasts what the rules changed", async () => {
    const reply = {
      status: 1 as const,
      list: detail(1, [[1, 12], [2, 1]]),
      results: [
        { sku: 'SKU-1', status: 'adjusted' as const, message: 'Sold in cases of 12: 12? Saved 12.' },
        { sku: 'SKU-2', status: 'added' as const, message: 'Added 1.' },
      ],
    };
    const opened = reducer(start(), pickerOpened({ key: 'article-1', source: { from: 'article', aid: 1, count: 5 } }));
    const { storeState } = await expectSaga(listPickerSaga).withReducer(reducer, opened)
      .provide([[matchers.call.fn(postLines), reply], toast])
      .dispatch(pickerListChosen({ listId: 1 }))
      .call(postLines, 1, { from: 'article', aid: 1, count: 5 })
      .call(notify, PICKER_TOASTS.saved('Weekly dry food', 2), 'success')
      .call(notify, PICKER_TOASTS.notSaved('SKU-1', 'Sold in cases of 12: 12? Saved 12.'), 'info')
      .not.call.fn(postList)
      .silentRun(50);
    expect(storeState.orderLists.picker.key).toBeNull();
  });

  it('creates the list first when the buyer names a new one', async () => {
    const created = { status: 1, id: 9, lists: [summary(9, 'Weekly dry food')] };
    const { storeState } = await expectSaga(listPickerSaga).withReducer(reducer, reducer(start(), pickerOpened(cartSource)))
      .provide([[matchers.call.fn(postList), created], [matchers.call.fn(postLines), { status: 1, list: detail(9, [[1, 2]]), results: [] }], toast])
      .dispatch(pickerListChosen({ name: 'Weekly dry food' }))
      .call(postList, 'Weekly dry food')
      .call(postLines, 9, { from: 'cart' })
      .silentRun(50);
    expect(storeState.orderLists.lists.items).toEqual(created.lists);
  });

  it("keeps the picker open with the shop's refusal when nothing could be saved", async () => {
    const { storeState } = await expectSaga(listPickerSaga).withReducer(reducer, reducer(start(), pickerOpened(cartSource)))
      .provide([[matchers.call.fn(postLines), throwError(refusal(400, ORDER_LIST_MESSAGES.emptyCart))], toast])
      .dispatch(pickerListChosen({ listId: 1 }))
      .call(notify, ORDER_LIST_MESSAGES.emptyCart, 'error')
      .silentRun(50);
    expect(storeState.orderLists.picker).toEqual({ key: 'cart', source: { from: 'cart' }, saving: false, nameProblem: null });
  });

  it('sends nothing for a blank new list name, and the picker stays open saying why', async () => {
    const { storeState } = await expectSaga(listPickerSaga).withReducer(reducer, reducer(start(), pickerOpened(cartSource)))
      .provide([[matchers.call.fn(postList), { status: 1, id: 9, lists: [] }], [matchers.call.fn(postLines), { status: 1 }], toast])
      .dispatch(pickerListChosen({ name: '  ' }))
      .not.call.fn(postList)
      .not.call.fn(postLines)
      .not.call.fn(notify)
      .silentRun(50);
    expect(storeState.orderLists.picker).toEqual({ key: 'cart', source: { from: 'cart' }, saving: false, nameProblem: ORDER_LIST_MESSAGES.nameBlank });
  });
});
