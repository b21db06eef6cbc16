import { sql } from 'drizzle-orm';
import { PRODUCTLIST_MESSAGES } from '../../../src/server/routes/product/productlist';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { insertListingCatalogue } from './listing-catalogue';

const BAD_QUERIES: Array<[string, string]> = [
  ['p=0', 'The query parameter "p" must be at least 1.'],
  ['p=-2', 'The query parameter "p" must be at least 1.'],
  ['p=abc', 'The query parameter "p" must be a whole number.'],
  ['p=1.5', 'The query parameter "p" must be a whole number.'],
  ['p=', 'The query parameter "p" must be a whole number.'],
  ['p=100001', 'The query parameter "p" must be at most 100000.'],
  ['cid=0', 'The query parameter "cid" must be at least 1.'],
  ['cid=-4', 'The query parameter "cid" must be at least 1.'],
  ['cid=dog', 'The query parameter "cid" must be a whole number.'],
  ['cid=2147483648', 'The query parameter "cid" must be at most 2147483647.'],
  ['cid=4&cid=5', 'The query parameter "cid" must be a whole number.'],
  ['mid=0', 'The query parameter "mid" must be at least 1.'],
  ['mid=new', 'The query parameter "mid" must be a whole number.'],
  ['brid=-1', 'The query parameter "brid" must be at least 1.'],
  ['brid=2.5', 'The query parameter "brid" must be a whole number.'],
  ['cid=4&mid=1', PRODUCTLIST_MESSAGES.oneFilter],
  ['cid=4&brid=1', PRODUCTLIST_MESSAGES.oneFilter],
  ['mid=1&brid=1', PRODUCTLIST_MESSAGES.oneFilter],
  ['cid=4&mid=1&brid=1&term=salmon', PRODUCTLIST_MESSAGES.oneFilter],
  ['slug=rope-tug&cid=4', PRODUCTLIST_MESSAGES.slugAlone],
  ['slug=rope-tug&term=rope', PRODUCTLIST_MESSAGES.slugAlone],
  ['slug=rope-tug&p=1', PRODUCTLIST_MESSAGES.slugAlone],
  ['slug=', 'The query parameter "slug" must not be empty.'],
  ['lng=%3Cscript%3E', 'The query parameter "lng" has an invalid format.'],
  ['lng=english-language', 'The query parameter "lng" has an invalid format.'],
  ['page=2', 'The query parameter "page" is not allowed.'],
  ['term=a%00b', PRODUCTLIST_MESSAGES.controlCharacters('term')],
  ['term=line%0Abreak', PRODUCTLIST_MESSAGES.controlCharacters('term')],
  ['slug=rope%00tug', PRODUCTLIST_MESSAGES.controlCharacters('slug')],
  [`term=${'a'.repeat(101)}`, 'The query parameter "term" must be at most 100 characters long.'],
  [`term=${'salmon%20'.repeat(1500)}`, 'The query parameter "term" must be at most 100 characters long.'],
];

describe.each(DB_KINDS)('GET /api/product/productlist refuses bad parameters on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    await insertListingCatalogue(shop.database.db);
  });

  afterAll(async () => {
    await shop.close();
  });

  // Long queries are named by their length, not printed whole.
  const cases = BAD_QUERIES.map(([query, message]) => [query.length > 60 ? `${query.slice(0, 12)}... (${query.length} characters)` : query, query, message]);

  it.each(cases)('?%s answers 400', async (_label, query, message) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/product/productlist?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('accepts a term of exactly 100 characters, and languages such as en, ar and en-US', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/product/productlist?term=${'b'.repeat(100)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, products: [] });
    for (const lng of ['en', 'ar', 'en-US']) {
      const one = await shop.app.inject({ method: 'GET', url: `/api/product/productlist?slug=rope-tug&lng=${lng}` });
      expect(one.statusCode).toBe(200);
    }
  });

  it('changes nothing in the database, whatever it is asked', async () => {
    const snapshot = async () => (await shop.database.db.execute(sql`
      select (select count(*) from products)::int as products, (select count(*) from wishlist_items)::int as wishes,
             (select max(updated_at) from products) as touched`)).rows[0];
    const before = await snapshot();
    for (const [query] of BAD_QUERIES) await shop.app.inject({ method: 'GET', url: `/api/product/productlist?${query}` });
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?cid=4' });
    expect(await snapshot()).toEqual(before);
  });
});
