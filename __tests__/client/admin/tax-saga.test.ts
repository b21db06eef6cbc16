import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AdminTaxDocument, ShopLegalSettings } from '../../../src/shared/admin-types';
import {
  fetchLegalSettings, fetchTaxDocumentFile, fetchTaxDocuments, fetchTaxExport, saveLegalSettings,
} from '../../../src/client/features/admin/api/tax-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { downloadName, taxSaga } from '../../../src/client/features/admin/tax/tax-saga';
import { taxActions as actions } from '../../../src/client/features/admin/tax/tax-slice';
import { downloadBlob } from '../../../src/client/lib/download';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, reducer, staffToken } from './admin-fixtures';

const settings: ShopLegalSettings = {
  legalNameEn: 'Petora Pet Supplies Trading L.L.C.', legalNameAr: 'بيتورا لتجارة مستلزمات الحيوانات الأليفة ش.ذ.م.م', address: 'Warehouse 14, Al Quoz 3',
  city: 'Dubai', emirate: 'DXB', trn: '100123456700003', licenceNumber: '1234567', licenceAuthority: 'Department of Economy and Tourism',
  invoicePrefix: 'INV', creditNotePrefix: 'CN', logo: null,
};
const invoice: AdminTaxDocument = {
  kind: 'invoice', number: 'INV-2027-000014', issuedAt: '2027-03-02T10:00:00.000Z', pdf: '/api/documents/INV-2027-000014/pdf',
  xml: '/api/documents/INV-2027-000014/xml', pdfReady: true, orderId: 88, customer: 'Paws & Co. Pet Shop L.L.C.', trn: '100987654300003',
  emirate: 'SHJ', net: 400, vat: 20, gross: 420, pdfState: 'ready', pdfError: null, einvoice: null,
};
const march = { from: '2027-03-01', to: '2027-03-31' };
const blob = new Blob(['x']);
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];

describe('tax documents and legal settings saga', () => {
  it('shows the saved legal details when the settings screen opens', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchLegalSettings), settings]])
      .dispatch(actions.legalRequested())
      .call(fetchLegalSettings, staffToken)
      .put(actions.legalLoaded({ settings }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.tax.legal).toEqual({ status: 'succeeded', settings, error: null })));

  it('saves the legal details and says the next documents carry them', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(saveLegalSettings), { status: 1, settings }], quiet])
      .dispatch(actions.legalSaveSubmitted(settings))
      .call(saveLegalSettings, staffToken, settings)
      .put(actions.legalSaved({ settings }))
      .call(notify, ADMIN_MSG.legalSaved, 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.tax.legalSave).toEqual({ status: 'idle', error: null })));

  it("keeps the form open with the server's reason when it refuses the details", () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter(actions.legalLoaded({ settings })))
      .provide([[matchers.call.fn(saveLegalSettings), { status: 0, message: 'A TRN is 15 digits.' }]])
      .dispatch(actions.legalSaveSubmitted({ ...settings, trn: '123' }))
      .put(actions.legalSaveFailed({ message: 'A TRN is 15 digits.' }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.tax.legalSave).toEqual({ status: 'failed', error: 'A TRN is 15 digits.' });
        // What was saved before stays what the screen shows as saved.
        expect(storeState.admin.tax.legal.settings).toEqual(settings);
      }));

  it('lists the documents of a period, and asks the same period and page again when the screen reopens', async () => {
    const page = { count: 21, documents: [invoice] };
    const { storeState } = await expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchTaxDocuments), page]])
      .dispatch(actions.documentsRequested({ ...march, p: 2 }))
      .call(fetchTaxDocuments, staffToken, march, 2)
      .put(actions.documentsLoaded(page))
      .silentRun(50);
    await expectSaga(taxSaga)
      .withReducer(reducer, storeState as ReturnType<typeof adminAfter>)
      .provide([[matchers.call.fn(fetchTaxDocuments), page]])
      .dispatch(actions.documentsOpened())
      .call(fetchTaxDocuments, staffToken, march, 2)
      .silentRun(50);
  });

  it('refuses a period that ends before it starts without asking the server', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .dispatch(actions.documentsRequested({ from: '2027-04-01', to: '2027-03-01', p: 1 }))
      .put(actions.documentsFailed({ message: ADMIN_MSG.periodReversed }))
      .not.call.fn(fetchTaxDocuments)
      .silentRun(50));

  it('shows a failed list, and ends the staff session when the token is refused', async () => {
    await expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchTaxDocuments), throwError(networkError)]])
      .dispatch(actions.documentsRequested({ from: '', to: '', p: 1 }))
      .put(actions.documentsFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchLegalSettings), throwError(httpError(401))]])
      .dispatch(actions.legalRequested())
      .put(sessionEnded())
      .not.put.actionType(actions.legalFailed.type)
      .silentRun(50);
  });

  it("downloads a document's PDF under its number with the staff token", () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchTaxDocumentFile), blob], [matchers.call.fn(downloadBlob), undefined]])
      .dispatch(actions.downloadRequested({ kind: 'file', url: invoice.pdf, filename: 'INV-2027-000014.pdf' }))
      .call(fetchTaxDocumentFile, staffToken, invoice.pdf)
      .call(downloadBlob, 'INV-2027-000014.pdf', blob)
      .put(actions.downloadFinished())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.tax.downloading).toBeNull()));

  it("downloads the VAT return's totals per emirate for the period shown, named after it", () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchTaxExport), blob], [matchers.call.fn(downloadBlob), undefined]])
      .dispatch(actions.downloadRequested({ kind: 'export', export: 'emirates', period: march }))
      .call(fetchTaxExport, staffToken, 'emirates', march)
      .call(downloadBlob, 'vat-by-emirate-2027-03-01-to-2027-03-31.csv', blob)
      .put(actions.downloadFinished())
      .silentRun(50));

  it('says why a download failed and frees the buttons again', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchTaxExport), throwError(httpError(400, { status: 0, message: 'Bad date' }))], quiet])
      .dispatch(actions.downloadRequested({ kind: 'export', export: 'documents', period: { from: '', to: '' } }))
      .call(notify, 'Bad date', 'error')
      .put(actions.downloadFinished())
      .not.call.fn(downloadBlob)
      .silentRun(50));
});

describe('download names', () => {
  it.each([
    [{ from: '', to: '' }, 'tax-documents.csv'],
    [{ from: '2027-01-01', to: '' }, 'tax-documents-2027-01-01-to-today.csv'],
    [{ from: '', to: '2027-06-30' }, 'tax-documents-start-to-2027-06-30.csv'],
  ])('an export of %o is saved as %s', (period, name) => {
    expect(downloadName({ kind: 'export', export: 'documents', period })).toBe(name);
  });
});
