// A listing costs a fixed number of statements whatever the page holds (no query per
// product), and sanitizing the same stored texts again is served from the cache.
import { TransactionRollbackError, eq } from 'drizzle-orm';
import type { ProductList } from '../../../src/shared/api-types';
import { products } from '../../../src/server/db/schema';
import { type ProductRow, loadProductRows } from '../../../src/server/services/catalog-product-rows';
import { loadProductCards, loadProducts } from '../../../src/server/services/catalog-products';
import { clearSanitizerCaches, sanitizerCacheStats } from '../../../src/server/services/html-sanitize';
import { retailView } from '../../../src/server/services/pricing';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { ACTIVE_COUNT, type CatalogueIds, SALMON_KIBBLE, insertListingCatalogue } from './listing-catalogue';

interface CountingSession {
  client: { query: (...args: unknown[]) => unknown };
  prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown;
}

/** The text of a statement as the driver got it: a string (PGlite) or node-postgres' config. */
const textOf = (statement: unknown) => (typeof statement === 'string' ? statement : (statement as { text: string }).text);

/**
 * A run's values: the distinct arrays of ids among all but the last (the statement repeats the
 * one array for each of its parts) and the last, the flag for active products.
 */
const idArraysAndFlag = (values: unknown[]) => [[...new Set(values.slice(0, -1).map((value) => JSON.stringify(value)))].map((value) => JSON.parse(value)), values.at(-1)];

/** The literal values of PGlite's `execute name(...)` (an array literal holds no spaces). */
function executed(name: string, text: string): string[] {
  const args = new RegExp(`^execute ${name}\\((.*)\\)$`).exec(text)?.[1];
  if (args === undefined) throw new Error(`not an execute of ${name}: ${text}`);
  return args.split(', ');
}

/** Only the statement loading whole products reads the FAQs. */
const loadsProducts = (text: string) => text.includes('from faqs');

