import { asc, eq } from 'drizzle-orm';
import type { ProductList } from '../../../src/shared/api-types';
import { PAGE_SIZE } from '../../../src/shared/constants';
import { wishlistItems } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { insertCustomer } from './fixtures';
import { type CatalogueIds, insertListingCatalogue } from './listing-catalogue';

describe.each(DB_KINDS)('POST /api/product/wishlist on %s', (kind) => {
  let shop: TestApp;
  let ids: CatalogueIds;
  let buyer: { id: number; token: string };
  let pending: { id: number; token: string };

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    ids = await insertListingCatalogue(shop.database.db);
    buyer = await insertCustomer(shop.database.db, 'buyer@pawscorner.ae');
    pending = await insertCustomer(shop.database.db, 'waiting@pawscorner.ae', 'pending');
  });

  beforeEach(async () => {
    await shop.database.db.delete(wishlistItems);
  });

  afterAll(async () => {
    await shop.close();
  });

  const post = (localwish: unknown, opts: { token?: string; query?: string; extra?: object } = {}) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/product/wishlist${opts.query ?? ''}`,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: { localwish, ...opts.extra },
    });
  const wish = (...slugs: string[]) => JSON.stringify(slugs.map((slug) => ids[slug] ?? Number(slug)));
  const slugsOf = (body: ProductList) => body.products.map((p) => p.slug);
  const saved = async (customerId: number) =>
    (await shop.database.db.select({ productId: wishlistItems.productId }).from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId)).orderBy(asc(wishlistItems.createdAt))).map((row) => row.productId);

  it('answers a guest with the listed products in list order, duplicates, unknown and inactive ids left out', async () => {
    const res = await post(wish('rope-tug', 'salmon-kibble', 'rope-tug', '999999', 'retired-bowl', 'value-pack'));
    expect(res.statusCode).toBe(200);
    const body: ProductList = res.json();
    expect(body.count).toBe(3);
    expect(slugsOf(body)).toEqual(['rope-tug', 'salmon-kibble', 'value-pack']);
    expect(body.products[1].product_attributes[0]).toMatchObject({ price: 45, b2b_price: null, b2b_sale_price: null });
    expect(await shop.database.db.select().from(wishlistItems)).toEqual([]);
  });

  it('answers an empty list with nothing', async () => {
    expect((await post('[]')).json()).toEqual({ count: 0, products: [] });
  });

  it('pages the answer with p, PAGE_SIZE.wishlist a page, and returns everything without it', async () => {
    const all = Object.keys(ids).filter((slug) => slug.startsWith('bulk-')).concat('feather-wand', 'plain-bowl');
    const list = JSON.stringify(all.map((slug) => ids[slug]));
    expect(PAGE_SIZE.wishlist).toBe(24);
    const everything: ProductList = (await post(list)).json();
    expect(everything.count).toBe(26);
    expect(slugsOf(everything)).toEqual(all);
    expect(slugsOf((await post(list, { query: '?p=1' })).json())).toEqual(all.slice(0, 24));
    expect((await post(list, { query: '?p=2' })).json()).toMatchObject({ count: 26, products: [{ slug: 'feather-wand' }, { slug: 'plain-bowl' }] });
    expect((await post(list, { query: '?p=3' })).json()).toEqual({ count: 26, products: [] });
  });

  it("makes a customer's list their saved wishlist, replacing the previous one, with B2B prices", async () => {
    const first = await post(wish('salmon-kibble', 'rope-tug', 'retired-bowl', '999999'), { token: buyer.token });
    expect(first.statusCode).toBe(200);
    expect(slugsOf(first.json())).toEqual(['salmon-kibble', 'rope-tug']);
    expect(first.json().products[0].product_attributes[0]).toMatchObject({ b2b_price: 36, b2b_sale_price: 32 });
    // Unknown ids are dropped; an inactive product stays saved and shows again once reactivated.
    expect(await saved(buyer.id)).toEqual([ids['salmon-kibble'], ids['rope-tug'], ids['retired-bowl']]);
    await post(wish('feather-wand', 'salmon-kibble'), { token: buyer.token });
    expect(await saved(buyer.id)).toEqual([ids['feather-wand'], ids['salmon-kibble']]);
    await post('[]', { token: buyer.token });
    expect(await saved(buyer.id)).toEqual([]);
  });

  it('saves nothing for guests and for tokens of accounts that are not active', async () => {
    await post(wish('salmon-kibble'), { token: buyer.token });
    for (const token of [undefined, pending.token, 'garbage-token']) {
      const res = await post(wish('rope-tug'), { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().products[0].product_attributes[0].b2b_price).toBeNull();
    }
    expect(await saved(buyer.id)).toEqual([ids['salmon-kibble']]);
    expect(await saved(pending.id)).toEqual([]);
  });

  it('keeps one whole list when two saves of the same customer race', async () => {
    const a = wish('salmon-kibble', 'rope-tug', 'feather-wand');
    const b = wish('value-pack', 'plain-bowl');
    const answers = await Promise.all([post(a, { token: buyer.token }), post(b, { token: buyer.token }), post(a, { token: buyer.token })]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect([JSON.parse(a), JSON.parse(b)]).toContainEqual(await saved(buyer.id));
  });
});
