import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { delay, fork, put, take } from 'redux-saga/effects';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { fetchDocumentFile, fetchOrderDocuments, type OrderDocument } from '../../../src/client/features/documents/documents-api';
import { documentsSaga, PDF_RECHECK_MS, PDF_RECHECK_TRIES } from '../../../src/client/features/documents/documents-saga';
import reducer, {
  downloadRequested, initialDocumentsState, listFailed, listLoaded, listRefreshed, listRequested,
} from '../../../src/client/features/documents/documents-slice';
import { downloadBlob } from '../../../src/client/lib/download';
import { notify } from '../../../src/client/lib/notify';
import { ordersViewOpened } from '../../../src/client/lib/shared-events';
import { MSG } from '../../../src/shared/messages';

/** Answers the calls in turn, the last one again once the others are used up. */
const answersInTurn = (...answers: unknown[]) => () => (answers.length > 1 ? answers.shift() : answers[0]);
/** The arguments of every call the saga made to `fn`. */
const callsOf = (effects: { call?: Array<{ payload: { fn: unknown; args: unknown[] } }> }, fn: unknown) =>
  (effects.call ?? []).filter((effect) => effect.payload.fn === fn).map((effect) => effect.payload.args);

const rootReducer = combineReducers({ documents: reducer });

const invoice: OrderDocument = {
  kind: 'invoice', number: 'INV-2027-000001', issuedAt: '2027-01-05T08:00:00.000Z', pdfReady: true,
  pdf: '/api/documents/INV-2027-000001/pdf', xml: '/api/documents/INV-2027-000001/xml',
};

describe('tax documents of an order', () => {
  it('asking for an order\'s documents lists what the server answers', () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, { documents: initialDocumentsState })
      .provide([[matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [invoice] }]])
      .dispatch(listRequested({ orderId: 7 }))
      .hasFinalState({ documents: { byOrder: { 7: { status: 'succeeded', documents: [invoice] } }, downloading: null } })
      .silentRun(50));

  it('a refused or failed list call leaves the order marked failed, with nothing listed', () =>
    expectSaga(documentsSaga)
      .withReducer(reducer, initialDocumentsState)
      .provide([
        [matchers.call(fetchOrderDocuments, 7), { status: 0 }],
        [matchers.call(fetchOrderDocuments, 8), throwError(new Error('offline'))],
      ])
      .dispatch(listRequested({ orderId: 7 }))
      .dispatch(listRequested({ orderId: 8 }))
      .hasFinalState({ byOrder: { 7: { status: 'failed', documents: [] }, 8: { status: 'failed', documents: [] } }, downloading: null })
      .silentRun(50));

  it('a download fetches the file with the token and saves it under the document\'s number', () => {
    const blob = new Blob(['%PDF-1.7']);
    return expectSaga(documentsSaga)
      .withReducer(reducer, initialDocumentsState)
      .provide([[matchers.call(fetchDocumentFile, invoice.pdf), blob], [matchers.call.fn(downloadBlob), undefined]])
      .call(downloadBlob, 'INV-2027-000001.pdf', blob)
      .not.call.fn(notify)
      .dispatch(downloadRequested({ url: invoice.pdf, filename: 'INV-2027-000001.pdf' }))
      .hasFinalState(initialDocumentsState)
      .silentRun(50);
  });

  it('a failed download says Error and saves nothing', () =>
    expectSaga(documentsSaga)
      .withReducer(reducer, initialDocumentsState)
      .provide([[matchers.call.fn(fetchDocumentFile), throwError(new Error('404'))], [matchers.call.fn(notify), undefined]])
      .call(notify, MSG.error, 'error')
      .not.call.fn(downloadBlob)
      .dispatch(downloadRequested({ url: invoice.xml, filename: 'INV-2027-000001.xml' }))
      .hasFinalState(initialDocumentsState)
      .silentRun(50));
});

describe('tax documents: one download at a time', () => {
  it('the store names the file on its way, and a press on another meanwhile changes nothing', () => {
    const busy = reducer(initialDocumentsState, downloadRequested({ url: invoice.pdf, filename: 'INV-2027-000001.pdf' }));
    expect(busy.downloading).toBe(invoice.pdf);
    expect(reducer(busy, downloadRequested({ url: invoice.xml, filename: 'INV-2027-000001.xml' }))).toBe(busy);
  });

  it('a second press while a file downloads fetches nothing, and the first file is still saved', async () => {
    const pdf = new Blob(['%PDF-1.7']);
    function* twoPresses() {
      yield fork(documentsSaga);
      yield put(downloadRequested({ url: invoice.pdf, filename: 'INV-2027-000001.pdf' }));
      yield put(downloadRequested({ url: invoice.xml, filename: 'INV-2027-000001.xml' }));
    }
    const { storeState, effects } = await expectSaga(twoPresses)
      .withReducer(reducer, initialDocumentsState)
      .provide([
        [matchers.call(fetchDocumentFile, invoice.pdf), new Promise((resolve) => setTimeout(() => resolve(pdf), 20))],
        [matchers.call(fetchDocumentFile, invoice.xml), new Blob(['<Invoice/>'])],
        [matchers.call.fn(downloadBlob), undefined],
      ])
      .call(downloadBlob, 'INV-2027-000001.pdf', pdf)
      .silentRun(100);
    expect(callsOf(effects, fetchDocumentFile)).toEqual([[invoice.pdf]]);
    expect(storeState).toEqual(initialDocumentsState);
  });
});

