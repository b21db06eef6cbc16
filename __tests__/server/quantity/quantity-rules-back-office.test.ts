// Staff set quantity rules in the product editor and through the CSV columns min_order,
// order_multiple and max_order; rules no count can meet are refused with nothing written.
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { variants } from '../../../src/server/db/schema';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { csvRow, exportCsv, importCsv, loadSmallReference, toCsv } from '../admin/catalogue-fixtures';
import { addReference, createProduct, productInput, variant } from '../admin/product-fixtures';

describe.each(DB_KINDS)('quantity rules in the back office (%s)', (kind) => {
  let admin: AdminShop;
  const ruleOfSku = async (sku: string) => {
    const [row] = await admin.shop.database.db.select({ min: variants.minOrder, step: variants.orderMultiple, max: variants.maxOrder })
      .from(variants).where(eq(variants.sku, sku));
    return row;
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });
  afterAll(async () => admin.shop.close());

  it('imports the rule columns, exports them, and keeps rules when a file has no such columns', async () => {
    const job = await importCsv(admin, toCsv([
      csvRow('CASE-12', { min_order: '24', order_multiple: '12', max_order: '120' }),
      csvRow('LOOSE-1'),
    ]));
    expect(job).toMatchObject({ state: 'done', created: 2, errors: [] });
    expect(await ruleOfSku('CASE-12')).toEqual({ min: 24, step: 12, max: 120 });
    expect(await ruleOfSku('LOOSE-1')).toEqual({ min: 1, step: 1, max: null });

    const records = parse(await exportCsv(admin), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.find((r) => r.sku === 'CASE-12')).toMatchObject({ min_order: '24', order_multiple: '12', max_order: '120' });
    expect(records.find((r) => r.sku === 'LOOSE-1')).toMatchObject({ min_order: '1', order_multiple: '1', max_order: '' });

    // An older file without the three columns changes the stock and leaves the rule alone.
    const older = CATALOGUE_CSV_COLUMNS.filter((c) => !['min_order', 'order_multiple', 'max_order'].includes(c));
    const row = { ...csvRow('CASE-12'), stock: '99' } as Record<string, string>;
    const text = `${older.join(',')}\n${older.map((c) => row[c] ?? '').join(',')}\n`;
    expect(await importCsv(admin, text)).toMatchObject({ state: 'done', updated: 1 });
    expect(await ruleOfSku('CASE-12')).toEqual({ min: 24, step: 12, max: 120 });
  });

  it('refuses rules that are not whole numbers or that no count can meet, importing nothing', async () => {
    const job = await importCsv(admin, toCsv([
      csvRow('BAD-1', { order_multiple: 'twelve' }),
      csvRow('BAD-2', { min_order: '10', order_multiple: '12', max_order: '11' }),
      csvRow('GOOD-1', { order_multiple: '6' }),
    ]));
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual([
      { line: 2, message: 'order_multiple must be a whole number (got "twelve").' },
      { line: 3, message: 'No quantity meets the minimum order, the order multiple and the maximum per order together.' },
    ]);
    expect(await ruleOfSku('GOOD-1')).toBeUndefined();
  });

});

describe.each(DB_KINDS)('quantity rules in the product editor (%s)', (kind) => {
  let admin: AdminShop;
  const ruleOfSku = async (sku: string) => {
    const [row] = await admin.shop.database.db.select({ min: variants.minOrder }).from(variants).where(eq(variants.sku, sku));
    return row;
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
  });
  afterAll(async () => admin.shop.close());

  it('saves a rule from the product editor and refuses an impossible one', async () => {
    const ref = await addReference(admin.shop.database.db);
    const saved = await createProduct(admin, productInput(ref, { slug: 'case-bowl', variants: [variant('ED-1', { min_order: 2, order_multiple: 4, max_order: 40 })] }));
    expect(saved.variants[0]).toMatchObject({ min_order: 2, order_multiple: 4, max_order: 40 });
    const res = await admin.as<{ status: number; message?: string }>('POST', '/api/admin/products',
      productInput(ref, { slug: 'case-bowl-2', variants: [variant('ED-2', { min_order: 50, order_multiple: 1, max_order: 10 })] }));
    expect(res.status).toBe(0);
    expect(res.message).toContain('No quantity meets the minimum order, the order multiple and the maximum per order together.');
    expect(await ruleOfSku('ED-2')).toBeUndefined();
  });
});
