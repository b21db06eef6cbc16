import taxReducer, { initialTaxState, taxActions as actions, type TaxState } from '../../../src/client/features/admin/tax/tax-slice';
import { taxDocument } from './admin-fixtures';

// The tax documents list's state for making a PDF again, event by event, as a replayed log
// would rebuild it.

const failed = taxDocument({ number: 'INV-2027-000015', pdfReady: false, pdfState: 'failed', pdfError: 'Error: Chromium crashed' });
const other = taxDocument({ number: 'INV-2027-000016', pdfReady: false, pdfState: 'failed', pdfError: 'Error: Chromium crashed' });
const period = { from: '', to: '', p: 1 };

const after = (...events: Array<{ type: string }>): TaxState =>
  events.reduce((state, event) => taxReducer(state, event), taxReducer(initialTaxState, actions.documentsLoaded({ count: 3, documents: [taxDocument(), failed, other] })));

describe('tax slice: making a PDF again', () => {
  it('marks only the asked-for row busy', () => {
    expect(after(actions.pdfRetryRequested({ number: failed.number })).pdfRetries).toEqual({ [failed.number]: { status: 'submitting', error: null } });
  });

  it("shows the row as the server answered it and forgets that it was busy", () => {
    const queued = { ...failed, pdfState: 'queued' as const, pdfError: null };
    const state = after(actions.pdfRetryRequested({ number: failed.number }), actions.pdfRequeued({ document: queued }));
    expect(state.pdfRetries).toEqual({});
    expect(state.documents.items.map((d) => [d.number, d.pdfState])).toEqual([['INV-2027-000014', 'ready'], [failed.number, 'queued'], [other.number, 'failed']]);
  });

  it('leaves the list alone when the queued document is no longer on it', () => {
    const elsewhere = taxDocument({ number: 'INV-2027-000099', pdfReady: false, pdfState: 'queued' });
    const before = after(actions.pdfRetryRequested({ number: elsewhere.number }));
    const state = taxReducer(before, actions.pdfRequeued({ document: elsewhere }));
    expect(state.documents.items).toBe(before.documents.items);
    expect(state.pdfRetries).toEqual({});
  });

  it("keeps the server's reason on the row it belongs to", () => {
    const state = after(actions.pdfRetryRequested({ number: failed.number }), actions.pdfRetryFailed({ number: failed.number, message: 'Already made.' }));
    expect(state.pdfRetries).toEqual({ [failed.number]: { status: 'failed', error: 'Already made.' } });
    expect(state.documents.items[1]).toEqual(failed);
  });

  it.each([
    ['asked for', actions.documentsRequested(period)],
    ['opened again', actions.documentsOpened()],
  ])('forgets refusals when the list is %s, but keeps a row whose request is on its way busy', (_, event) => {
    const state = after(
      actions.pdfRetryRequested({ number: failed.number }), actions.pdfRetryFailed({ number: failed.number, message: 'Already made.' }),
      actions.pdfRetryRequested({ number: other.number }), event,
    );
    expect(state.pdfRetries).toEqual({ [other.number]: { status: 'submitting', error: null } });
  });

  it('does not change the state it was given', () => {
    const before = after();
    const frozen = JSON.stringify(before);
    taxReducer(before, actions.pdfRetryRequested({ number: failed.number }));
    taxReducer(before, actions.pdfRequeued({ document: { ...failed, pdfState: 'queued' } }));
    expect(JSON.stringify(before)).toBe(frozen);
  });
});
