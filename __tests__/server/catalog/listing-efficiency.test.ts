// A listing costs a fixed number of statements whatever the page holds (no query per
// product), and sanitizing the same stored texts again is served from the cache.
import type { ProductList } from '../../../src/shared/api-types';
import { clearSanitizerCaches, sanitizerCacheStats } from '../../../src/server/services/html-sanitize';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { ACTIVE_COUNT, insertListingCatalogue } from './listing-catalogue';

interface CountingSession { prepareQuery: (...args: unknown[]) => unknown }

describe.each(DB_KINDS)('listing efficiency on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    await insertListingCatalogue(shop.database.db);
    // Started (its search index loaded) before anything is counted.
    await shop.app.ready();
  });

  afterAll(async () => {
    await shop.close();
  });

  /** Every statement Drizzle sends, select builders and raw SQL alike, is prepared by the session. */
  async function statementsOf(url: string, method: 'GET' | 'POST' = 'GET', payload?: object): Promise<{ statements: number; body: ProductList }> {
    const session = (shop.database.db as unknown as { session: CountingSession }).session;
    const spy = jest.spyOn(session, 'prepareQuery');
    try {
      const res = await shop.app.inject({ method, url, payload });
      expect(res.statusCode).toBe(200);
      return { statements: spy.mock.calls.length, body: res.json() };
    } finally {
      spy.mockRestore();
    }
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
