import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { products } from '../../../src/server/db/schema';
import { buildSearchText, productTermCondition } from '../../../src/server/db/search-text';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

const CATALOGUE = [
  { slug: 'salmon-kibble', name: 'Salmon Kibble', brandName: 'Barkley', skus: ['BK-SAL-2KG'], excerpt: '<p>Grain&nbsp;free <b>recipe</b></p>' },
  { slug: 'feather-wand', name: 'Feather Wand', brandName: 'Whisker Co', skus: ['WC-FW-01'], excerpt: '<p>Keeps indoor cats busy</p>' },
  { slug: 'discount-pack', name: 'Value Pack 50% more', brandName: null, skus: ['VP-50'], excerpt: '' },
];

describe.each(DB_KINDS)('product term search (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(products).values(
      CATALOGUE.map((p) => ({ slug: p.slug, name: p.name, excerpt: p.excerpt, searchText: buildSearchText(p) })),
    );
  });

  afterAll(async () => {
    await database.close();
  });

  const find = async (term: string) =>
    (await database.db.select({ slug: products.slug }).from(products).where(productTermCondition(term)).orderBy(asc(products.slug))).map(
      (r) => r.slug,
    );

  it('matches part of a name whatever the case', async () => {
    expect(await find('KIBB')).toEqual(['salmon-kibble']);
  });

  it('matches the brand, a SKU and the excerpt text', async () => {
    expect(await find('whisker')).toEqual(['feather-wand']);
    expect(await find('bk-sal')).toEqual(['salmon-kibble']);
    expect(await find('indoor cats')).toEqual(['feather-wand']);
    expect(await find('grain free')).toEqual(['salmon-kibble']);
  });

  it('ignores markup and treats LIKE wildcards literally', async () => {
    expect(await find('<p>')).toEqual([]);
    expect(await find('50%')).toEqual(['discount-pack']);
    expect(await find('%')).toEqual(['discount-pack']);
    expect(await find('_')).toEqual([]);
  });
});

describe('term search plan on a large catalogue (postgres)', () => {
  let database: Database;

  beforeAll(async () => {
    // Filling and analysing 30,000 rows may take longer than an API statement on a busy machine.
    database = await createTestDatabase('postgres', { statementTimeoutMs: 30_000 });
    await database.db.execute(sql`
      insert into products (slug, name, search_text, created_at)
      select 'p-' || g, 'Product ' || g, lower('product ' || g || ' ' || md5(g::text) || ' sku-' || g), now() - g * interval '1 minute'
      from generate_series(1, 30000) as g`);
    await database.db.execute(sql`analyze products`);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('answers a term query from the trigram index, not a table scan', async () => {
    const condition = productTermCondition('sku-2917');
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select id from products where ${condition} order by created_at desc, id desc limit 24`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('products_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
    const hits = await database.db.select({ slug: products.slug }).from(products).where(condition);
    expect(hits.map((h) => h.slug).sort()).toEqual(['p-2917', 'p-29170', 'p-29171', 'p-29172', 'p-29173', 'p-29174', 'p-29175', 'p-29176', 'p-29177', 'p-29178', 'p-29179']);
  });
});
