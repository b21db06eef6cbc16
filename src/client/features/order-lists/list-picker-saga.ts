import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type OrderListReply, type OrderListSource, listNameProblem } from '../../../shared/order-lists';
import { notify } from '../../lib/notify';
import { type ListsAnswer, postLines, postList, refusalOf } from './order-lists-api';
import { loadLists, ORDER_LISTS_TOASTS } from './order-lists-saga';
import { selectListsState, selectPicker } from './order-lists-selectors';
import { linesSavedToList, listsChanged, pickerListChosen, pickerOpened, pickerRefused } from './order-lists-slice';

export const PICKER_TOASTS = {
  saved: (name: string, lines: number) => `Saved to "${name}": ${lines === 1 ? '1 line' : `${lines} lines`}.`,
  notSaved: (sku: string, message: string) => `${sku}: ${message}`,
} as const;

/** The picker offers the buyer's lists: they load with its first opening. */
export function* offerLists(): Generator<unknown, void, never> {
  const lists: ReturnType<typeof selectListsState> = yield select(selectListsState);
  if (lists.status !== 'succeeded') yield call(loadLists);
}

/** Saves the picker's lines to the list chosen, creating it first when the buyer named a new one. */
export function* saveToList(action: ReturnType<typeof pickerListChosen>) {
  const { source }: { source: OrderListSource | null } = yield select(selectPicker);
  if (!source) return;
  // The reducer turned a bad new name back (picker.nameProblem): nothing to send.
  if ('name' in action.payload && listNameProblem(action.payload.name) !== null) return;
  try {
    let listId: number;
    if ('name' in action.payload) {
      const created: ListsAnswer = yield call(postList, action.payload.name);
      yield put(listsChanged({ lists: created.lists }));
      listId = created.id!;
    } else {
      listId = action.payload.listId;
    }
    const reply: OrderListReply = yield call(postLines, listId, source);
    const results = reply.results ?? [];
    yield put(linesSavedToList({ listId, results }));
    const saved = results.filter((r) => r.status === 'added' || r.status === 'adjusted');
    yield call(notify, PICKER_TOASTS.saved(reply.list.name, saved.length), 'success');
    // What the rules changed or the shop refused, line by line, as the bulk answers say it.
    for (const result of results.filter((r) => r.status !== 'added')) {
      yield call(notify, PICKER_TOASTS.notSaved(result.sku, result.message), result.status === 'adjusted' ? 'info' : 'warning');
    }
  } catch (error) {
    yield put(pickerRefused());
    yield call(notify, refusalOf(error, ORDER_LISTS_TOASTS.unreachable), 'error');
  }
}

export function* listPickerSaga() {
  // takeLatest: opening the picker again while the lists load needs only one answer.
  yield takeLatest(pickerOpened.type, offerLists);
  // takeLeading: a double click must not save the lines twice.
  yield takeLeading(pickerListChosen.type, saveToList);
}
