import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { ordersViewOpened } from '../../lib/shared-events';
import { type DocumentsReply, fetchDocumentFile, fetchOrderDocuments } from './documents-api';
import { selectOrderDocuments, selectShownDocumentOrders } from './documents-selectors';
import {
  type DownloadRequest, downloadFinished, downloadRequested, listFailed, listLoaded, listRefreshed, listRequested,
  type OrderDocuments,
} from './documents-slice';
import { downloadBlob } from '../../lib/download';

/** While a PDF is being prepared its order's documents are asked for again this often, at most this many times. */
export const PDF_RECHECK_MS = 10_000;
export const PDF_RECHECK_TRIES = 6;

export function* loadDocuments(action: PayloadAction<{ orderId: number }>) {
  const { orderId } = action.payload;
  try {
    const reply: DocumentsReply = yield call(fetchOrderDocuments, orderId);
    if (reply.status === 1 && reply.documents) yield put(listLoaded({ orderId, documents: reply.documents }));
    else yield put(listFailed({ orderId }));
  } catch {
    yield put(listFailed({ orderId }));
  }
}

/** Asks again, quietly, for documents already shown: a failed call leaves the list shown as it is. */
export function* refreshDocuments(orderId: number) {
  try {
    const reply: DocumentsReply = yield call(fetchOrderDocuments, orderId);
    if (reply.status === 1 && reply.documents) yield put(listRefreshed({ orderId, documents: reply.documents }));
  } catch {
    // Nothing to say: the documents shown stay, and the next visit asks again.
  }
}

const preparing = (shown: OrderDocuments) => shown.status === 'succeeded' && shown.documents.some((doc) => !doc.pdfReady);

/**
 * Keeps one order's documents fresh: asks again at once when `refreshNow` (the Orders view opened
 * again, so a credit note issued since appears), then, while a PDF is being prepared, again after
 * a pause, a few times at most (a render that failed waits for the next visit). It stops once
 * every PDF is ready or the documents are no longer shown (logout).
 */
export function* keepFresh(orderId: number, refreshNow: boolean) {
  if (refreshNow) yield call(refreshDocuments, orderId);
  for (let tries = 0; tries < PDF_RECHECK_TRIES; tries += 1) {
    const before: OrderDocuments = yield select(selectOrderDocuments, orderId);
    if (!preparing(before)) return;
    yield delay(PDF_RECHECK_MS);
    // A logout during the pause leaves nothing shown, and nothing to ask for.
    const after: OrderDocuments = yield select(selectOrderDocuments, orderId);
    if (!preparing(after)) return;
    yield call(refreshDocuments, orderId);
  }
}

/**
 * One round of keepFresh per order. Documents that arrive (the buyer pressed "Tax documents")
 * start one unless the order has one running; the Orders view opening again starts a new one for
 * every order whose documents are shown, in place of any still running. A round's own answers
 * are listRefreshed, so they start nothing.
 */
export function* watchShownDocuments() {
  const rounds = new Map<number, Task>();
  for (;;) {
    const action: UnknownAction = yield take([listLoaded.type, ordersViewOpened.type]);
    const viewOpened = ordersViewOpened.match(action);
    const orderIds: number[] = listLoaded.match(action) ? [action.payload.orderId] : yield select(selectShownDocumentOrders);
    for (const orderId of orderIds) {
      const running = rounds.get(orderId);
      if (running?.isRunning()) {
        if (!viewOpened) continue;
        yield cancel(running);
      }
      const round: Task = yield fork(keepFresh, orderId, viewOpened);
      rounds.set(orderId, round);
    }
  }
}

export function* download(action: PayloadAction<DownloadRequest>) {
  try {
    const blob: Blob = yield call(fetchDocumentFile, action.payload.url);
    yield call(downloadBlob, action.payload.filename, blob);
  } catch {
    yield call(notify, MSG.error, 'error');
  } finally {
    yield put(downloadFinished());
  }
}

export function* documentsSaga() {
  yield all([
    // takeEvery: each order's list is its own request; a second order's must not cancel the first.
    takeEvery(listRequested.type, loadDocuments),
    // One round per order: the Orders view opening again, and PDFs being prepared, ask again.
    fork(watchShownDocuments),
    // takeLeading: one download at a time (every button waits meanwhile); a double click saves the file once.
    takeLeading(downloadRequested.type, download),
  ]);
}
