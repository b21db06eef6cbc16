import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { checkTradeDocuments, dubaiToday, isTradeDocumentProblem } from '../../../../shared/trade-documents';
import { notify } from '../../../lib/notify';
import { selectStaffToken } from '../admin-selectors';
import { SHORT, failureOf } from '../shared/saga-support';
import {
  type DocumentsReply, type ExpiringLicence, fetchCustomerDocuments, fetchExpiringLicences, saveCustomerDocuments,
} from './licences-api';
import { type DocumentsSubmission, licencesActions as actions } from './licences-slice';

export const LICENCE_MSG = {
  saved: 'Trade documents saved.',
  verified: 'Licence verified: the customer can order with it.',
} as const;

export function* loadDocuments(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: DocumentsReply = yield call(fetchCustomerDocuments, token ?? '', id);
    if (reply.status === 1) yield put(actions.documentsLoaded({ id, documents: reply.documents }));
    else yield put(actions.documentsFailed({ id, message: reply.message }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.documentsFailed({ id, message }));
  }
}

/** Today's date in Dubai; taken with `call` so the date a check used is in the saga's effects, not the reducer. */
export const today = (): string => dubaiToday(new Date());

/**
 * Corrections and verification. The fields are checked here first (the verdict depends on
 * today's date), and a problem is put as `documentsRejected`; the server's message explains
 * anything it refuses after that.
 */
export function* saveDocuments(action: PayloadAction<DocumentsSubmission>) {
  const { id, input, verify } = action.payload;
  const date: string = yield call(today);
  const checked = checkTradeDocuments(input, date);
  if (isTradeDocumentProblem(checked)) {
    yield put(actions.documentsRejected({ id, field: checked.field, message: checked.message }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: DocumentsReply = yield call(saveCustomerDocuments, token ?? '', id, { ...input, verify });
    if (reply.status !== 1) {
      yield put(actions.documentsFailed({ id, message: reply.message }));
      return;
    }
    yield put(actions.documentsLoaded({ id, documents: reply.documents }));
    yield call(notify, verify ? LICENCE_MSG.verified : LICENCE_MSG.saved, 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.documentsFailed({ id, message }));
  }
}

export function* loadExpiring() {
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: { licences: ExpiringLicence[] } = yield call(fetchExpiringLicences, token ?? '');
    yield put(actions.expiringLoaded(reply.licences));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.expiringFailed({ message }));
  }
}

export function* licencesSaga() {
  // takeLatest: only the customer on screen matters.
  yield takeLatest(actions.documentsOpened.type, loadDocuments);
  // takeLeading: a double click saves once.
  yield takeLeading(actions.documentsSubmitted.type, saveDocuments);
  yield takeLatest(actions.expiringRequested.type, loadExpiring);
}
