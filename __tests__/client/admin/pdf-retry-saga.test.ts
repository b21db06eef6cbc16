import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchTaxDocuments, requeueDocumentPdf } from '../../../src/client/features/admin/api/tax-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { taxSaga } from '../../../src/client/features/admin/tax/tax-saga';
import { taxActions as actions } from '../../../src/client/features/admin/tax/tax-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, reducer, staffToken, taxDocument } from './admin-fixtures';

// Making a PDF again after rendering gave up on it: the row is busy while the server is asked,
// then shows the PDF queued (and the list is fetched again), or the server's reason.

const made = taxDocument();
const failed = taxDocument({ number: 'INV-2027-000015', pdfReady: false, pdfState: 'failed', pdfError: 'Error: Chromium crashed' });
const other = taxDocument({ number: 'INV-2027-000016', pdfReady: false, pdfState: 'failed', pdfError: 'Error: Chromium crashed' });
const queued = { ...failed, pdfState: 'queued' as const, pdfError: null };
const march = { from: '2027-03-01', to: '2027-03-31' };
const onScreen = () => adminAfter(actions.documentsRequested({ ...march, p: 2 }), actions.documentsLoaded({ count: 23, documents: [made, failed, other] }));
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];
const rowOf = (state: ReturnType<typeof adminAfter>, number: string) => state.admin.tax.documents.items.find((d) => d.number === number);

describe('making a failed PDF again', () => {
  it('queues it: the row shows it queued, staff are told, and the page on screen is fetched again', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, onScreen())
      .provide([
        [matchers.call.fn(requeueDocumentPdf), { status: 1, document: queued }],
        [matchers.call.fn(fetchTaxDocuments), { count: 23, documents: [made, queued, other] }],
        quiet,
      ])
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .call(requeueDocumentPdf, staffToken, failed.number)
      .put(actions.pdfRequeued({ document: queued }))
      .call(notify, ADMIN_MSG.pdfRequeued(failed.number), 'success', { short: true })
      .put(actions.documentsRequested({ ...march, p: 2 }))
      .call(fetchTaxDocuments, staffToken, march, 2)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.tax.pdfRetries).toEqual({});
        expect(rowOf(storeState, failed.number)).toMatchObject({ pdfState: 'queued', pdfError: null });
        expect(rowOf(storeState, other.number)).toMatchObject({ pdfState: 'failed' });
      }));

  it('keeps the row busy until the server answers; a double click asks once, another row still can', async () => {
    const asked: string[] = [];
    const { storeState } = await expectSaga(taxSaga)
      .withReducer(reducer, onScreen())
      .provide({
        call(effect, next) {
          if (effect.fn !== requeueDocumentPdf) return next();
          asked.push(effect.args[1] as string);
          return new Promise(() => undefined);
        },
      })
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .dispatch(actions.pdfRetryRequested({ number: other.number }))
      .silentRun(50);
    expect(asked).toEqual([failed.number, other.number]);
    expect(storeState.admin.tax.pdfRetries).toEqual({
      [failed.number]: { status: 'submitting', error: null }, [other.number]: { status: 'submitting', error: null },
    });
    expect(rowOf(storeState, failed.number)).toMatchObject({ pdfState: 'failed' });
  });

  it("shows the server's reason on the row when it refuses, and fetches the page again, whose row was out of date", () =>
    expectSaga(taxSaga)
      .withReducer(reducer, onScreen())
      .provide([
        [matchers.call.fn(requeueDocumentPdf), { status: 0, message: 'The PDF of this document is already made.' }],
        [matchers.call.fn(fetchTaxDocuments), { count: 23, documents: [made, { ...failed, pdfReady: true, pdfState: 'ready', pdfError: null }, other] }],
      ])
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .put(actions.documentsRequested({ ...march, p: 2 }))
      .put(actions.pdfRetryFailed({ number: failed.number, message: 'The PDF of this document is already made.' }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.tax.pdfRetries).toEqual({ [failed.number]: { status: 'failed', error: 'The PDF of this document is already made.' } });
        expect(rowOf(storeState, failed.number)).toMatchObject({ pdfState: 'ready' });
      }));

  it.each<[string, StaticProvider, string]>([
    ['the call does not get through', throwError(networkError), 'Error'],
    ['the document is unknown', throwError(httpError(404, { status: 0, message: 'Not Found' })), 'Not Found'],
  ])('says so on the row when %s', (_, answer, message) =>
    expectSaga(taxSaga)
      .withReducer(reducer, onScreen())
      .provide([[matchers.call.fn(requeueDocumentPdf), answer]])
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .put(actions.pdfRetryFailed({ number: failed.number, message }))
      .silentRun(50));

  it('ends the staff session when the token is refused, instead of an error on the row, and leaves the row as it was', () =>
    expectSaga(taxSaga)
      .withReducer(reducer, onScreen())
      .provide([[matchers.call.fn(requeueDocumentPdf), throwError(httpError(401))]])
      .dispatch(actions.pdfRetryRequested({ number: failed.number }))
      .put(sessionEnded())
      .put(actions.pdfRetryDropped({ number: failed.number }))
      .not.put.actionType(actions.pdfRetryFailed.type)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.tax.pdfRetries).toEqual({})));
});
