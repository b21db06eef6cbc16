import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BulkReply } from '../../../shared/api-types';
import { loaded as cartLoaded } from '../cart/cart-slice';
import { postBulkLines } from './quick-order-api';
import { selectQuickOrderRows } from './quick-order-selectors';
import {
  type SentRow, addRequested, checkRequested, linesAdded, linesChecked, linesRead, pasteSubmitted, readRefused, requestFailed, rowsToSend,
} from './quick-order-slice';
import { type SheetRead, linesFromText } from './sheet-lines';
import { parseCount } from './sheet-lines';

export const QUICK_ORDER_MESSAGES = {
  failed: 'The shop could not be reached. Your lines are kept; please try again.',
  nothingToSend: 'There are no lines to add yet. Correct the lines marked below.',
} as const;

const toLines = (rows: readonly SentRow[]) => rows.map((row) => ({ sku: row.sku.trim(), count: parseCount(row.count) }));

/** Reads pasted text into rows, then has the shop check them at once. */
export function* readPaste(action: ReturnType<typeof pasteSubmitted>) {
  const read: SheetRead = linesFromText(action.payload.text);
  if (!read.ok) {
    yield put(readRefused({ message: read.message }));
    return;
  }
  yield put(linesRead({ lines: read.lines }));
}

// The rows are taken as they read when the call starts, and the answer goes back with them: the
// buyer may edit or remove rows while the shop answers, and the reducer applies an answer only
// to a row that still reads as it was sent.

/** Asks the shop what it would do with every sendable row, writing nothing. */
export function* checkRows() {
  const sent: SentRow[] = rowsToSend(yield select(selectQuickOrderRows));
  if (sent.length === 0) {
    yield put(linesChecked({ sent: [], results: [] }));
    return;
  }
  try {
    const reply: BulkReply = yield call(postBulkLines, toLines(sent), true);
    yield put(linesChecked({ sent, results: reply.results }));
  } catch {
    yield put(requestFailed({ request: 'check', message: QUICK_ORDER_MESSAGES.failed }));
  }
}

/** Adds every sendable row in one call; the cart takes the shop's answer. */
export function* addRows() {
  const sent: SentRow[] = rowsToSend(yield select(selectQuickOrderRows));
  if (sent.length === 0) {
    yield put(requestFailed({ request: 'add', message: QUICK_ORDER_MESSAGES.nothingToSend }));
    return;
  }
  try {
    const reply: BulkReply = yield call(postBulkLines, toLines(sent), false);
    yield put(linesAdded({ sent, results: reply.results, cart: reply.cart }));
    yield put(cartLoaded(reply.cart));
  } catch {
    yield put(requestFailed({ request: 'add', message: QUICK_ORDER_MESSAGES.failed }));
  }
}

function* checkAfterRead() {
  yield put(checkRequested());
}

export function* quickOrderSaga() {
  // takeLatest: a second paste or file replaces the reading of the first.
  yield takeLatest(pasteSubmitted.type, readPaste);
  // Lines read from a paste or a file are checked at once, before anything is added.
  yield takeLatest(linesRead.type, checkAfterRead);
  // takeLatest: the rows changed since an earlier check, whose answer no longer fits them.
  yield takeLatest(checkRequested.type, checkRows);
  // takeLeading: a second click while adding must not add the same lines twice.
  yield takeLeading(addRequested.type, addRows);
}
