import { TOOL_STATEMENT_TIMEOUT_MS } from '../../../src/server/db/postgres-driver';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, DbOrTx } from '../../../src/server/db/client';
import { customers, orderLines, orders, variants } from '../../../src/server/db/schema';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { seedLargeCatalogue } from '../../../src/server/db/seed/large/run';
import { demoMediaJobs } from '../../../src/server/db/seed/media-jobs';
import { insertMedia } from '../../../src/server/db/seed/write/files';
import { createTestDatabase, DB_KINDS } from '../../support/test-db';

/**
 * This suite is about products, not pictures: every media name the seeders expect is stored
 * up front as a tiny real WebP, so nothing has to be rendered.
 */
async function storeStandInMedia(db: DbOrTx): Promise<void> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d9dee4' } }).webp().toBuffer();
  const names = demoMediaJobs(demoCatalogue()).map((job) => job.name);
  await insertMedia(db, names.map((name) => ({ name, width: 8, height: 8, mime: 'image/webp' as const, data })));
}

type Row = Record<string, unknown>;

async function scalar(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Row[];
  return Number(Object.values(row)[0]);
}

function recorder() {
  const chunks: string[] = [];
  return { stream: { isTTY: false, write: (chunk: string) => chunks.push(chunk) }, lines: () => chunks.join('').trim().split('\n') };
}

describe.each(DB_KINDS)('large catalogue seeder on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { statementTimeoutMs: TOOL_STATEMENT_TIMEOUT_MS });
    await storeStandInMedia(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('inserts N products in batches and reports progress per tenth', async () => {
    const out = recorder();
    const result = await seedLargeCatalogue(database, { products: 500, batchSize: 100, stream: out.stream });
    expect(result.products).toBe(500);
    expect(await scalar(database, sql`select count(*) from products`)).toBe(500);
    const lines = out.lines();
    expect(lines.filter((line) => /^products [\d,]+\/500 \(\d+%\) [\d,]+ products\/s, [\d,]+ rows\/s, ETA \d+:\d\d$/.test(line))).toHaveLength(5);
    expect(lines).toContain(lines.find((line) => line.startsWith('products 500/500 (100%)')));
    expect(lines.at(-1)).toMatch(new RegExp(`^Inserted 500 products \\(${result.rows.toLocaleString('en-US')} rows\\) in \\d+:\\d\\d$`));
  }, 120_000);

  it('builds complete products: 1 to 4 variants, stored images, a category and search text', async () => {
    const variants = (await database.db.execute(sql`select min(n) as low, max(n) as high from (select count(v.id) as n from products p left join variants v on v.product_id = p.id group by p.id) t`)).rows as Row[];
    expect(Number(variants[0].low)).toBeGreaterThanOrEqual(1);
    expect(Number(variants[0].high)).toBeLessThanOrEqual(4);
    expect(await scalar(database, sql`select count(*) from products p where not exists (select 1 from product_images i where i.product_id = p.id)`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from product_images i left join files f on f.name = i.name where f.id is null`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from products p where not exists (select 1 from product_categories c where c.product_id = p.id)`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from variants where b2b_price_fils >= price_fils`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from products where search_text = '' or position(lower(name) in search_text) = 0`)).toBe(0);
    // The full-text document is there too, and finds a product by its own name and first SKU.
    expect(await scalar(database, sql`select count(*) from products where search_doc = ''::tsvector`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from products p where not p.search_doc @@ plainto_tsquery('simple', p.name)`)).toBe(0);
    expect(await scalar(database, sql`select count(*) from search_vocabulary where kind = 'name'`)).toBeGreaterThan(0);
    expect(await scalar(database, sql`select count(distinct brand_id) from products`)).toBeGreaterThanOrEqual(12);
    expect(await scalar(database, sql`select count(distinct pc.category_id) from product_categories pc`)).toBeGreaterThan(20);
  });

  it('appends to an existing catalogue, or replaces it with --reset', async () => {
    await seedLargeCatalogue(database, { products: 120, batchSize: 50, stream: recorder().stream });
    expect(await scalar(database, sql`select count(*) from products`)).toBe(620);
    expect(await scalar(database, sql`select count(distinct slug) from products`)).toBe(620);
    const out = recorder();
    await seedLargeCatalogue(database, { products: 80, reset: true, stream: out.stream });
    expect(out.lines()[0]).toBe('Catalogue reset (truncated)');
    expect(await scalar(database, sql`select count(*) from products`)).toBe(80);
    expect(await scalar(database, sql`select count(*) from brands`)).toBeGreaterThanOrEqual(12);
    // Identity sequences follow the explicit ids, so the shop can add products afterwards.
    const [row] = (await database.db.execute(sql`insert into products (slug, name) values ('house-blend', 'House Blend') returning id`)).rows as Row[];
    expect(Number(row.id)).toBe(81);
  }, 120_000);

  it('keeps past orders when resetting, with their lines detached from deleted articles', async () => {
    const { db } = database;
    const [customer] = await db.insert(customers).values({ email: 'buyer@example.ae', name: 'Omar', companyName: 'Paws Corner', passwordHash: 'x' }).returning({ id: customers.id });
    const [order] = await db.insert(orders).values({ customerId: customer.id, customerName: 'Omar', address: 'Sharjah', totalFils: 4500 }).returning({ id: orders.id });
    const [variant] = await db.select({ id: variants.id }).from(variants).limit(1);
    await db.insert(orderLines).values({ orderId: order.id, variantId: variant.id, productName: 'Bowl', count: 1, unitPriceFils: 4500 });
    const out = recorder();
    await seedLargeCatalogue(database, { products: 30, reset: true, stream: out.stream });
    expect(out.lines()[0]).toBe('Catalogue reset (deleted)');
    expect(await scalar(database, sql`select count(*) from products`)).toBe(30);
    expect((await db.select({ variantId: orderLines.variantId, productName: orderLines.productName }).from(orderLines))).toEqual([{ variantId: null, productName: 'Bowl' }]);
  }, 120_000);

  it('stops on a failed batch, rolls that batch back and reports the error', async () => {
    const { db } = database;
    const before = await scalar(database, sql`select max(id) from products`);
    const failAt = before + 25;
    await db.execute(sql.raw(`create function reject_product() returns trigger language plpgsql as $$
      begin if new.id = ${failAt} then raise exception 'shelf % is full', new.id; end if; return new; end $$`));
    await db.execute(sql`create trigger reject_product before insert on products for each row execute function reject_product()`);
    try {
      await expect(seedLargeCatalogue(database, { products: 60, batchSize: 20, stream: recorder().stream })).rejects.toThrow(`shelf ${failAt} is full`);
      // The failing batch (ids failAt-4 .. failAt+15) is absent as a whole.
      expect(await scalar(database, sql`select count(*) from products where id between ${failAt - 4} and ${failAt + 15}`)).toBe(0);
      expect(await scalar(database, sql`select count(*) from products where id between ${before + 1} and ${before + 20}`)).toBe(20);
    } finally {
      await db.execute(sql`drop trigger reject_product on products`);
      await db.execute(sql`drop function reject_product()`);
    }
  }, 120_000);
});
