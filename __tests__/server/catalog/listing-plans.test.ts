// On a large generated catalogue (PostgreSQL only: the plans are what matters, and loading
// this many products into PGlite takes minutes), every listing statement the shop runs is
// answered from indexes: EXPLAIN shows no sequential scan of the big tables. No timings.
import { TOOL_STATEMENT_TIMEOUT_MS } from '../../../src/server/db/postgres-driver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { ProductList } from '../../../src/shared/api-types';
import { buildApp } from '../../../src/server/app';
import type { Database, DbOrTx } from '../../../src/server/db/client';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { seedLargeCatalogue } from '../../../src/server/db/seed/large/run';
import { demoMediaJobs } from '../../../src/server/db/seed/media-jobs';
import { insertMedia } from '../../../src/server/db/seed/write/files';
import { productCardRowsQuery, productRowsQuery } from '../../../src/server/services/catalog-product-rows';
import { type ListingFilter, activeProductBySlug, listingCondition, listingStatements, resolveFilter } from '../../../src/server/services/catalog-query';
import { rankedStatement } from '../../../src/server/services/search/product-search';
import { parseTerm, tsQueryOf } from '../../../src/server/services/search/search-terms';
import { createTestDatabase } from '../../support/test-db';
import { testConfig, writeTestStaticDir } from '../../support/test-app';

/** Large enough that a sequential scan would be the obvious plan for anything unindexed. */
const PRODUCTS = 50_000;
const BIG_TABLES = ['products', 'product_categories', 'product_metas', 'variants', 'variant_attributes', 'product_images', 'reviews', 'faqs', 'product_tabs'];

interface PlanNode {
  'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[];
  /** With ANALYZE: how the node hangs under its parent, and how often it ran. */
  'Parent Relationship'?: string; 'Actual Loops'?: number;
}
interface ScanNode { type: string; relation?: string; index?: string }

function flatten(node: PlanNode): ScanNode[] {
  return [{ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] }, ...(node.Plans ?? []).flatMap(flatten)];
}

