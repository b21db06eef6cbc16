import { count, eq } from 'drizzle-orm';
import type { AdminProduct } from '../../../src/shared/admin-types';
import { attributes, auditLog, brands, products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, exportCsv, importCsv, loadSmallReference, toCsv } from './catalogue-fixtures';

describe.each(DB_KINDS)('catalogue CSV import on %s', (kind) => {
  let admin: AdminShop;
  const productCount = async () => (await admin.shop.database.db.select({ n: count() }).from(products))[0].n;
  const productBySlug = async (slug: string) => {
    const [row] = await admin.shop.database.db.select().from(products).where(eq(products.slug, slug));
    return row ? admin.as<AdminProduct>('GET', `/api/admin/products/${row.id}`) : null;
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('creates products and variants, with quoted names, commas, apostrophes and line breaks, a new brand and new attributes', async () => {
    const csv = `\uFEFF${toCsv([
      csvRow('REX-L', {
        product_slug: 'rexs-bowl', product_name: "Rex's Bowl, Large", brand: 'Rex & Co.', categories: 'Dog > Food > Dry Food|Cat > Food > Dry Food',
        metas: 'Grain free|best seller', excerpt: '<p>Line one,\n"quoted" line two</p>', images: 'bowl-1.webp|bowl-2.webp',
        attribute_1_type: 'colour', attribute_1: 'Red', attribute_1_value: '#C0392B', attribute_2_type: 'Size', attribute_2: 'Large',
        variant_thumbnail: 'bowl-2.webp', stock: '7', price: '49.9', sale_price: '45', b2b_price: '39.95', b2b_sale_price: '35.00',
      }),
      csvRow('REX-S', {
        product_slug: 'rexs-bowl', product_name: "Rex's Bowl, Large", brand: 'Rex & Co.', categories: 'Dog > Food > Dry Food|Cat > Food > Dry Food',
        metas: 'Grain free|best seller', excerpt: '<p>Line one,\n"quoted" line two</p>', images: 'bowl-1.webp|bowl-2.webp',
        attribute_1_type: 'Colour', attribute_1: 'Olive', attribute_1_value: '#6b7b3a', attribute_2_type: 'Size', attribute_2: 'Small',
        stock: '0', price: '39', b2b_price: '',
      }),
    ])}`.replace(/\n/g, '\r\n');
    const job = await importCsv(admin, csv);
    expect(job).toMatchObject({ state: 'done', total: 2, done: 2, created: 2, updated: 0, errors: [] });
    expect(typeof job.finished_at).toBe('string');
    const product = (await productBySlug('rexs-bowl'))!;
    const [brand] = await admin.shop.database.db.select().from(brands).where(eq(brands.id, product.brand_id!));
    expect(brand).toMatchObject({ name: 'Rex & Co.', slug: 'rex-and-co' });
    expect(product).toMatchObject({
      name: "Rex's Bowl, Large", excerpt: '<p>Line one,\r\n"quoted" line two</p>', active: true, direct_fast: false,
      category_ids: [30, 40], meta_ids: [1, 2], images: [{ name: 'bowl-1.webp', url: '/media/bowl-1.webp' }, { name: 'bowl-2.webp', url: '/media/bowl-2.webp' }],
      tabs: [], faqs: [],
    });
    const created = await admin.shop.database.db.select().from(attributes);
    const olive = created.find((a) => a.name === 'Olive')!;
    const small = created.find((a) => a.name === 'Small')!;
    expect(olive).toMatchObject({ typeId: 1, value: '#6b7b3a' });
    expect(product.variants).toEqual([
      { id: expect.any(Number), sku: 'REX-L', stock: 7, price: 49.9, sale_price: 45, b2b_price: 39.95, b2b_sale_price: 35, attribute_ids: [1, 2], thumbnail: 'bowl-2.webp', min_order: 1, order_multiple: 1, max_order: null, vat_category: 'S' },
      { id: expect.any(Number), sku: 'REX-S', stock: 0, price: 39, sale_price: null, b2b_price: null, b2b_sale_price: null, attribute_ids: [olive.id, small.id], thumbnail: null, min_order: 1, order_multiple: 1, max_order: null, vat_category: 'S' },
    ]);
    const [row] = await admin.shop.database.db.select().from(products).where(eq(products.slug, 'rexs-bowl'));
    expect(row.searchText).toBe("rex's bowl, large rex & co. rex-l rex-s line one, \"quoted\" line two");
    const entries = await admin.shop.database.db.select().from(auditLog).where(eq(auditLog.target, `import:${job.id}`));
    expect(entries).toEqual([expect.objectContaining({ action: 'catalogue.import', details: expect.objectContaining({ rows: 2, created: 2, brands_created: 1, attributes_created: 2 }) })]);
    // The storefront finds it by its name with the apostrophe.
    const exported = await exportCsv(admin);
    expect(exported).toContain('"Rex\'s Bowl, Large"');
    expect(exported).toContain('"<p>Line one,\r\n""quoted"" line two</p>"');
  });

  it('updates by SKU: changed prices and names, a new variant for a known product; unlisted variants stay', async () => {
    const first = await importCsv(admin, toCsv([csvRow('UPD-1', { product_slug: 'upd' }), csvRow('UPD-2', { product_slug: 'upd', attribute_1: 'Red', attribute_1_type: 'Colour', attribute_1_value: '#c0392b' })]));
    expect(first).toMatchObject({ state: 'done', created: 2, errors: [] });
    const before = (await productBySlug('upd'))!;
    const job = await importCsv(admin, toCsv([
      csvRow('UPD-1', { product_slug: 'upd', product_name: 'Renamed', price: '30.25', stock: '3' }),
      csvRow('UPD-3', { product_slug: 'upd', product_name: 'Renamed', attribute_1: 'Medium' }),
      csvRow('UPD-2', { product_slug: 'upd', product_name: 'Renamed', attribute_1: 'Red', attribute_1_type: 'Colour', attribute_1_value: '#c0392b' }),
    ]));
    // Every row of a renamed product counts as updated.
    expect(job).toMatchObject({ state: 'done', created: 1, updated: 2, errors: [] });
    const after = (await productBySlug('upd'))!;
    expect(after.name).toBe('Renamed');
    expect(after.variants.map((v) => [v.sku, v.price, v.stock])).toEqual([['UPD-1', 30.25, 3], ['UPD-3', 25.5, 10], ['UPD-2', 25.5, 10]]);
    expect(after.variants[2].id).toBe(before.variants[1].id);
    expect(after.variants[0].id).toBe(before.variants[0].id);
    expect(after.updated_at > before.updated_at).toBe(true);
    const [row] = await admin.shop.database.db.select().from(products).where(eq(products.slug, 'upd'));
    expect(row.searchText).toBe('renamed acme upd-1 upd-3 upd-2 good');
  });

  it('reports every bad row with its line (after quoted line breaks) and imports nothing', async () => {
    const before = await productCount();
    const rows = Array.from({ length: 40 }, (_, i) => csvRow(`GOOD-${i}`, { excerpt: i === 3 ? 'two\nlines' : 'one' }));
    rows[9] = csvRow('BAD-PRICE', { price: '12.345' });
    rows[20] = csvRow('BAD-MANY', { stock: '-1', active: 'maybe', sale_price: '99' });
    // Found only once the rows are resolved against the catalogue: still reported together.
    rows[35] = csvRow('BAD-REF', { categories: 'Bird > Seed' });
    rows[30] = csvRow('GOOD-0', { product_slug: 'product-good-30', excerpt: 'one' });
    const job = await importCsv(admin, toCsv(rows));
    // Header is line 1, row i is line i + 2, plus one for the line break inside row 3.
    expect(job).toMatchObject({ state: 'failed', total: 40, created: 0, updated: 0 });
    expect(job.errors).toEqual([
      { line: 12, message: 'The price must have at most 2 decimals.' },
      { line: 23, message: 'active must be 1 or 0 (got "maybe"). stock must be a whole number (got "-1").' },
      { line: 33, message: 'The SKU GOOD-0 is also on line 2.' },
      { line: 38, message: 'Unknown category "Bird > Seed" (categories are written as their full path, e.g. "Dog > Food > Dry Food").' },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('answers bad requests with 400 and unknown jobs with 404', async () => {
    for (const body of [{}, { csv: 5 }, { csv: 'x', more: 1 }]) {
      expect((await admin.call('POST', '/api/admin/catalogue/import', body)).statusCode).toBe(400);
    }
    expect((await admin.call('GET', '/api/admin/catalogue/import/999999')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/admin/catalogue/import/x')).statusCode).toBe(400);
  });

  it('exports one row per variant as an attachment, products in id order', async () => {
    const res = await admin.call('GET', '/api/admin/catalogue/export.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFsku,product_slug,product_name,brand,categories,metas,active,direct_fast,')).toBe(true);
    const skus = (await admin.shop.database.db.select({ sku: variants.sku }).from(variants)).length;
    expect(res.body.trim().split(/\n(?=[A-Z0-9-]+,[a-z0-9-]+,)/).length).toBe(skus + 1);
  });
});
