import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { type DocumentsReply, fetchDocumentFile, fetchOrderDocuments } from './documents-api';
import { type DownloadRequest, downloadFinished, downloadRequested, listFailed, listLoaded, listRequested } from './documents-slice';
import { downloadBlob } from '../../lib/download';

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
    // takeLeading: a double click on a download saves the file once.
    takeLeading(downloadRequested.type, download),
  ]);
}
