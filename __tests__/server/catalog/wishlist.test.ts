import type { ProductList } from '../../../src/shared/api-types';
import { PAGE_SIZE } from '../../../src/shared/constants';
import { wishlistItems } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { useWishlistApp } from './listing-app';

describe.each(DB_KINDS)('POST /api/product/wishlist on %s', (kind) => {
  const t = useWishlistApp(kind, { pending: true });
  const { post, wish, saved } = t;
  const slugsOf = (body: ProductList) => body.products.map((p) => p.slug);

  it('answers a guest with the listed products in list order, duplicates, unknown and inactive ids left out', async () => {
    const res = await post(wish('rope-tug', 'salmon-kibble', 'rope-tug', '999999', 'retired-bowl', 'value-pack'));
    expect(res.statusCode).toBe(200);
    const body: ProductList = res.json();
    expect(body.count).toBe(3);
    expect(slugsOf(body)).toEqual(['rope-tug', 'salmon-kibble', 'value-pack']);
    expect(body.products[1].product_attributes[0]).toMatchObject({ price: 45, b2b_price: null, b2b_sale_price: null });
    expect(await t.shop.database.db.select().from(wishlistItems)).toEqual([]);
  });

  it('answers an empty list with nothing', async () => {
    expect((await post('[]')).json()).toEqual({ count: 0, products: [] });
  });

  it('pages the answer with p, PAGE_SIZE.wishlist a page, and returns everything without it', async () => {
    const all = Object.keys(t.ids).filter((slug) => slug.startsWith('bulk-')).concat('feather-wand', 'plain-bowl');
    const list = JSON.stringify(all.map((slug) => t.ids[slug]));
    expect(PAGE_SIZE.wishlist).toBe(24);
    const everything: ProductList = (await post(list)).json();
    expect(everything.count).toBe(26);
    expect(slugsOf(everything)).toEqual(all);
    expect(slugsOf((await post(list, { query: '?p=1' })).json())).toEqual(all.slice(0, 24));
    expect((await post(list, { query: '?p=2' })).json()).toMatchObject({ count: 26, products: [{ slug: 'feather-wand' }, { slug: 'plain-bowl' }] });
    expect((await post(list, { query: '?p=3' })).json()).toEqual({ count: 26, products: [] });
  });

  it("makes a customer's list their saved wishlist, replacing the previous one, with B2B prices", async () => {
    const first = await post(wish('salmon-kibble', 'rope-tug', 'retired-bowl', '999999'), { token: t.buyer.token });
    expect(first.statusCode).toBe(200);
    expect(slugsOf(first.json())).toEqual(['salmon-kibble', 'rope-tug']);
    expect(first.json().products[0].product_attributes[0]).toMatchObject({ b2b_price: 36, b2b_sale_price: 32 });
    // Unknown ids are dropped; an inactive product stays saved and shows again once reactivated.
    expect(await saved(t.buyer.id)).toEqual([t.ids['salmon-kibble'], t.ids['rope-tug'], t.ids['retired-bowl']]);
    await post(wish('feather-wand', 'salmon-kibble'), { token: t.buyer.token });
    expect(await saved(t.buyer.id)).toEqual([t.ids['feather-wand'], t.ids['salmon-kibble']]);
    await post('[]', { token: t.buyer.token });
    expect(await saved(t.buyer.id)).toEqual([]);
  });

  it('saves nothing for guests and for tokens of accounts that are not active', async () => {
    await post(wish('salmon-kibble'), { token: t.buyer.token });
    for (const token of [undefined, t.pending.token, 'garbage-token']) {
      const res = await post(wish('rope-tug'), { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().products[0].product_attributes[0].b2b_price).toBeNull();
    }
    expect(await saved(t.buyer.id)).toEqual([t.ids['salmon-kibble']]);
    expect(await saved(t.pending.id)).toEqual([]);
  });

  it('keeps one whole list when two saves of the same customer race', async () => {
    const a = wish('salmon-kibble', 'rope-tug', 'feather-wand');
    const b = wish('value-pack', 'plain-bowl');
    const answers = await Promise.all([post(a, { token: t.buyer.token }), post(b, { token: t.buyer.token }), post(a, { token: t.buyer.token })]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect([JSON.parse(a), JSON.parse(b)]).toContainEqual(await saved(t.buyer.id));
  });
});
