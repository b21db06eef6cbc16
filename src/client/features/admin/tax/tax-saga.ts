import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminTaxDocument, Paged, ShopLegalSettings, TaxPeriod } from '../../../../shared/admin-types';
import { downloadBlob } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import type { Reply } from '../api/admin-http';
import {
  TAX_EXPORTS, type PdfRetryReply, fetchLegalSettings, fetchTaxDocumentFile, fetchTaxDocuments, fetchTaxExport, requeueDocumentPdf,
  saveLegalSettings,
} from '../api/tax-api';
import { ADMIN_MSG } from '../admin-messages';
import { selectStaffToken, selectTaxDocuments } from '../admin-selectors';
import { failureOf, requestAgain, SHORT, takeLeadingPer } from '../shared/saga-support';
import { type TaxDownload, taxActions as actions } from './tax-slice';

export function* loadLegal() {
  try {
    const token: string | null = yield select(selectStaffToken);
    const settings: ShopLegalSettings | null = yield call(fetchLegalSettings, token ?? '');
    yield put(actions.legalLoaded({ settings }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.legalFailed({ message }));
  }
}

/** The server checks every field (TRN, emirate, Arabic name, prefixes) and says what is wrong. */
export function* saveLegal(action: PayloadAction<ShopLegalSettings>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: Reply<{ settings: ShopLegalSettings }> = yield call(saveLegalSettings, token ?? '', action.payload);
    if (reply.status !== 1) {
      yield put(actions.legalSaveFailed({ message: reply.message }));
      return;
    }
    yield put(actions.legalSaved({ settings: reply.settings }));
    yield call(notify, ADMIN_MSG.legalSaved, 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.legalSaveFailed({ message }));
  }
}

/** Days compare as text (`YYYY-MM-DD`); an open end is always in order. */
export const periodReversed = (period: TaxPeriod): boolean => period.from !== '' && period.to !== '' && period.from > period.to;

/** Asks for the period and page the list now holds (the reducer took them from the action). */
export function* loadDocuments() {
  const { query }: ReturnType<typeof selectTaxDocuments> = yield select(selectTaxDocuments);
  const { p, ...period } = query;
  if (periodReversed(period)) {
    yield put(actions.documentsFailed({ message: ADMIN_MSG.periodReversed }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'documents', AdminTaxDocument> = yield call(fetchTaxDocuments, token ?? '', period, p);
    yield put(actions.documentsLoaded({ count: page.count, documents: page.documents }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.documentsFailed({ message }));
  }
}

/** The file's name in the browser: the document number, or the export with its period. */
export function downloadName(request: TaxDownload): string {
  if (request.kind === 'file') return request.filename;
  const { from, to } = request.period;
  const span = from || to ? `-${from || 'start'}-to-${to || 'today'}` : '';
  return `${TAX_EXPORTS[request.export].file}${span}.csv`;
}

export function* download(action: PayloadAction<TaxDownload>) {
  const request = action.payload;
  try {
    if (request.kind === 'export' && periodReversed(request.period)) {
      yield call(notify, ADMIN_MSG.periodReversed, 'error');
      return;
    }
    const token: string | null = yield select(selectStaffToken);
    const blob: Blob = request.kind === 'file'
      ? yield call(fetchTaxDocumentFile, token ?? '', request.url)
      : yield call(fetchTaxExport, token ?? '', request.export, request.period);
    yield call(downloadBlob, downloadName(request), blob);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield call(notify, message, 'error');
  } finally {
    yield put(actions.downloadFinished());
  }
}

/**
 * Puts a PDF that rendering gave up on back in the queue. Status 1 brings the row back as
 * queued, and the list is asked for again (the worker may have made it already); status 0
 * changed nothing: the list is asked for again too (the row was out of date: already made,
 * already queued) and the row shows the server's reason. An ended session leaves the row as it
 * was (the sign-in screen takes over).
 */
export function* retryPdf(action: PayloadAction<{ number: string }>) {
  const { number } = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: PdfRetryReply = yield call(requeueDocumentPdf, token ?? '', number);
    if (reply.status !== 1) {
      yield* requestAgain((state) => selectTaxDocuments(state).query, actions.documentsRequested);
      yield put(actions.pdfRetryFailed({ number, message: reply.message }));
      return;
    }
    yield put(actions.pdfRequeued({ document: reply.document }));
    yield call(notify, ADMIN_MSG.pdfRequeued(number), 'success', SHORT);
    yield* requestAgain((state) => selectTaxDocuments(state).query, actions.documentsRequested);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    yield put(message === null ? actions.pdfRetryDropped({ number }) : actions.pdfRetryFailed({ number, message }));
  }
}

/**
 * takeLeading per document: a double click on one row's button queues its PDF once, while
 * another row's button still works (as the staff screen's access changes).
 */
export function* watchPdfRetries() {
  yield takeLeadingPer([actions.pdfRetryRequested.type], (action: PayloadAction<{ number: string }>) => action.payload.number, retryPdf);
}

export function* taxSaga() {
  yield all([
    takeLatest(actions.legalRequested.type, loadLegal),
    // takeLeading: a double click on Save must not save twice (each save is audited).
    takeLeading(actions.legalSaveSubmitted.type, saveLegal),
    // takeLatest: only the period and page on screen matter.
    takeLatest([actions.documentsOpened.type, actions.documentsRequested.type], loadDocuments),
    // takeLeading: one download at a time; a second click while it runs adds nothing.
    takeLeading(actions.downloadRequested.type, download),
    fork(watchPdfRetries),
  ]);
}
