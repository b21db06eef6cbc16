import { count, eq, sql } from 'drizzle-orm';
import type { ImportJob } from '../../../src/shared/admin-types';
import { categories, products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { type CsvRow, csvRow, exportCsv, importCsv, loadSmallReference, toCsv, waitForJob } from './catalogue-fixtures';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** 2,000 products of 5 variants: 10,000 rows. The second half of the products is in Cat > Food > Dry Food. */
function bigFile(price = (i: number) => `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`): CsvRow[] {
  return Array.from({ length: 10_000 }, (_, i) => {
    const product = Math.floor(i / 5);
    return csvRow(`BIG-${String(i).padStart(5, '0')}`, {
      product_slug: `big-${product}`, product_name: `Big "${product}", Rex's pick`,
      categories: product < 1000 ? 'Dog > Food > Dry Food' : 'Cat > Food > Dry Food',
      attribute_1: SIZES[i % 5], price: price(i), b2b_price: '', stock: String(i % 50),
    });
  });
}

describe.each(DB_KINDS)('a 10,000-row catalogue import on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('imports every row in one go, then finds nothing to change in the same file, then updates every price', async () => {
    const db = admin.shop.database.db;
    const csv = toCsv(bigFile());
    const job = await importCsv(admin, csv);
    expect(job).toMatchObject({ state: 'done', total: 10_000, done: 10_000, created: 10_000, updated: 0, errors: [] });
    expect((await db.select({ n: count() }).from(products))[0].n).toBe(2000);
    expect((await db.select({ n: count() }).from(variants))[0].n).toBe(10_000);
    const [v] = await db.select().from(variants).where(eq(variants.sku, 'BIG-01234'));
    expect(v).toMatchObject({ priceFils: 7434, stock: 34, position: 4 });
    const exported = await exportCsv(admin);
    expect(exported.split('\n').filter(Boolean)).toHaveLength(10_001);

    expect(await importCsv(admin, csv)).toMatchObject({ state: 'done', created: 0, updated: 0 });
    const repriced = await importCsv(admin, toCsv(bigFile(() => '9.99')));
    expect(repriced).toMatchObject({ state: 'done', created: 0, updated: 10_000 });
    const prices = await db.select({ price: variants.priceFils, n: count() }).from(variants).groupBy(variants.priceFils);
    expect(prices).toEqual([{ price: 999, n: 10_000 }]);
  }, 180_000);
});

describe('import progress on postgres', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('postgres', { dbPoolMax: 8 });
    await loadSmallReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('shows rows written while the one transaction is still open, and nothing of it until it commits', async () => {
    const db = admin.shop.database.db;
    // Another session holds the Cat category, so the import stops at the first Cat product.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await tx.select().from(categories).where(eq(categories.id, 40)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const res = await admin.call('POST', '/api/admin/catalogue/import', { csv: toCsv(bigFile()) });
    const { job } = res.json() as { job: ImportJob };
    expect(job).toMatchObject({ state: 'validating', done: 0, errors: [], finished_at: null });
    let seen: ImportJob;
    do {
      seen = await admin.as<ImportJob>('GET', `/api/admin/catalogue/import/${job.id}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (!(seen.state === 'importing' && seen.done >= 5000));
    expect(seen.done).toBeLessThan(10_000);
    expect(seen.total).toBe(10_000);
    const visible = await db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(visible.rows[0].n).toBe(0);
    release();
    await holder;
    expect(await waitForJob(admin, job.id)).toMatchObject({ state: 'done', done: 10_000, created: 10_000 });
  }, 120_000);
});
