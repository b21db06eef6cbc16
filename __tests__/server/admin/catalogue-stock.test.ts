// The catalogue CSV's stock_at_export column: a file exported, edited for an hour while buyers
// order and imported again must not put back the units ordered meanwhile.
import { eq, inArray, sql } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, placeOrder } from './admin-fixtures';
import { type CsvRow, csvRow, exportCsv, exportedRows, importCsv, loadSmallReference, toCsv } from './catalogue-fixtures';

const moved = (sku: string, now: number, stock: number) => `The stock of SKU ${sku} changed to ${now} since the export (orders or another change); `
  + `check the stock and enter it in a fresh export, or empty stock_at_export on this row to write ${stock} anyway.`;
const badCell = (got: string) => `stock_at_export must be a whole number of 0 to 1,000,000,000 (got "${got}"): `
  + 'it is the stock when the file was exported; leave it as exported, or empty it to write stock as it is.';

describe.each(DB_KINDS)('catalogue CSV stock_at_export on %s', (kind) => {
  let admin: AdminShop;
  const db = () => admin.shop.database.db;
  const stockOf = async (...skus: string[]) => {
    const rows = await db().select({ sku: variants.sku, stock: variants.stock }).from(variants).where(inArray(variants.sku, skus));
    return skus.map((sku) => rows.find((r) => r.sku === sku)?.stock);
  };
  const idOf = async (sku: string) => (await db().select({ id: variants.id }).from(variants).where(eq(variants.sku, sku)))[0].id;
  const excerptOf = async (slug: string) => (await db().select({ excerpt: products.excerpt }).from(products).where(eq(products.slug, slug)))[0].excerpt;
  /** A product of two variants of 10 each, imported, then exported: the rows of that export. */
  const exported = async (slug: string, skus: [string, string]): Promise<CsvRow[]> => {
    const job = await importCsv(admin, toCsv([csvRow(skus[0], { product_slug: slug }), csvRow(skus[1], { product_slug: slug, attribute_1: 'Medium' })]));
    expect(job).toMatchObject({ state: 'done', created: 2, errors: [] });
    return exportedRows(admin, [slug]);
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(db());
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('exports the stock at export next to the stock', async () => {
    const rows = await exported('stk-head', ['HEAD-A', 'HEAD-B']);
    const header = (await exportCsv(admin)).replace(/^\uFEFF/, '').split('\n')[0].split(',');
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(header.slice(header.indexOf('stock'), header.indexOf('stock') + 3)).toEqual(['stock', 'stock_at_export', 'price']);
    expect(rows.map((r) => [r.sku, r.stock, r.stock_at_export])).toEqual([['HEAD-A', '10', '10'], ['HEAD-B', '10', '10']]);
  });

  it('keeps the units ordered after the export when the file leaves the stock as exported', async () => {
    const rows = await exported('stk-keep', ['KEEP-A', 'KEEP-B']);
    await placeOrder(admin, [{ aid: await idOf('KEEP-A'), count: 4 }]);
    expect(await stockOf('KEEP-A', 'KEEP-B')).toEqual([6, 10]);

    // The same file, untouched: nothing to write, the order's four stay taken.
    expect(await importCsv(admin, toCsv(rows))).toMatchObject({ state: 'done', created: 0, updated: 0, errors: [] });
    expect(await stockOf('KEEP-A', 'KEEP-B')).toEqual([6, 10]);

    // Descriptions and a price fixed in the file: written, the stock stays as the database has it.
    const fixed = rows.map((r) => ({ ...r, excerpt: '<p>Better</p>', price: r.sku === 'KEEP-A' ? '31.00' : r.price }));
    expect(await importCsv(admin, toCsv(fixed))).toMatchObject({ state: 'done', created: 0, updated: 2, errors: [] });
    expect(await stockOf('KEEP-A', 'KEEP-B')).toEqual([6, 10]);
    expect(await excerptOf('stk-keep')).toBe('<p>Better</p>');
    const [a] = await db().select().from(variants).where(eq(variants.sku, 'KEEP-A'));
    expect(a.priceFils).toBe(3100);
  });

  it('refuses a changed stock where the database moved on since the export, and writes nothing', async () => {
    const rows = await exported('stk-moved', ['MOVED-A', 'MOVED-B']);
    await placeOrder(admin, [{ aid: await idOf('MOVED-A'), count: 3 }]);
    const recounted = rows.map((r) => ({ ...r, excerpt: '<p>Recounted</p>', stock: r.sku === 'MOVED-A' ? '40' : '12' }));
    const job = await importCsv(admin, toCsv(recounted));
    expect(job).toMatchObject({ state: 'failed', created: 0, updated: 0, errors: [{ line: 2, message: moved('MOVED-A', 7, 40) }] });
    expect(await stockOf('MOVED-A', 'MOVED-B')).toEqual([7, 10]);
    expect(await excerptOf('stk-moved')).toBe('<p>Good</p>');

    // Counted against what is there now (or the exported value emptied): taken.
    const againstNow = recounted.map((r) => (r.sku === 'MOVED-A' ? { ...r, stock_at_export: '7' } : r));
    expect(await importCsv(admin, toCsv(againstNow))).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await stockOf('MOVED-A', 'MOVED-B')).toEqual([40, 12]);
    await db().update(variants).set({ stock: sql`${variants.stock} - 1` }).where(eq(variants.sku, 'MOVED-A'));
    const forced = recounted.map((r) => ({ ...r, stock: '50', stock_at_export: r.sku === 'MOVED-A' ? '' : '12' }));
    expect(await importCsv(admin, toCsv(forced))).toMatchObject({ state: 'done', errors: [] });
    expect(await stockOf('MOVED-A', 'MOVED-B')).toEqual([50, 50]);
  });

  it('takes a changed stock where the database still holds the exported value', async () => {
    const rows = await exported('stk-take', ['TAKE-A', 'TAKE-B']);
    const counted = rows.map((r) => (r.sku === 'TAKE-B' ? { ...r, stock: '0' } : r));
    // Every row of a product that changed counts as updated.
    expect(await importCsv(admin, toCsv(counted))).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await stockOf('TAKE-A', 'TAKE-B')).toEqual([10, 0]);
  });

  it('writes stock as it is from a file without the column, or with the cell empty', async () => {
    const rows = await exported('stk-abs', ['ABS-A', 'ABS-B']);
    await placeOrder(admin, [{ aid: await idOf('ABS-A'), count: 2 }]);
    expect(await stockOf('ABS-A', 'ABS-B')).toEqual([8, 10]);
    const older = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'stock_at_export');
    expect(await importCsv(admin, toCsv(rows, older))).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await stockOf('ABS-A', 'ABS-B')).toEqual([10, 10]);

    await db().update(variants).set({ stock: 3 }).where(eq(variants.sku, 'ABS-B'));
    const emptied = rows.map((r) => ({ ...r, stock_at_export: r.sku === 'ABS-B' ? '' : r.stock_at_export }));
    expect(await importCsv(admin, toCsv(emptied))).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await stockOf('ABS-A', 'ABS-B')).toEqual([10, 10]);
  });

  it('gives new variants the stock of the file, whatever the exported value says', async () => {
    const job = await importCsv(admin, toCsv([
      csvRow('NEW-A', { product_slug: 'stk-new', stock: '5', stock_at_export: '9' }),
      csvRow('NEW-B', { product_slug: 'stk-new', attribute_1: 'Medium', stock: '7', stock_at_export: '7' }),
    ]));
    expect(job).toMatchObject({ state: 'done', created: 2, errors: [] });
    expect(await stockOf('NEW-A', 'NEW-B')).toEqual([5, 7]);
  });

  it('reports a bad stock_at_export cell on its row and imports nothing', async () => {
    const rows = await exported('stk-bad', ['BAD-A', 'BAD-B']);
    const job = await importCsv(admin, toCsv([
      { ...rows[0], stock: '4', stock_at_export: 'ten' },
      { ...rows[1], stock: '4', stock_at_export: '-1' },
      csvRow('BAD-C', { stock_at_export: '1000000001' }),
    ]));
    expect(job).toMatchObject({ state: 'failed', created: 0, updated: 0 });
    expect(job.errors).toEqual([
      { line: 2, message: badCell('ten') }, { line: 3, message: badCell('-1') }, { line: 4, message: badCell('1000000001') },
    ]);
    expect(await stockOf('BAD-A', 'BAD-B', 'BAD-C')).toEqual([10, 10, undefined]);
  });
});
