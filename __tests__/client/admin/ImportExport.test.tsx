import { screen, within } from '@testing-library/react';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { job } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

// A name with a comma and an apostrophe, quoted as the export writes it.
const csv = `${CATALOGUE_CSV_COLUMNS.join(',')}\nROPE-L,kong-rope,"Kong's Rope, Large",Kong\n`;
const file = () => new File([csv], 'stock.csv', { type: 'text/csv' });

describe('Import / Export screen', () => {
  it('sends the chosen file as text and shows how far the server is', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'POST /api/admin/catalogue/import': { status: 1, job: job({ done: 600 }) } });
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('value', '600');
    expect(progress).toHaveAttribute('max', '1200');
    expect(screen.getByText('Checking row 600 of 1,200…')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ csv });
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('lists every bad row with its line and says that nothing was imported', async () => {
    const errors = [{ line: 3, message: 'price: not a number' }, { line: 17, message: 'sku: missing' }];
    stubAdminApi({ ...signedInAnswers, 'POST /api/admin/catalogue/import': { status: 1, job: job({ state: 'failed', done: 1200, errors }) } });
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported. 2 rows need correcting:');
    const rows = within(within(alert).getByRole('table', { name: 'Rows with problems' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['3price: not a number', '17sku: missing']);
  });

  it('lists at most the first 500 bad rows and counts the rest', async () => {
    const errors = Array.from({ length: 620 }, (_, index) => ({ line: index + 2, message: 'price: not a number' }));
    stubAdminApi({ ...signedInAnswers, 'POST /api/admin/catalogue/import': { status: 1, job: job({ state: 'failed', done: 1200, errors }) } });
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(within(table).getAllByRole('row')).toHaveLength(501);
    expect(screen.getByText('…and 120 more rows.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was imported. 620 rows need correcting:');
  });

  it('says what a finished import created and updated', async () => {
    stubAdminApi({ ...signedInAnswers, 'POST /api/admin/catalogue/import': { status: 1, job: job({ state: 'done', done: 1200, created: 200, updated: 1000 }) } });
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 1,200 rows: 200 created, 1,000 updated.')).toBeInTheDocument();
  });

  it('shows the refused upload in the words of the server', async () => {
    stubAdminApi({ ...signedInAnswers, 'POST /api/admin/catalogue/import': { status: 0, message: 'The first line must name the catalogue columns.' } });
    const { user } = renderAdmin('/admin/import-export');
    await user.upload(await screen.findByLabelText('CSV file'), file());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first line must name the catalogue columns.');
  });

  it('downloads the export through a Blob URL, with the staff token on the request', async () => {
    const created: Blob[] = [];
    const clicked: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { created.push(blob); return 'blob:catalogue'; }, revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/catalogue/export.csv': csv });
    const { user } = renderAdmin('/admin/import-export');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Catalogue downloaded.')).toBeInTheDocument();
    expect(clicked[0].download).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0].href).toBe('blob:catalogue');
    expect(created[0].size).toBe(new TextEncoder().encode(csv).length);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(calls.find((call) => call.url.endsWith('export.csv'))?.authorization).toMatch(/^Bearer ey/);
    click.mockRestore();
  });

  it('shows the expected columns as help', async () => {
    stubAdminApi(signedInAnswers);
    renderAdmin('/admin/import-export');
    expect(await screen.findByText(CATALOGUE_CSV_COLUMNS.join(','))).toBeInTheDocument();
    expect(CATALOGUE_CSV_COLUMNS).toContain('vat_category');
    expect(screen.getByText(/vat_category is S \(standard, 5 %\), Z \(zero-rated\) or E \(exempt\)/)).toBeInTheDocument();
  });
});
