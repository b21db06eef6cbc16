import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  type ExpiringLicence, type StaffTradeDocuments, fetchCustomerDocuments, fetchExpiringLicences, saveCustomerDocuments,
} from '../../../src/client/features/admin/licences/licences-api';
import { LICENCE_MSG, licencesSaga, today } from '../../../src/client/features/admin/licences/licences-saga';
import { licencesActions as actions } from '../../../src/client/features/admin/licences/licences-slice';
import { notify } from '../../../src/client/lib/notify';
import { TRADE_DOCUMENT_MESSAGES } from '../../../src/shared/trade-documents';
import { adminAfter, httpError, reducer, staffToken } from './admin-fixtures';

const EXPIRED = 'Your trade licence expired on 12 March 2027. Upload the renewed licence to order.';
const pendingRenewal: StaffTradeDocuments = {
  licenceNumber: 'DED-778812', licenceExpiry: '2028-03-12', licenceVerifiedExpiry: '2027-03-12', licenceReviewPending: true,
  trn: '100123456789003', trnRegisteredOn: '2019-01-31', legalName: 'Paws Corner L.L.C.', emirate: 'DXB', orderBlock: EXPIRED,
};
const verified: StaffTradeDocuments = { ...pendingRenewal, licenceVerifiedExpiry: '2028-03-12', licenceReviewPending: false, orderBlock: null };
const input = { licenceNumber: 'DED-778812', licenceExpiry: '2028-03-12', trn: '100123456789003', trnRegisteredOn: '2019-01-31', legalName: 'Paws Corner L.L.C.', emirate: 'DXB' };

describe('licences saga: staff check customers\' trade documents', () => {
  it('opening a customer loads their documents with the staff token', () =>
    expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchCustomerDocuments), { status: 1, documents: pendingRenewal }]])
      .dispatch(actions.documentsOpened({ id: 7 }))
      .call(fetchCustomerDocuments, staffToken, 7)
      .put(actions.documentsLoaded({ id: 7, documents: pendingRenewal }))
      .silentRun(50));

  it('verifying the renewal sends the fields with verify, shows the verified documents and confirms', () =>
    expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter(actions.documentsOpened({ id: 7 }), actions.documentsLoaded({ id: 7, documents: pendingRenewal })))
      .provide([
        [matchers.call.fn(today), '2027-03-20'],
        [matchers.call.fn(saveCustomerDocuments), { status: 1, documents: verified }], [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.documentsSubmitted({ id: 7, input, verify: true }))
      .call(saveCustomerDocuments, staffToken, 7, { ...input, verify: true })
      .call(notify, LICENCE_MSG.verified, 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.licences.customer).toEqual({ id: 7, status: 'succeeded', saving: false, documents: verified, error: null, problem: null });
      }));

  it('a refused correction keeps what is on screen and shows the server\'s reason', () => {
    const why = TRADE_DOCUMENT_MESSAGES.verifyWithoutExpiry;
    return expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter(actions.documentsOpened({ id: 7 }), actions.documentsLoaded({ id: 7, documents: pendingRenewal })))
      .provide([[matchers.call.fn(today), '2027-03-20'], [matchers.call.fn(saveCustomerDocuments), throwError(httpError(400, { status: 0, message: why }))]])
      .dispatch(actions.documentsSubmitted({ id: 7, input: { ...input, licenceExpiry: '' }, verify: true }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.licences.customer).toMatchObject({ saving: false, documents: pendingRenewal, error: why });
      });
  });

  it('turns back a TRN registered after today (by the date the saga took) without sending anything', () =>
    expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter(actions.documentsOpened({ id: 7 }), actions.documentsLoaded({ id: 7, documents: pendingRenewal })))
      .provide([[matchers.call.fn(today), '2019-01-30'], [matchers.call.fn(saveCustomerDocuments), { status: 1, documents: verified }]])
      .dispatch(actions.documentsSubmitted({ id: 7, input, verify: true }))
      .put(actions.documentsRejected({ id: 7, field: 'trnRegisteredOn', message: TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture }))
      .not.call.fn(saveCustomerDocuments)
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.licences.customer).toMatchObject({
          saving: false, documents: pendingRenewal, error: null,
          problem: { field: 'trnRegisteredOn', message: TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture },
        });
      }));

  it('the same fields pass the day after the TRN registration and are saved', () =>
    expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter(actions.documentsOpened({ id: 7 }), actions.documentsLoaded({ id: 7, documents: pendingRenewal })))
      .provide([
        [matchers.call.fn(today), '2019-01-31'],
        [matchers.call.fn(saveCustomerDocuments), { status: 1, documents: verified }], [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.documentsSubmitted({ id: 7, input, verify: true }))
      .call(saveCustomerDocuments, staffToken, 7, { ...input, verify: true })
      .not.put.actionType(actions.documentsRejected.type)
      .silentRun(50));

  it('a malformed TRN is turned back before the date matters, and the next submission clears the problem', () =>
    expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter(actions.documentsOpened({ id: 7 }), actions.documentsLoaded({ id: 7, documents: pendingRenewal })))
      .provide([
        [matchers.call.fn(today), '2027-03-20'],
        [matchers.call.fn(saveCustomerDocuments), { status: 1, documents: verified }], [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.documentsSubmitted({ id: 7, input: { ...input, trn: '12345' }, verify: false }))
      .put(actions.documentsRejected({ id: 7, field: 'trn', message: TRADE_DOCUMENT_MESSAGES.trn }))
      .dispatch(actions.documentsSubmitted({ id: 7, input, verify: false }))
      .call(saveCustomerDocuments, staffToken, 7, { ...input, verify: false })
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.licences.customer).toMatchObject({ problem: null, documents: verified })));

  it('lists the licences expiring soon or expired', () => {
    const licences: ExpiringLicence[] = [{
      customerId: 7, name: 'Layla', companyName: 'Paws Corner', email: 'layla@paws.ae', licenceNumber: 'DED-778812',
      licenceExpiry: '2027-03-12', daysLeft: -3, licenceReviewPending: true,
    }];
    return expectSaga(licencesSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchExpiringLicences), { status: 1, licences }]])
      .dispatch(actions.expiringRequested())
      .put(actions.expiringLoaded(licences))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.licences.expiring).toEqual({ status: 'succeeded', licences, error: null }));
  });
});
