// The catalogue CSV's `vat_category` column: exported for every article, imported (any case),
// checked with the row's line named, and left alone by files without it or an empty cell.
import { asc, eq } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, exportedRows, importCsv, loadSmallReference, toCsv } from './catalogue-fixtures';

describe.each(DB_KINDS)('catalogue CSV VAT category on %s', (kind) => {
  let admin: AdminShop;
  const categories = async () => (await admin.shop.database.db.select({ sku: variants.sku, vat: variants.vatCategory })
    .from(variants).orderBy(asc(variants.sku))).map((r) => `${r.sku} ${r.vat}`);

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });
  afterAll(async () => admin.shop.close());

  it('imports the categories, exports them back, and keeps them when the cell is empty or the column missing', async () => {
    const job = await importCsv(admin, toCsv([
      csvRow('VAT-A', { vat_category: 'Z' }),
      csvRow('VAT-B', { vat_category: 'e' }),
      csvRow('VAT-C'),
    ]));
    expect(job).toMatchObject({ state: 'done', created: 3, errors: [] });
    expect(await categories()).toEqual(['VAT-A Z', 'VAT-B E', 'VAT-C S']);
    expect(CATALOGUE_CSV_COLUMNS).toContain('vat_category');
    const exported = await exportedRows(admin, ['product-vat-a', 'product-vat-b', 'product-vat-c']);
    expect(exported.map((r) => [r.sku, r.vat_category])).toEqual([['VAT-A', 'Z'], ['VAT-B', 'E'], ['VAT-C', 'S']]);

    // An empty cell keeps the article's category; a file without the column keeps them all.
    expect(await importCsv(admin, toCsv([csvRow('VAT-A', { vat_category: '' }), csvRow('VAT-C', { vat_category: 'E' })]))).toMatchObject({ state: 'done', updated: 1 });
    const columns = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'vat_category');
    const older = toCsv([csvRow('VAT-A', { stock: '3' }), csvRow('VAT-B', { stock: '4' })], columns);
    expect(await importCsv(admin, older)).toMatchObject({ state: 'done', updated: 2, errors: [] });
    expect(await categories()).toEqual(['VAT-A Z', 'VAT-B E', 'VAT-C E']);
  });

  it('counts a changed category as a change: the product moves on, so an editor opened before must reload', async () => {
    const db = admin.shop.database.db;
    const updatedAt = async () => (await db.select({ at: products.updatedAt }).from(products).where(eq(products.slug, 'product-vat-a')))[0].at.getTime();
    const before = await updatedAt();
    const job = await importCsv(admin, toCsv([csvRow('VAT-A', { vat_category: 'S' })]));
    expect(job).toMatchObject({ state: 'done', updated: 1 });
    expect(await updatedAt()).toBeGreaterThan(before);
    expect((await exportedRows(admin, ['product-vat-a']))[0].vat_category).toBe('S');
  });

  it('refuses a bad category naming the row and the allowed codes, and imports nothing', async () => {
    const job = await importCsv(admin, toCsv([csvRow('VAT-D'), csvRow('VAT-E', { vat_category: 'R' }), csvRow('VAT-F', { vat_category: '5%' })]));
    expect(job).toMatchObject({ state: 'failed', created: 0 });
    expect(job.errors).toEqual([
      { line: 3, message: 'vat_category must be S (standard, 5 %), Z (zero-rated) or E (exempt) (got "R").' },
      { line: 4, message: 'vat_category must be S (standard, 5 %), Z (zero-rated) or E (exempt) (got "5%").' },
    ]);
    expect(await categories()).toEqual(['VAT-A S', 'VAT-B E', 'VAT-C E']);
  });
});