describe('listing plans on a large catalogue (postgres)', () => {
  let database: Database;
  let app: FastifyInstance;
  let root: string;
  const scalar = async (query: SQL) => Object.values((await database.db.execute(query)).rows[0] as object)[0] as string | number;

  /** The plan's root node; with `analyze`, the statement runs and the nodes say how often each ran. */
  async function planRoot(query: SQL, analyze = false, on: DbOrTx = database.db): Promise<PlanNode> {
    const { rows } = await on.execute<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(sql`explain (${sql.raw(analyze ? 'analyze, ' : '')}format json) ${query}`);
    return rows[0]['QUERY PLAN'][0].Plan;
  }

  const plan = async (query: SQL): Promise<ScanNode[]> => flatten(await planRoot(query));

  const seqScansOfBigTables = (nodes: ScanNode[]) => nodes.filter((n) => n.type === 'Seq Scan' && BIG_TABLES.includes(n.relation ?? '')).map((n) => n.relation);
  const indexesOf = (nodes: ScanNode[]) => new Set(nodes.map((n) => n.index).filter(Boolean));

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { statementTimeoutMs: TOOL_STATEMENT_TIMEOUT_MS });
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d9dee4' } }).webp().toBuffer();
    await insertMedia(database.db, demoMediaJobs(demoCatalogue()).map((job) => ({ name: job.name, width: 8, height: 8, mime: 'image/webp' as const, data: image })));
    await seedLargeCatalogue(database, { products: PRODUCTS, batchSize: 2000, stream: { write: () => true } });
    // Fresh statistics, and the visibility map autovacuum keeps on a live shop (index-only
    // scans rely on it); VACUUM ANALYZE sets both at once.
    await database.db.execute(sql`vacuum analyze`);
    root = mkdtempSync(path.join(tmpdir(), 'petora-plans-'));
    writeTestStaticDir(path.join(root, 'dist'));
    app = await buildApp(testConfig(root), { database, logger: false });
    // Started here, its search index of the whole catalogue loaded, so the requests below do
    // not compete with that load for the machine (on a busy one they had run into the
    // database timeouts and been answered 503).
    await app.ready();
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('pages and counts every listing without a sequential scan of the catalogue', async () => {
    const busiestMeta = Number(await scalar(sql`select meta_id from product_metas group by meta_id order by count(*) desc limit 1`));
    const rarestMeta = Number(await scalar(sql`select meta_id from product_metas group by meta_id order by count(*), meta_id limit 1`));
    const sku = String(await scalar(sql`select sku from variants order by id desc limit 1`)).toLowerCase();
    // The last column names indexes the plan must use; 'walk' means the page must come from
    // walking an index in listing order (no sort of all matches).
    const cases: Array<[string, ListingFilter, string | null, number, string[]]> = [
      ['all, first page', { kind: 'all' }, null, 1, ['products_active_newest_idx', 'walk']],
      ['all, page 1000', { kind: 'all' }, null, 1000, ['products_active_newest_idx', 'walk']],
      ['Dog with its whole tree', { kind: 'category', categoryId: 4 }, null, 1, ['products_active_newest_idx', 'walk']],
      ['Dog, page 500', { kind: 'category', categoryId: 4 }, null, 500, []],
      ['a small leaf category', { kind: 'category', categoryId: 45 }, null, 1, []],
      ['the busiest meta', { kind: 'meta', metaId: busiestMeta }, null, 1, []],
      ['the rarest meta', { kind: 'meta', metaId: rarestMeta }, null, 1, []],
      ['a brand', { kind: 'brand', brandId: 3 }, null, 1, ['products_active_brand_idx', 'walk']],
      ['a brand, page 50', { kind: 'brand', brandId: 3 }, null, 50, ['products_active_brand_idx', 'walk']],
      ['a term', { kind: 'all' }, 'salmon', 1, ['products_search_trgm_idx']],
      ['a SKU', { kind: 'all' }, sku, 1, ['products_search_trgm_idx']],
      ['a term in Dog', { kind: 'category', categoryId: 4 }, 'salmon', 1, ['products_search_trgm_idx']],
      ['a term in a brand', { kind: 'brand', brandId: 3 }, 'premium', 1, []],
      ['a term with a meta', { kind: 'meta', metaId: busiestMeta }, 'salmon', 1, []],
    ];
    for (const [label, filter, term, page, indexes] of cases) {
      const statements = listingStatements(database.db, await resolveFilter(database.db, filter), term, page, 24);
      const pageNodes = await plan(statements.page);
      const nodes = [...pageNodes, ...(await plan(statements.count))];
      expect({ label, seqScans: seqScansOfBigTables(nodes) }).toEqual({ label, seqScans: [] });
      for (const index of indexes.filter((name) => name !== 'walk')) expect({ label, uses: indexesOf(nodes).has(index) }).toEqual({ label, uses: true });
      if (indexes.includes('walk')) expect({ label, sorts: pageNodes.filter((n) => n.type === 'Sort').length }).toEqual({ label, sorts: 0 });
    }
  });

  it('answers a ranked full-text search from the GIN index of the search documents', async () => {
    const sku = String(await scalar(sql`select sku from variants order by id desc limit 1`));
    const cases: Array<[string, ListingFilter]> = [['salmon', { kind: 'all' }], ['premium chick', { kind: 'category', categoryId: 4 }], [sku, { kind: 'all' }]];
    for (const [term, filter] of cases) {
      const parsed = parseTerm(term);
      const where = listingCondition(database.db, await resolveFilter(database.db, filter), null);
      const nodes = await plan(rankedStatement({ where, parsed, raw: term, page: 1, pageSize: 24 }, { match: tsQueryOf(parsed.words)!, primary: null }, true));
      expect({ term, seqScans: seqScansOfBigTables(nodes) }).toEqual({ term, seqScans: [] });
      expect({ term, uses: indexesOf(nodes).has('products_search_doc_idx') }).toEqual({ term, uses: true });
    }
  });

  it('finds a product by slug through its unique index', async () => {
    const slug = String(await scalar(sql`select slug from products order by id limit 1 offset 777`));
    const nodes = await plan(activeProductBySlug(database.db, slug).getSQL());
    expect(seqScansOfBigTables(nodes)).toEqual([]);
    expect(indexesOf(nodes).has('products_slug_uq')).toBe(true);
  });

  it('loads a page of products with all their rows through the product_id indexes', async () => {
    const ids = (await database.db.execute<{ id: number }>(sql`select id from products order by random() limit 24`)).rows.map((r) => Number(r.id));
    const nodes = await plan(productRowsQuery(database.db, ids, true).getSQL());
    expect(seqScansOfBigTables(nodes)).toEqual([]);
    for (const index of ['products_pkey', 'variants_product_idx', 'variant_attributes_pk', 'product_categories_pk', 'product_images_pk']) {
      expect(indexesOf(nodes).has(index)).toBe(true);
    }
  });

  it("reads each of a page's child tables once for all its products, not once per product", async () => {
    /** The aggregates outside a per-row subquery, with how often each ran. */
    const aggregateLoops = (node: PlanNode, perRow = false): number[] => {
      const inPerRow = perRow || node['Parent Relationship'] === 'SubPlan';
      const own = node['Node Type'] === 'Aggregate' && !inPerRow ? [node['Actual Loops'] ?? 0] : [];
      return [...own, ...(node.Plans ?? []).flatMap((child) => aggregateLoops(child, inPerRow))];
    };
    for (const size of [24, 500]) {
      const ids = (await database.db.execute<{ id: number }>(sql`select id from products order by random() limit ${size}`)).rows.map((r) => Number(r.id));
      const loops = aggregateLoops(await planRoot(productRowsQuery(database.db, ids, true, true).getSQL(), true));
      // images, metas, categories, reviews, FAQs, tabs, variants and their attributes
      expect(loops.length).toBeGreaterThanOrEqual(8);
      expect(loops).toEqual(loops.map(() => 1));
    }
  });

  /**
   * The plan PostgreSQL keeps for a prepared statement whatever its parameters (what the
   * product statements settle on after a few runs on a connection), for these arguments.
   */
  async function genericPlan(query: { toSQL(): { sql: string; params: unknown[] } }, ids: number[]): Promise<ScanNode[]> {
    const { sql: text, params } = query.toSQL();
    // Each use of the ids placeholder is a parameter of its own; the flag is the only other.
    const args = params.map((param) => (typeof param === 'boolean' ? String(param) : `'{${ids.join(',')}}'`)).join(', ');
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare generic_plan_probe as ${text}`));
      const root = await planRoot(sql.raw(`execute generic_plan_probe(${args})`), false, tx);
      await tx.execute(sql`deallocate generic_plan_probe`);
      return flatten(root);
    });
  }

  it('keeps the prepared product statements on the product_id indexes in the plan kept for any ids', async () => {
    const ids = (await database.db.execute<{ id: number }>(sql`select id from products order by random() limit 24`)).rows.map((r) => Number(r.id));
    for (const withTiers of [false, true]) {
      const rows = await genericPlan(productRowsQuery(database.db, sql.placeholder('ids'), true, withTiers), ids);
      expect(seqScansOfBigTables(rows)).toEqual([]);
      expect(indexesOf(rows).has('products_pkey')).toBe(true);
      const cards = await genericPlan(productCardRowsQuery(database.db, sql.placeholder('ids'), withTiers), ids);
      expect(seqScansOfBigTables(cards)).toEqual([]);
      expect(indexesOf(cards).has('product_images_pk')).toBe(true);
    }
  });

  it('answers listings over HTTP with the counts the database holds', async () => {
    const dog = await app.inject({ method: 'GET', url: '/api/product/productlist?cid=4&p=3' });
    expect(dog.statusCode).toBe(200);
    const body: ProductList = dog.json();
    expect(body.products).toHaveLength(24);
    expect(body.count).toBe(Number(await scalar(sql`
      select count(distinct pc.product_id) from product_categories pc join products p on p.id = pc.product_id
      where p.active and pc.category_id in (select id from categories where id = 4 or parent_id = 4 or parent_id in (select id from categories where parent_id = 4))`)));
    const term = (await app.inject({ method: 'GET', url: '/api/product/productlist?term=Salmon' })).json() as ProductList;
    expect(term.count).toBe(Number(await scalar(sql`select count(*) from products where active
      and search_doc @@ (to_tsquery('simple', 'salmon:*') || to_tsquery('english', 'salmon:*'))`)));
    expect(term.products.every((p) => `${p.name} ${p.brand?.name} ${p.excerpt}`.toLowerCase().includes('salmon') || p.product_attributes.some((v) => v.sku.toLowerCase().includes('salmon')))).toBe(true);
  });
});
