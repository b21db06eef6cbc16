import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchDocumentFile, fetchOrderDocuments, type OrderDocument } from '../../../src/client/features/documents/documents-api';
import { documentsSaga } from '../../../src/client/features/documents/documents-saga';
import reducer, { downloadRequested, initialDocumentsState, listRequested } from '../../../src/client/features/documents/documents-slice';
import { downloadBlob } from '../../../src/client/lib/download';
import { notify } from '../../../src/client/lib/notify';
import { MSG } from '../../../src/shared/messages';

const invoice: OrderDocument = {
  kind: 'invoice', number: 'INV-2027-000001', issuedAt: '2027-01-05T08:00:00.000Z', pdfReady: true,
  pdf: '/api/documents/INV-2027-000001/pdf', xml: '/api/documents/INV-2027-000001/xml',
};

describe('tax documents of an order', () => {
  it('asking for an order\'s documents lists what the server answers', () =>
    expectSaga(documentsSaga)
      .withReducer(reducer, initialDocumentsState)
      .provide([[matchers.call(fetchOrderDocuments, 7), { status: 1, documents: [invoice] }]])
      .dispatch(listRequested({ orderId: 7 }))
      .hasFinalState({ byOrder: { 7: { status: 'succeeded', documents: [invoice] } }, downloading: null })
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
