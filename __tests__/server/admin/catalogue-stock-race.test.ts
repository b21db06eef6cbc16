// stock_at_export against an order that lands after the import checked the file and before it
// writes: the write decides against the row as it is then. Only PostgreSQL has a second
// connection to take stock meanwhile (the embedded database runs one statement at a time).
import { asc, inArray, sql } from 'drizzle-orm';
import type { ImportJob } from '../../../src/shared/admin-types';
import type { Tx } from '../../../src/server/db/client';
import { variants } from '../../../src/server/db/schema';
import { type AdminShop, adminShop } from './admin-fixtures';
import { type CsvRow, csvRow, exportedRows, importCsv, loadSmallReference, toCsv, waitForJob } from './catalogue-fixtures';

const SKUS = ['RACE-A', 'RACE-B'];

describe('catalogue CSV stock_at_export with orders during the write on postgres', () => {
  let admin: AdminShop;
  const db = () => admin.shop.database.db;
  const variantsNow = async () => (await db().select({ stock: variants.stock, price: variants.priceFils }).from(variants)
    .where(inArray(variants.sku, SKUS)).orderBy(asc(variants.sku))).map((v) => [v.stock, v.price]);

  /**
   * Imports the rows while another transaction holds the variants' rows: once the import waits
   * for them (its check is done, its write has begun), `order` runs in that transaction, which
   * then commits and lets the import go on. Answers the finished job.
   */
  async function importDuring(rows: CsvRow[], order: (tx: Tx) => Promise<void>): Promise<ImportJob> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.select({ id: variants.id }).from(variants).where(inArray(variants.sku, SKUS)).for('update');
      locked();
      await released;
      await order(tx);
    });
    await isLocked;
    const res = await admin.call('POST', '/api/admin/catalogue/import', { csv: toCsv(rows) });
    const { job } = res.json() as { job: ImportJob };
    const deadline = Date.now() + 20_000;
    for (;;) {
      const waiting = await db().execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      if (waiting.rows[0].n > 0) break;
      if (Date.now() > deadline) throw new Error('the import never waited for the held variants');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await holder;
    return waitForJob(admin, job.id);
  }

  const takeStock = (count: number) => async (tx: Tx) => {
    await tx.update(variants).set({ stock: sql`${variants.stock} - ${count}` }).where(inArray(variants.sku, SKUS));
  };

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: 8 });
    await loadSmallReference(db());
    const job = await importCsv(admin, toCsv([csvRow('RACE-A', { product_slug: 'race' }), csvRow('RACE-B', { product_slug: 'race', attribute_1: 'Medium' })]));
    expect(job).toMatchObject({ state: 'done', created: 2 });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('refuses a changed stock when an order took units between the check and the write, writing nothing', async () => {
    const rows = await exportedRows(admin, ['race']);
    const file = rows.map((r) => (r.sku === 'RACE-A' ? { ...r, stock: '30' } : { ...r, price: '19.00' }));
    const job = await importDuring(file, takeStock(4));
    expect(job).toMatchObject({
      state: 'failed', created: 0, updated: 0,
      errors: [{
        line: 2,
        message: 'The stock of SKU RACE-A changed to 6 since the export (orders or another change); check the stock and enter it in a fresh export, or empty stock_at_export on this row to write 30 anyway.',
      }],
    });
    expect(await variantsNow()).toEqual([[6, 2550], [6, 2550]]);
  });

  it('keeps units ordered between the check and the write when the stock is left as exported', async () => {
    const rows = await exportedRows(admin, ['race']);
    expect(rows.map((r) => r.stock_at_export)).toEqual(['6', '6']);
    const job = await importDuring(rows.map((r) => ({ ...r, price: '19.00' })), takeStock(1));
    expect(job).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await variantsNow()).toEqual([[5, 1900], [5, 1900]]);
  });
});
