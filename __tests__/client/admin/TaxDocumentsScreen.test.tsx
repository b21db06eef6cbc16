import { act, screen, waitFor, within } from '@testing-library/react';
import { selectTaxDocuments } from '../../../src/client/features/admin/admin-selectors';
import { taxActions } from '../../../src/client/features/admin/tax/tax-slice';
import type { AdminTaxDocument } from '../../../src/shared/admin-types';
import { staffToken, taxDocument } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

// The tax documents screen: where each document's PDF stands, and making one again that
// rendering gave up on.

const made = taxDocument();
const waiting = taxDocument({ number: 'INV-2027-000016', pdfReady: false, pdfState: 'queued' });
const error = 'Error: browserType.launch: Failed to launch chromium because executable does not exist';
const failed = taxDocument({ number: 'INV-2027-000015', pdfReady: false, pdfState: 'failed', pdfError: error });
const queued: AdminTaxDocument = { ...failed, pdfState: 'queued', pdfError: null };
const retryUrl = `/api/admin/documents/${failed.number}/pdf`;

const rowOf = async (number: string) => (await screen.findByRole('cell', { name: number })).closest('tr') as HTMLElement;
const sent = (calls: ReturnType<typeof stubAdminApi>, method: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith('/api/admin/documents')).map((call) => [call.url, call.authorization]);

/** The list answers with the failed PDF until it is queued again, then as queued. */
function listAnswer(requeued: () => boolean) {
  return () => ({ count: 3, documents: [made, requeued() ? queued : failed, waiting] });
}

describe('tax documents screen: PDFs', () => {
  it('offers a made PDF for download, says a queued one is being made, and shows a failed one with why and a button', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/documents': listAnswer(() => false) });
    renderAdmin('/admin/tax/documents');

    const ready = await rowOf(made.number);
    expect(within(ready).getByRole('button', { name: `PDF of ${made.number}` })).toBeEnabled();
    expect(within(ready).queryByText('PDF failed')).not.toBeInTheDocument();

    const inQueue = await rowOf(waiting.number);
    expect(within(inQueue).getByRole('button', { name: `PDF of ${waiting.number}` })).toHaveTextContent('PDF being made');
    expect(within(inQueue).getByRole('button', { name: `PDF of ${waiting.number}` })).toBeDisabled();
    expect(within(inQueue).queryByRole('button', { name: /Make PDF again/ })).not.toBeInTheDocument();

    const broken = await rowOf(failed.number);
    expect(within(broken).getByText('PDF failed')).toHaveAttribute('title', error);
    expect(within(broken).getByText(error)).toBeInTheDocument();
    expect(within(broken).getByRole('button', { name: `Make PDF again: ${failed.number}` })).toBeEnabled();
    expect(within(broken).queryByRole('button', { name: `PDF of ${failed.number}` })).not.toBeInTheDocument();
    expect(within(broken).getByRole('button', { name: `XML of ${failed.number}` })).toBeEnabled();
  });

  it("shows where each e-invoice's hand-off to the provider stands", async () => {
    const accepted = taxDocument({ number: 'INV-2027-000020', einvoice: { provider: 'asp', state: 'accepted' } });
    const rejected = taxDocument({ number: 'INV-2027-000021', einvoice: { provider: 'asp', state: 'rejected' } });
    const none = taxDocument({ number: 'INV-2027-000022', einvoice: null });
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/documents': { count: 4, documents: [made, accepted, rejected, none] } });
    renderAdmin('/admin/tax/documents');
    expect(within(await rowOf(made.number)).getByText('Waiting to be sent')).toHaveAttribute('title', 'Provider: asp');
    expect(within(await rowOf(accepted.number)).getByText('Accepted')).toBeInTheDocument();
    expect(within(await rowOf(rejected.number)).getByText('Rejected')).toBeInTheDocument();
    expect(within(await rowOf(none.number)).getByText('Not handed over')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'E-invoice' })).toBeInTheDocument();
  });

  it('makes it again: the button is busy until the server answers, then the row says the PDF is being made', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    let requeued = false;
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/documents': listAnswer(() => requeued),
      [`POST ${retryUrl}`]: () => new Promise((resolve) => { answer = resolve; }),
    });
    const { user } = renderAdmin('/admin/tax/documents');
    const row = await rowOf(failed.number);
    await user.click(within(row).getByRole('button', { name: `Make PDF again: ${failed.number}` }));
    const button = within(row).getByRole('button', { name: `Make PDF again: ${failed.number}` });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');

    requeued = true;
    answer({ status: 1, document: queued });
    expect(await within(row).findByText('PDF being made')).toBeInTheDocument();
    expect(within(row).queryByText('PDF failed')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Make PDF again/ })).not.toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([[retryUrl, `Bearer ${staffToken}`]]);
    // The list is fetched again after the PDF was queued.
    await waitFor(() => expect(sent(calls, 'GET')).toHaveLength(2));
  });

  it("shows the server's reason on the row when it refuses, and the button works again", async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/documents': listAnswer(() => false),
      [`POST ${retryUrl}`]: { status: 0, message: 'The PDF of this document is already made.' },
    });
    const { user } = renderAdmin('/admin/tax/documents');
    const row = await rowOf(failed.number);
    await user.click(within(row).getByRole('button', { name: `Make PDF again: ${failed.number}` }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('The PDF of this document is already made.');
    expect(within(row).getByRole('button', { name: `Make PDF again: ${failed.number}` })).toBeEnabled();
    expect(within(await rowOf(waiting.number)).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(1);
    // The row was out of date: the page is fetched again.
    await waitFor(() => expect(sent(calls, 'GET')).toHaveLength(2));
  });
});

describe('tax documents screen: the period fields show the store\'s period', () => {
  const fields = () => [screen.getByLabelText('From'), screen.getByLabelText('To')].map((field) => (field as HTMLInputElement).value);

  it('follows a period requested after the screen opened (as a replayed log does), also over a typed draft', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/documents': listAnswer(() => false) });
    const { store, user } = renderAdmin('/admin/tax/documents');
    await rowOf(made.number);
    expect(fields()).toEqual(['', '']);

    act(() => { store.dispatch(taxActions.documentsRequested({ from: '2027-03-01', to: '2027-03-31', p: 1 })); });
    await waitFor(() => expect(fields()).toEqual(['2027-03-01', '2027-03-31']));

    // A draft typed over it is replaced when the store's period changes again.
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2027-01-01');
    act(() => { store.dispatch(taxActions.documentsRequested({ from: '2027-04-01', to: '2027-04-30', p: 1 })); });
    await waitFor(() => expect(fields()).toEqual(['2027-04-01', '2027-04-30']));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').at(-1)?.params).toMatchObject({ from: '2027-04-01', to: '2027-04-30' }));
  });

  it('sends what is typed in the fields with Show, and keeps showing it', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/documents': listAnswer(() => false) });
    const { store, user } = renderAdmin('/admin/tax/documents');
    await rowOf(made.number);
    await user.type(screen.getByLabelText('From'), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(selectTaxDocuments(store.getState()).query).toMatchObject({ from: '2027-02-01', to: '' }));
    expect(fields()).toEqual(['2027-02-01', '']);
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').at(-1)?.params).toMatchObject({ from: '2027-02-01' }));
  });
});
