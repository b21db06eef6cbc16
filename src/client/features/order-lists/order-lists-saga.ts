import { isAxiosError } from 'axios';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BulkReply } from '../../../shared/api-types';
import { type OrderListReply, listNameProblem } from '../../../shared/order-lists';
import { notify } from '../../lib/notify';
import {
  type ListsAnswer, deleteLine, deleteList, getList, getLists, patchLineCount, postList, postListToCart, postRename, refusalOf,
} from './order-lists-api';
import {
  addToCartClicked, addToCartFailed, lineCountChosen, lineRefused, lineRemoveClicked, lineSaved, listAddedToCart, listCreateSubmitted,
  listDeleteConfirmed, listLoadFailed, listLoaded, listPageOpened, listRenameSubmitted, listsChangeRefused, listsChanged, listsLoadFailed,
  listsLoaded, listsPageOpened,
} from './order-lists-slice';

export const ORDER_LISTS_TOASTS = {
  unreachable: 'The shop could not be reached. Please try again.',
  created: (name: string) => `List "${name}" created.`,
  renamed: (name: string) => `List renamed to "${name}".`,
  deleted: 'List deleted.',
  addedToCart: (added: number, sent: number) => (added === sent ? `${added} of ${sent} lines added to your cart.` : `${added} of ${sent} lines added to your cart; see the lines below.`),
} as const;

export function* loadLists() {
  try {
    const reply: ListsAnswer = yield call(getLists);
    yield put(listsLoaded({ lists: reply.lists }));
  } catch {
    yield put(listsLoadFailed());
    yield call(notify, ORDER_LISTS_TOASTS.unreachable, 'error');
  }
}

/** One change of the lists (create, rename, delete): the shop answers with all of them. */
function* changeLists<A extends unknown[]>(send: (...args: A) => Promise<ListsAnswer>, args: A, done: string) {
  try {
    const reply: ListsAnswer = yield call(send, ...args);
    yield put(listsChanged({ lists: reply.lists }));
    yield call(notify, done, 'success');
  } catch (error) {
    yield put(listsChangeRefused());
    yield call(notify, refusalOf(error, ORDER_LISTS_TOASTS.unreachable), 'error');
  }
}

export function* createList(action: ReturnType<typeof listCreateSubmitted>) {
  const { name } = action.payload;
  // The reducer turned a bad name back (lists.nameProblem): nothing to send.
  if (listNameProblem(name) !== null) return;
  yield* changeLists(postList, [name], ORDER_LISTS_TOASTS.created(name.trim()));
}

export function* renameList(action: ReturnType<typeof listRenameSubmitted>) {
  const { id, name } = action.payload;
  if (listNameProblem(name) !== null) return;
  yield* changeLists(postRename, [id, name], ORDER_LISTS_TOASTS.renamed(name.trim()));
}

export function* removeList(action: ReturnType<typeof listDeleteConfirmed>) {
  const { id } = action.payload;
  yield* changeLists(deleteList, [id], ORDER_LISTS_TOASTS.deleted);
}

export function* loadList(action: ReturnType<typeof listPageOpened>) {
  const { id } = action.payload;
  try {
    const reply: OrderListReply = yield call(getList, id);
    yield put(listLoaded({ list: reply.list }));
  } catch (error) {
    const notFound = isAxiosError(error) && error.response?.status === 404;
    yield put(listLoadFailed({ id, notFound }));
    if (!notFound) yield call(notify, ORDER_LISTS_TOASTS.unreachable, 'error');
  }
}

/** A new count (0 takes the line off the list) or a removal; the shop answers with the list. */
export function* changeLine(action: ReturnType<typeof lineCountChosen> | ReturnType<typeof lineRemoveClicked>) {
  const { listId, aid } = action.payload;
  const count = 'count' in action.payload ? action.payload.count : 0;
  try {
    const reply: OrderListReply = count > 0 ? yield call(patchLineCount, listId, aid, count) : yield call(deleteLine, listId, aid);
    yield put(lineSaved({ aid, list: reply.list }));
    // The count was moved to what the article's quantity rule allows: the buyer is told why.
    if (reply.message) yield call(notify, reply.message, 'info');
  } catch (error) {
    yield put(lineRefused({ aid }));
    yield call(notify, refusalOf(error, ORDER_LISTS_TOASTS.unreachable), 'error');
  }
}

export function* addListToCart(action: ReturnType<typeof addToCartClicked>) {
  const { listId, aids } = action.payload;
  try {
    const reply: BulkReply = yield call(postListToCart, listId, aids);
    yield put(listAddedToCart({ listId, cart: reply.cart, results: reply.results }));
    const added = reply.results.filter((r) => r.status === 'added' || r.status === 'adjusted').length;
    yield call(notify, ORDER_LISTS_TOASTS.addedToCart(added, reply.results.length), added === reply.results.length ? 'success' : 'warning');
  } catch (error) {
    yield put(addToCartFailed());
    yield call(notify, refusalOf(error, ORDER_LISTS_TOASTS.unreachable), 'error');
  }
}

export function* orderListsSaga() {
  // takeLatest: opening the screen again replaces an older load, whose answer is stale.
  yield takeLatest(listsPageOpened.type, loadLists);
  yield takeLatest(listPageOpened.type, loadList);
  // takeLeading: a double click must not create, rename or delete twice.
  yield takeLeading(listCreateSubmitted.type, createList);
  yield takeLeading(listRenameSubmitted.type, renameList);
  yield takeLeading(listDeleteConfirmed.type, removeList);
  // takeEvery: each line's change is its own request; the shop's list lock orders them.
  yield takeEvery([lineCountChosen.type, lineRemoveClicked.type], changeLine);
  // takeLeading: a second click while adding must not add the same lines twice.
  yield takeLeading(addToCartClicked.type, addListToCart);
}