describe('tax documents: asked for again', () => {
  const preparing: OrderDocument = { ...invoice, pdfReady: false };
  const creditNote: OrderDocument = {
    kind: 'credit-note', number: 'CN-2027-000001', issuedAt: '2027-01-09T08:00:00.000Z', pdfReady: true,
    pdf: '/api/documents/CN-2027-000001/pdf', xml: '/api/documents/CN-2027-000001/xml',
  };
  const shown = (...events: UnknownAction[]) => ({ documents: events.reduce(reducer, initialDocumentsState) });
  const pause = delay(0).payload.fn;
  const noPause: [matchers.Matcher, null] = [matchers.call.fn(pause), null];

  it('the Orders view opening again asks again for every order whose documents are shown, and only those', () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, shown(
        listLoaded({ orderId: 7, documents: [invoice] }), listFailed({ orderId: 8 }), listRequested({ orderId: 9 }),
      ))
      .provide([[matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [invoice, creditNote] }]])
      .dispatch(ordersViewOpened())
      .put(listRefreshed({ orderId: 7, documents: [invoice, creditNote] }))
      .silentRun(50)
      .then(({ storeState, effects }) => {
        expect(callsOf(effects, fetchOrderDocuments)).toEqual([[7]]);
        expect(storeState.documents.byOrder[7]).toEqual({ status: 'succeeded', documents: [invoice, creditNote] });
      }));

  it('a failed refresh keeps the documents shown, quietly', () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, shown(listLoaded({ orderId: 7, documents: [invoice] })))
      .provide([[matchers.call(fetchOrderDocuments, 7), throwError(new Error('offline'))], [matchers.call.fn(notify), undefined]])
      .dispatch(ordersViewOpened())
      .not.put.actionType(listFailed.type)
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.documents.byOrder[7]).toEqual({ status: 'succeeded', documents: [invoice] })));

  it(`a PDF being prepared is asked for again after ${PDF_RECHECK_MS / 1000} s, until it is ready`, () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, shown())
      .provide([
        noPause,
        [matchers.call(fetchOrderDocuments, 7), dynamic(answersInTurn({ status: 1, documents: [preparing] }, { status: 1, documents: [invoice] }))],
      ])
      .dispatch(listRequested({ orderId: 7 }))
      .put(listLoaded({ orderId: 7, documents: [preparing] }))
      .call(pause, PDF_RECHECK_MS)
      .put(listRefreshed({ orderId: 7, documents: [invoice] }))
      .silentRun(50)
      .then(({ storeState, effects }) => {
        expect(storeState.documents.byOrder[7]).toEqual({ status: 'succeeded', documents: [invoice] });
        expect(callsOf(effects, fetchOrderDocuments)).toHaveLength(2);
      }));

  it(`gives up after ${PDF_RECHECK_TRIES} more tries while the PDF is still being prepared`, () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, shown())
      .provide([noPause, [matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [preparing] }]])
      .dispatch(listRequested({ orderId: 7 }))
      .silentRun(50)
      .then(({ effects }) => expect(callsOf(effects, fetchOrderDocuments)).toHaveLength(1 + PDF_RECHECK_TRIES)));

  it('asks nothing more for documents whose PDFs are ready', () =>
    expectSaga(documentsSaga)
      .withReducer(rootReducer, shown())
      .provide([noPause, [matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [invoice, creditNote] }]])
      .dispatch(listRequested({ orderId: 7 }))
      .not.call.fn(pause)
      .silentRun(50)
      .then(({ effects }) => expect(callsOf(effects, fetchOrderDocuments)).toHaveLength(1)));

  it('asks nothing after a logout during the pause, and an answer still on its way shows nothing', async () => {
    function* logoutDuringPause() {
      yield fork(documentsSaga);
      yield put(listRequested({ orderId: 7 }));
      yield take(listLoaded.type);
      yield put(logoutRequested());
    }
    const laterPause = dynamic(() => new Promise((resolve) => setTimeout(() => resolve(null), 20)));
    const { storeState, effects } = await expectSaga(logoutDuringPause)
      .withReducer(rootReducer, shown())
      .provide([[matchers.call.fn(pause), laterPause], [matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [preparing] }]])
      .silentRun(100);
    expect(callsOf(effects, fetchOrderDocuments)).toHaveLength(1);
    expect(storeState.documents).toEqual(initialDocumentsState);
    expect(reducer(initialDocumentsState, listRefreshed({ orderId: 7, documents: [invoice] }))).toEqual(initialDocumentsState);
  });
});
