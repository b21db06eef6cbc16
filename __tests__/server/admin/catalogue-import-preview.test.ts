import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { attributes, auditLog, brands, products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, importCsv, loadSmallReference, previewCsv, toCsv } from './catalogue-fixtures';

/** Every row of every table but the jobs' own, as text: a preview must leave all of them as they were. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'import_jobs' order by table_name`);
  const rows: Record<string, string[]> = {};
  for (const { table_name: table } of tables.rows) {
    const result = await db.execute<{ row: string }>(sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t`);
    rows[table] = result.rows.map((r) => r.row).sort();
  }
  return rows;
}

const PREVIEWS = '/api/admin/catalogue/import/preview';

// What the shop holds before each file: three products of 25.50 AED, 10 in stock each.
const base = toCsv([
  csvRow('BASE-A1', { product_slug: 'base-a' }), csvRow('BASE-A2', { product_slug: 'base-a', attribute_1: 'Medium' }),
  csvRow('BASE-B1', { product_slug: 'base-b' }), csvRow('BASE-C1', { product_slug: 'base-c' }),
]);

// A price and a stock changed, a product taken off sale with a new article, one product as it
// was, and a new product of a new brand in a new colour.
const edited = toCsv([
  csvRow('BASE-A1', { product_slug: 'base-a', price: '30.25', stock: '3' }),
  csvRow('BASE-A2', { product_slug: 'base-a', attribute_1: 'Medium' }),
  csvRow('BASE-B1', { product_slug: 'base-b', active: '0' }),
  csvRow('BASE-B2', { product_slug: 'base-b', active: '0', attribute_1: 'Medium' }),
  csvRow('BASE-C1', { product_slug: 'base-c' }),
  csvRow('NEW-1', { product_slug: 'fresh', brand: 'Brand New', attribute_1_type: 'Colour', attribute_1: 'Olive', attribute_1_value: '#6b7b3a' }),
]);

const nothing = { count: 0, first: [] };

describe.each(DB_KINDS)('catalogue CSV import preview on %s', (kind) => {
  let admin: AdminShop;
  const db = () => admin.shop.database.db;

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(db());
    expect(await importCsv(admin, base)).toMatchObject({ state: 'done', created: 4 });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('reports what the file would create, update and leave, and the notable changes, writing nothing', async () => {
    const before = await everyRow(db());
    expect(before).toMatchObject({ products: expect.any(Array), variants: expect.any(Array), audit_log: expect.any(Array), search_lexemes: expect.any(Array) });
    expect(before.variants).toHaveLength(4);
    const job = await previewCsv(admin, edited);
    expect(job).toMatchObject({ state: 'done', total: 6, done: 6, created: 2, updated: 3, errors: [] });
    expect(job.preview).toEqual({
      products: { created: 1, updated: 2, unchanged: 1 },
      articles: { created: 2, updated: 3, unchanged: 1 },
      brands_created: { count: 1, first: ['Brand New'] },
      attributes_created: { count: 1, first: [{ type: 'Colour', name: 'Olive', value: '#6b7b3a' }] },
      prices_changed: { count: 1, first: [{ line: 2, sku: 'BASE-A1', prices: [{ field: 'price', from: 25.5, to: 30.25 }] }] },
      stock_changed: { count: 1, first: [{ line: 2, sku: 'BASE-A1', from: 10, to: 3 }] },
      taken_off_sale: { count: 1, first: [{ line: 4, slug: 'base-b', name: 'Product base-b' }] },
      put_on_sale: nothing,
    });
    expect(await everyRow(db())).toEqual(before);
    // The import's own poll does not know a preview.
    expect((await admin.call('GET', `/api/admin/catalogue/import/${job.id}`)).statusCode).toBe(404);
  });

  it('reports a bad file with the very errors the import reports, and writes nothing', async () => {
    const bad = toCsv([
      csvRow('BAD-1', { price: '12.345' }),
      csvRow('BAD-2', { categories: 'Bird > Seed' }),
      csvRow('BASE-A1', { product_slug: 'thief' }),
      csvRow('BAD-3', { stock: 'many', active: 'maybe' }),
    ]);
    const before = await everyRow(db());
    const preview = await previewCsv(admin, bad);
    expect(preview).toMatchObject({ state: 'failed', total: 4, preview: null });
    expect(preview.errors).toEqual([
      { line: 2, message: 'The price must have at most 2 decimals.' },
      { line: 3, message: 'Unknown category "Bird > Seed" (categories are written as their full path, e.g. "Dog > Food > Dry Food").' },
      { line: 4, message: 'The SKU BASE-A1 belongs to the product base-a; a SKU cannot move to another product.' },
      { line: 5, message: 'active must be 1 or 0 (got "maybe"). stock must be a whole number (got "many").' },
    ]);
    expect(await everyRow(db())).toEqual(before);
    expect((await importCsv(admin, bad)).errors).toEqual(preview.errors);
    for (const file of ['', 'sku,product_slug\nA,b\n', `${toCsv([csvRow('Q-1')])}Q-2,"open,x\n`]) {
      const checked = await previewCsv(admin, file);
      expect(checked.state).toBe('failed');
      expect(checked.errors).toEqual((await importCsv(admin, file)).errors);
    }
    expect(await everyRow(db())).toEqual(before);
  });

  it('judges stock_at_export as the import does: a stock left as exported is no change, one that moved since is a bad row', async () => {
    // An order took 2 of BASE-C1 after the file was exported with 10.
    await db().update(variants).set({ stock: 8 }).where(eq(variants.sku, 'BASE-C1'));
    const kept = toCsv([csvRow('BASE-C1', { product_slug: 'base-c', stock: '10', stock_at_export: '10' })]);
    const job = await previewCsv(admin, kept);
    expect(job.preview).toMatchObject({ articles: { created: 0, updated: 0, unchanged: 1 }, stock_changed: nothing });
    const moved = toCsv([csvRow('BASE-C1', { product_slug: 'base-c', stock: '12', stock_at_export: '10' })]);
    const refused = await previewCsv(admin, moved);
    expect(refused.errors).toEqual([{ line: 2, message: expect.stringMatching(/^The stock of SKU BASE-C1 changed to 8 since the export/) }]);
    expect(refused.errors).toEqual((await importCsv(admin, moved)).errors);
    await db().update(variants).set({ stock: 10 }).where(eq(variants.sku, 'BASE-C1'));
  });

  it('is followed by an import that does what the preview said; previewing the file again then finds nothing to change', async () => {
    const { preview } = await previewCsv(admin, edited);
    const job = await importCsv(admin, edited);
    expect(job).toMatchObject({ state: 'done', created: preview!.articles.created, updated: preview!.articles.updated });
    const [a1] = await db().select().from(variants).where(eq(variants.sku, 'BASE-A1'));
    expect(a1).toMatchObject({ priceFils: 3025, stock: 3 });
    const [b] = await db().select().from(products).where(eq(products.slug, 'base-b'));
    expect(b.active).toBe(false);
    expect(await db().select({ name: brands.name }).from(brands).where(eq(brands.name, 'Brand New'))).toHaveLength(1);
    expect(await db().select().from(attributes).where(eq(attributes.name, 'Olive'))).toEqual([expect.objectContaining({ value: '#6b7b3a' })]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.target, `import:${job.id}`));
    expect(entry.details).toMatchObject({ created: 2, updated: 3, brands_created: 1, attributes_created: 1 });

    const again = await previewCsv(admin, edited);
    expect(again.preview).toEqual({
      products: { created: 0, updated: 0, unchanged: 4 }, articles: { created: 0, updated: 0, unchanged: 6 },
      brands_created: nothing, attributes_created: nothing, prices_changed: nothing, stock_changed: nothing, taken_off_sale: nothing, put_on_sale: nothing,
    });
    const back = await previewCsv(admin, toCsv([csvRow('BASE-B1', { product_slug: 'base-b' }), csvRow('BASE-B2', { product_slug: 'base-b', attribute_1: 'Medium' })]));
    expect(back.preview).toMatchObject({ put_on_sale: { count: 1, first: [{ line: 2, slug: 'base-b' }] }, taken_off_sale: nothing });
  });

  it('is for staff only, refuses bad bodies as the import does, and knows only its own jobs', async () => {
    expect((await admin.call('POST', PREVIEWS, { csv: base }, null)).statusCode).toBe(401);
    expect((await admin.call('POST', PREVIEWS, { csv: base }, admin.customer.token)).statusCode).toBe(403);
    for (const body of [{}, { csv: 5 }, { csv: 'x', dry_run: true }]) {
      const res = await admin.call('POST', PREVIEWS, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    expect((await admin.call('GET', `${PREVIEWS}/999999`)).statusCode).toBe(404);
    const [importJob] = await db().execute<{ id: number }>(sql`select id from import_jobs where kind = 'import' limit 1`).then((r) => r.rows);
    expect((await admin.call('GET', `${PREVIEWS}/${importJob.id}`)).statusCode).toBe(404);
  });
});
