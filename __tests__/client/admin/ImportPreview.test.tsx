import { screen, within } from '@testing-library/react';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { job } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { checkedJob, previewJob, summary } from './csv-preview-fixtures';

const csv = `${CATALOGUE_CSV_COLUMNS.join(',')}\nBOWL-S,steel-bowl,"Steel Bowl, small",Acme\n`;
const file = () => new File([csv], 'stock.csv', { type: 'text/csv' });
const PREVIEW = 'POST /api/admin/catalogue/import/preview';
const IMPORT = 'POST /api/admin/catalogue/import';

async function checkFile(answers: Record<string, unknown>) {
  const calls = stubAdminApi({ ...signedInAnswers, ...answers });
  const { user } = renderAdmin('/admin/import-export');
  await user.upload(await screen.findByLabelText('CSV file'), file());
  await user.click(screen.getByRole('button', { name: 'Check file' }));
  return { calls, user };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);
const posted = (calls: Array<{ method: string; url: string; body: unknown }>) => calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);

/** From now on the browser reads a chosen file as `text`, or fails as it does when the file changed on disk (NotReadableError). */
function browserReads(outcome: { text: string } | 'unreadable') {
  return jest.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function read(this: FileReader) {
    if (outcome === 'unreadable') {
      Object.defineProperty(this, 'error', { value: new DOMException('The file could not be read.', 'NotReadableError') });
      this.dispatchEvent(new ProgressEvent('error'));
    } else {
      Object.defineProperty(this, 'result', { value: outcome.text });
      this.dispatchEvent(new ProgressEvent('load'));
    }
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Import / Export screen: checking a file first', () => {
  it('shows what importing the file would do, then imports the same file on request', async () => {
    const { calls, user } = await checkFile({ [PREVIEW]: { status: 1, job: checkedJob() }, [IMPORT]: { status: 1, job: job({ state: 'done', done: 1200, created: 2, updated: 3 }) } });
    expect(await screen.findByText('Checked 1,200 rows: every row can be imported. Nothing has been imported yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check of stock.csv' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'What the import would do' }))).toEqual(['RecordsCreatedUpdatedUnchanged', 'Products12197', 'Articles (rows)231,195']);
    expect(screen.getByText('New brands (1): Brand New')).toBeInTheDocument();
    expect(screen.getByText('New attributes (1): Colour Olive (#6b7b3a)')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Prices changed' }))[1]).toBe('2BOWL-SPrice AED 25.50 → AED 30.25; B2B price none → AED 20.00');
    expect(rowsOf(screen.getByRole('table', { name: 'Stock changed' }))[1]).toBe('2BOWL-S10 → 3');
    expect(rowsOf(screen.getByRole('table', { name: 'Taken off sale' }))[1]).toBe('4Steel Bowlsteel-bowl');
    expect(screen.queryByRole('table', { name: 'Put on sale' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([['/api/admin/catalogue/import/preview', { csv }]]);

    await user.click(screen.getByRole('button', { name: 'Import this file now' }));
    expect(await screen.findByText('Imported 1,200 rows: 2 created, 3 updated.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]))
      .toEqual([['/api/admin/catalogue/import/preview', { csv }], ['/api/admin/catalogue/import', { csv }]]);
    expect(screen.queryByText(/Nothing has been imported yet/)).not.toBeInTheDocument();
  });

  it('shows how far the check is while rows are checked, with the way back to another file', async () => {
    await checkFile({ [PREVIEW]: { status: 1, job: previewJob({ done: 600 }) } });
    const progress = await screen.findByRole('progressbar', { name: 'Check progress' });
    expect(progress).toHaveAttribute('value', '600');
    expect(screen.getByText('Checking row 600 of 1,200…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import this file now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
  });

  it('lists the bad rows as the import would, offers no import, and goes back to choosing a file', async () => {
    const errors = [{ line: 3, message: 'price is required.' }, { line: 17, message: 'Unknown meta "Vegan".' }];
    const { user } = await checkFile({ [PREVIEW]: { status: 1, job: previewJob({ state: 'failed', done: 1200, errors }) } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Importing this file would import nothing. 2 rows need correcting:');
    expect(rowsOf(within(alert).getByRole('table', { name: 'Rows with problems' })).slice(1)).toEqual(['3price is required.', '17Unknown meta "Vegan".']);
    expect(screen.queryByRole('button', { name: 'Import this file now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByLabelText('CSV file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused check in the words of the server', async () => {
    await checkFile({ [PREVIEW]: { status: 0, message: 'Another catalogue import is still running. Please wait until it has finished.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Another catalogue import is still running. Please wait until it has finished.');
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it('lists volume tier changes with the price changes', async () => {
    const prices = { count: 2, first: [
      { line: 2, sku: 'BOWL-S', prices: [{ field: 'price' as const, from: 25.5, to: 30.25 }], tiers: { from: '1:42.00|12:39.50', to: '1:42.00|12:38.00' } },
      { line: 3, sku: 'BOWL-M', prices: [], tiers: { from: '', to: '24:19.00' } },
    ] };
    await checkFile({ [PREVIEW]: { status: 1, job: checkedJob(summary({ prices_changed: prices })) } });
    const table = await screen.findByRole('table', { name: 'Prices changed' });
    expect(rowsOf(table).slice(1)).toEqual([
      '2BOWL-SPrice AED 25.50 → AED 30.25; Tiers 1:42.00, 12:39.50 → 1:42.00, 12:38.00',
      '3BOWL-MTiers none → 24:19.00',
    ]);
    expect(screen.getByRole('heading', { name: 'Prices changed: 2' })).toBeInTheDocument();
  });

  it('imports exactly the text that was checked, even when the file on disk changed since', async () => {
    const { calls, user } = await checkFile({ [PREVIEW]: { status: 1, job: checkedJob() }, [IMPORT]: { status: 1, job: job({ state: 'done', done: 1200, created: 2, updated: 3 }) } });
    await screen.findByText(/every row can be imported/);
    const reads = browserReads({ text: `${csv}BOWL-L,steel-bowl,"Steel Bowl, large",Acme\n` });
    await user.click(screen.getByRole('button', { name: 'Import this file now' }));
    expect(await screen.findByText('Imported 1,200 rows: 2 created, 3 updated.')).toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
    expect(posted(calls)).toEqual([['/api/admin/catalogue/import/preview', { csv }], ['/api/admin/catalogue/import', { csv }]]);
  });

  it('says so when the browser cannot read the chosen file, sending nothing', async () => {
    const calls = stubAdminApi(signedInAnswers);
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    browserReads('unreadable');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.fileUnreadable('stock.csv'));
    expect(screen.getByRole('heading', { name: 'Check of stock.csv' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    await user.upload(screen.getByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.fileUnreadable('stock.csv'));
    expect(posted(calls)).toEqual([]);
  });

  it('shows a check that failed on the server as a failed check, not as rows to correct', async () => {
    const fault = 'The file could not be checked because of an error on the server. Nothing was imported.';
    await checkFile({ [PREVIEW]: { status: 1, job: previewJob({ state: 'failed', done: 300, errors: [{ line: 0, message: fault }] }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(fault);
    expect(screen.queryByRole('table', { name: 'Rows with problems' })).not.toBeInTheDocument();
    expect(screen.queryByText(/would import nothing|needs correcting/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import this file now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
  });
});