describe.each(DB_KINDS)('listing efficiency on %s', (kind) => {
  let shop: TestApp;
  let ids: CatalogueIds;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    ids = await insertListingCatalogue(shop.database.db);
    // Started (its search index loaded), and the statement loading products prepared (once per
    // database), before anything is counted.
    await shop.app.ready();
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?slug=salmon-kibble' });
  });

  afterAll(async () => {
    await shop.close();
  });

  const session = () => (shop.database.db as unknown as { session: CountingSession }).session;

  /**
   * What `run` makes Drizzle build (the texts its session prepares) and send: every statement
   * run outside a transaction, select builders, prepared statements and raw SQL alike, goes to
   * the driver's `query` (the pool's on PostgreSQL, PGlite's own).
   */
  async function statementsDuring(run: () => Promise<void>) {
    const built = jest.spyOn(session(), 'prepareQuery');
    const sent = jest.spyOn(session().client, 'query');
    try {
      await run();
      return {
        built: built.mock.calls.map(([query]) => query.sql),
        sent: sent.mock.calls.map(([statement, values]) => ({ text: textOf(statement), name: (statement as { name?: string }).name, values })),
      };
    } finally {
      built.mockRestore();
      sent.mockRestore();
    }
  }

  async function statementsOf(url: string, method: 'GET' | 'POST' = 'GET', payload?: object): Promise<{ statements: number; body: ProductList }> {
    let body: ProductList | undefined;
    const { sent } = await statementsDuring(async () => {
      const res = await shop.app.inject({ method, url, payload });
      expect(res.statusCode).toBe(200);
      body = res.json();
    });
    return { statements: sent.length, body: body as ProductList };
  }

  it('loads a page of 24 products in as many statements as a page of one', async () => {
    const full = await statementsOf('/api/product/productlist');
    expect(full.body.products).toHaveLength(24);
    const single = await statementsOf('/api/product/productlist?brid=1&term=rope');
    expect(single.body.products).toHaveLength(1);
    // page ids, count, products with everything hanging off them
    expect(full.statements).toBe(3);
    // The same three, plus the typo look-ups a term makes when it finds fewer than three products
    // (the vocabulary's corrections, then the names): a fixed number, not one per product.
    expect(single.statements).toBe(5);
    // a category adds the look-up of its subtree
    expect((await statementsOf('/api/product/productlist?cid=5')).statements).toBe(4);
    expect((await statementsOf('/api/product/productlist?slug=rope-tug')).statements).toBe(2);
  });

  it('builds the statement loading products once, later pages sending only their ids', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?cid=4' });
    const { built, sent } = await statementsDuring(async () => {
      for (const url of ['/api/product/productlist', '/api/product/productlist?p=2', '/api/product/productlist?cid=5']) {
        expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
    });
    // On PGlite the statement is built on a database of its own (prepared-statements.ts), which
    // `built` does not see; there a second build would show as a second PREPARE, below.
    expect(built.filter(loadsProducts)).toEqual([]);
    if (kind === 'postgres') {
      const runs = sent.filter(({ text }) => loadsProducts(text));
      // node-postgres parses a named statement once per connection; each run sends the page's
      // ids as one array (repeated for each part of the statement), not a parameter per product.
      expect(runs.map(({ name }) => name)).toEqual(Array(3).fill('product_rows_active'));
      for (const { values } of runs) expect(idArraysAndFlag(values as unknown[])).toEqual([[expect.arrayContaining([expect.any(Number)])], true]);
    } else {
      // PGlite has it PREPAREd (by the warm-up above) and EXECUTEs it with the page's ids.
      expect(sent.filter(({ text }) => loadsProducts(text) || text.startsWith('prepare'))).toEqual([]);
      const runs = sent.filter(({ text }) => text.startsWith('execute product_rows_active('));
      expect(runs).toHaveLength(3);
      for (const { text, values } of runs) {
        expect(idArraysAndFlag(executed('product_rows_active', text))).toEqual([[expect.stringMatching(/^'\{\d+(,\d+)*\}'$/)], 'true']);
        expect(values).toEqual([]);
      }
    }
  });

  it("builds the statement of the suggestions' product cards once too", async () => {
    const cardsOf = async (slugs: string[]) => (await loadProductCards(shop.database.db, slugs.map((slug) => ids[slug]), retailView())).map((card) => card.slug);
    await cardsOf(['salmon-kibble']);
    const { built, sent } = await statementsDuring(async () => {
      expect(await cardsOf(['rope-tug', 'salmon-kibble'])).toEqual(['rope-tug', 'salmon-kibble']);
      expect(await cardsOf(['rope-tug'])).toEqual(['rope-tug']);
    });
    expect(built).toEqual([]);
    const both = [ids['rope-tug'], ids['salmon-kibble']];
    if (kind === 'postgres') {
      expect(sent.map(({ name }) => name)).toEqual(['product_card_rows', 'product_card_rows']);
      expect(sent.map(({ values }) => idArraysAndFlag(values as unknown[]))).toEqual([[[both], true], [[[ids['rope-tug']]], true]]);
    } else {
      expect(sent.map(({ text }) => idArraysAndFlag(executed('product_card_rows', text)))).toEqual([
        [[`'{${both.join(',')}}'`], 'true'],
        [[`'{${ids['rope-tug']}}'`], 'true'],
      ]);
    }
  });

  it('keeps each form of the statement apart (active only or all, with or without tiers)', async () => {
    const retired = ids['retired-bowl'];
    const tiersOf = (rows: ProductRow[]) => rows.flatMap((row) => row.variants.map((variant) => variant.tiers));
    for (let round = 0; round < 2; round += 1) {
      expect(await loadProductRows(shop.database.db, [retired])).toEqual([]);
      expect((await loadProductRows(shop.database.db, [retired], false)).map((row) => row.id)).toEqual([retired]);
      const kibble = [ids[SALMON_KIBBLE.slug]];
      expect(tiersOf(await loadProductRows(shop.database.db, kibble, true, true))).toEqual(Array(SALMON_KIBBLE.variants.length).fill(expect.any(Array)));
      expect(tiersOf(await loadProductRows(shop.database.db, kibble))).toEqual(Array(SALMON_KIBBLE.variants.length).fill(undefined));
    }
  });

  it('answers each product once with its lists whole however often it is asked, and empty lists where it has no rows', async () => {
    const kibble = ids[SALMON_KIBBLE.slug];
    const retired = ids['retired-bowl'];
    const rows = await loadProductRows(shop.database.db, [kibble, retired, kibble, retired], false, true);
    expect(rows.map((row) => row.id).sort()).toEqual([kibble, retired].sort());
    const [salmon] = rows.filter((row) => row.id === kibble);
    expect(salmon.images).toEqual(SALMON_KIBBLE.images);
    expect(salmon.variants.map((variant) => variant.sku)).toEqual(SALMON_KIBBLE.variants.map((variant) => variant.sku));
    expect(salmon.variants.map((variant) => variant.attributes.length)).toEqual(SALMON_KIBBLE.variants.map((variant) => variant.attributeIds.length));
    const [bowl] = rows.filter((row) => row.id === retired);
    expect({ images: bowl.images, reviews: bowl.reviews, faqs: bowl.faqs, tabs: bowl.tabs }).toEqual({ images: [], reviews: [], faqs: [], tabs: [] });
    // Its one article has no attributes and no tiers.
    expect(bowl.variants).toEqual([expect.objectContaining({ attributes: [], tiers: [] })]);
    expect(bowl.categories).toHaveLength(1);
  });

  it('loads products inside a transaction as that transaction sees them', async () => {
    const id = ids[SALMON_KIBBLE.slug];
    let inside: string | undefined;
    const ended = await shop.database.db.transaction(async (tx) => {
      await tx.update(products).set({ name: 'Salmon Kibble Renamed' }).where(eq(products.id, id));
      [{ name: inside }] = await loadProducts(tx, [id], retailView());
      tx.rollback();
    }).catch((error: unknown) => error);
    expect(ended).toBeInstanceOf(TransactionRollbackError);
    expect(inside).toBe('Salmon Kibble Renamed');
    const [after] = await loadProducts(shop.database.db, [id], retailView());
    expect(after.name).toBe(SALMON_KIBBLE.name);
  });

  it('answers a guest wishlist of any length in a fixed number of statements', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const all = await statementsOf('/api/product/wishlist', 'POST', { localwish: JSON.stringify(ids) });
    expect(all.body.count).toBe(ACTIVE_COUNT);
    const one = await statementsOf('/api/product/wishlist', 'POST', { localwish: '[1]' });
    expect(one.body.count).toBe(1);
    expect(all.statements).toBe(one.statements);
  });

  it('sanitizes each stored text once and serves repeats from the cache', async () => {
    clearSanitizerCaches();
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?cid=4' });
    const first = sanitizerCacheStats();
    expect(first.rich.misses).toBeGreaterThan(0);
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?cid=4' });
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?slug=salmon-kibble' });
    const after = sanitizerCacheStats();
    expect(after.rich.misses).toBe(first.rich.misses);
    expect(after.rich.hits).toBeGreaterThan(first.rich.hits);
  });
});
