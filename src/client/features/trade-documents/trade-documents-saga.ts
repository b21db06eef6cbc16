import { all, call, put, takeLatest } from 'redux-saga/effects';
import { type TradeDocumentsReply, fetchTradeDocuments } from './trade-documents-api';
import { statusFailed, statusLoaded, statusRequested } from './trade-documents-slice';

export function* loadTradeDocuments() {
  try {
    const reply: TradeDocumentsReply = yield call(fetchTradeDocuments);
    if (reply.status === 1 && reply.documents) yield put(statusLoaded(reply.documents));
    else yield put(statusFailed());
  } catch {
    yield put(statusFailed());
  }
}

export function* tradeDocumentsSaga() {
  // takeLatest: only the newest answer describes the account as it is now.
  yield all([takeLatest(statusRequested.type, loadTradeDocuments)]);
}
