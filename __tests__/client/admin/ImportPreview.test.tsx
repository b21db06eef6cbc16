import { screen, within } from '@testing-library/react';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { job } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';
import { checkedJob, previewJob } from './csv-preview-fixtures';

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
});
