import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { type TradeDocumentsStatus, fetchTradeDocuments } from '../../../src/client/features/trade-documents/trade-documents-api';
import { tradeDocumentsSaga } from '../../../src/client/features/trade-documents/trade-documents-saga';
import reducer, { initialTradeDocumentsState, statusRequested } from '../../../src/client/features/trade-documents/trade-documents-slice';

const EXPIRED = 'Your trade licence expired on 12 March 2027. Upload the renewed licence to order.';
const documents: TradeDocumentsStatus = {
  licenceNumber: 'DED-778812', licenceExpiry: '2027-03-12', licenceVerifiedExpiry: '2027-03-12', licenceReviewPending: false,
  trn: '100123456789003', trnRegisteredOn: '2019-01-31', legalName: 'Paws Corner Trading L.L.C.', emirate: 'DXB', orderBlock: EXPIRED,
};

describe('trade documents: may the customer order?', () => {
  it('opening the cart asks the server and keeps its reason why ordering is blocked', () =>
    expectSaga(tradeDocumentsSaga)
      .withReducer(reducer, initialTradeDocumentsState)
      .provide([[matchers.call(fetchTradeDocuments), { status: 1, documents }]])
      .dispatch(statusRequested())
      .hasFinalState({ status: 'succeeded', documents })
      .silentRun(50));

  it('a failed call blocks nothing on the screen (the server still refuses the order)', () =>
    expectSaga(tradeDocumentsSaga)
      .withReducer(reducer, initialTradeDocumentsState)
      .provide([[matchers.call(fetchTradeDocuments), throwError(new Error('offline'))]])
      .dispatch(statusRequested())
      .hasFinalState({ status: 'failed', documents: null })
      .silentRun(50));

  it('an answer without documents counts as failed', () =>
    expectSaga(tradeDocumentsSaga)
      .withReducer(reducer, initialTradeDocumentsState)
      .provide([[matchers.call(fetchTradeDocuments), { status: 0 }]])
      .dispatch(statusRequested())
      .hasFinalState({ status: 'failed', documents: null })
      .silentRun(50));

  it('forgets the documents when the customer logs out', () => {
    expect(reducer({ status: 'succeeded', documents }, logoutRequested())).toEqual(initialTradeDocumentsState);
  });
});
