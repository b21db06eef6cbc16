import { screen, waitFor, within } from '@testing-library/react';
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
