import { sql } from 'drizzle-orm';
import { cartLines, carts, compareItems, variants, wishlistItems } from '../../../src/server/db/schema';
import { MAX_CART_COUNT, MAX_CART_LINES, MAX_SAVED_PRODUCTS } from '../../../src/shared/constants';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from './shop-app';
import { addCustomer, addProduct } from './shop-fixtures';

type Line = { aid: number; count: number };
const lines = (cart: { items: Line[] }) => cart.items.map((i) => [i.aid, i.count]);

describe.each(DB_KINDS)('POST /api/customer/updatecart (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  const merge = (body: unknown, token = t.buyer.token) => t.api.post('/api/customer/updatecart', body, token);

  it('merges the guest cart into the saved one: the larger count wins, unknown and inactive articles are dropped', async () => {
    await t.add(t.cat.kibble.small, 5);
    await t.add(t.cat.harness.red, 1);
    const res = await merge({
      cart: [
        { aid: t.cat.kibble.small, count: 3 }, { aid: t.cat.harness.red, count: 4 }, { aid: t.cat.kibble.large, count: 1 },
        { aid: 999_999, count: 1 }, { aid: t.cat.retired.aid, count: 1 }, { aid: t.cat.kibble.large, count: 2 }, { aid: -5, count: 1 },
      ],
      wish: [],
      compare: [],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(lines(body.cart)).toEqual([[t.cat.kibble.small, 5], [t.cat.harness.red, 4], [t.cat.kibble.large, 2]]);
    // B2B prices: 5 x 39.00 + 4 x 89.00 + 2 x 150.00
    expect(body.cart.total).toBe(851);
    expect(lines((await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart)).toEqual(lines(body.cart));
  });

  it('creates the saved cart for a first login and takes the guest order of lines', async () => {
    const body = (await merge({ cart: [{ aid: t.cat.harness.red, count: 2 }, { aid: t.cat.kibble.small, count: 1 }, { aid: t.cat.kibble.large, count: 0 }] })).json();
    expect(lines(body.cart)).toEqual([[t.cat.harness.red, 2], [t.cat.kibble.small, 1]]);
    expect(await t.db.select().from(carts)).toHaveLength(1);
  });

  it('adds the guest wishlist and compare list to the saved ones (existing products on sale only)', async () => {
    const { db } = t;
    await db.insert(wishlistItems).values({ customerId: t.buyer.id, productId: t.cat.kibble.productId });
    const body = (await merge({
      cart: [],
      wish: [t.cat.harness.productId, t.cat.kibble.productId, 999_999, t.cat.retired.productId, t.cat.harness.productId, 0],
      compare: [t.cat.kibble.productId, 3_000_000_000],
    })).json();
    expect(body).toEqual({
      status: 1,
      cart: { items: [], count: 0, total: 0, version: expect.any(Number) },
      wish: [t.cat.kibble.productId, t.cat.harness.productId],
      compare: [t.cat.kibble.productId],
    });
    expect(await db.select().from(wishlistItems)).toHaveLength(2);
  });

  it('answers with the saved lists when the guest had nothing, and accepts lists left out', async () => {
    await t.add(t.cat.kibble.small, 2);
    const body = (await merge({})).json();
    expect(body).toMatchObject({ status: 1, wish: [], compare: [] });
    expect(lines(body.cart)).toEqual([[t.cat.kibble.small, 2]]);
  });

  it(`keeps the saved lines first when the merge would pass ${MAX_CART_LINES} lines`, async () => {
    const { db } = t;
    const { productId } = await addProduct(db, { slug: 'many', name: 'Many', images: [], variants: [] });
    const made = await db.insert(variants)
      .values(Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ productId, sku: `M-${i}`, stock: 1, priceFils: 100 })))
      .returning({ id: variants.id });
    const [cart] = await db.insert(carts).values({ customerId: t.buyer.id }).returning();
    await db.insert(cartLines).values(made.map((v) => ({ cartId: cart.id, variantId: v.id, count: 1 })));
    const body = (await merge({ cart: [{ aid: t.cat.harness.red, count: 1 }, { aid: t.cat.kibble.small, count: 1 }, { aid: made[0].id, count: 9 }] })).json();
    expect(body.cart.count).toBe(MAX_CART_LINES);
    const counts = new Map(lines(body.cart).map(([aid, count]) => [aid, count]));
    expect(counts.get(t.cat.harness.red)).toBe(1);
    expect(counts.has(t.cat.kibble.small)).toBe(false);
    expect(counts.get(made[0].id)).toBe(9);
  });

  it.each([
    ['a fractional count', { cart: [{ aid: 1, count: 1.5 }] }, /count/],
    ['a count over the cap', { cart: [{ aid: 1, count: MAX_CART_COUNT + 1 }] }, /at most 10000/],
    ['an entry without aid', { cart: [{ count: 1 }] }, /aid/],
    ['an entry with a price', { cart: [{ aid: 1, count: 1, price: 1 }] }, /price/],
    ['too many lines', { cart: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ aid: i + 1, count: 1 })) }, /at most 200/],
    ['a wishlist of text', { wish: ['a'] }, /wish/],
    ['a compare list that is no list', { compare: { id: 5 } }, /compare/],
    ['too many wished products', { wish: Array.from({ length: MAX_SAVED_PRODUCTS + 1 }, (_, i) => i + 1) }, /at most 500/],
    ['an unknown field', { cart: [], basket: [] }, /basket/],
  ])('answers 400 for %s and writes nothing', async (_case, body, message) => {
    const res = await merge(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: expect.stringMatching(message) });
    expect(await t.db.select().from(carts)).toHaveLength(0);
  });

  it('writes nothing at all when the merge fails half way', async () => {
    const { db } = t;
    await db.execute(sql`create function refuse_compare() returns trigger language plpgsql as $$
      begin raise exception 'compare list unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_compare before insert on compare_items for each row execute function refuse_compare()`);
    try {
      const res = await merge({ cart: [{ aid: t.cat.kibble.small, count: 1 }], wish: [t.cat.kibble.productId], compare: [t.cat.harness.productId] });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 0, message: 'Error' });
      expect(await db.select().from(cartLines)).toHaveLength(0);
      expect(await db.select().from(wishlistItems)).toHaveLength(0);
      expect(await db.select().from(compareItems)).toHaveLength(0);
    } finally {
      await db.execute(sql`drop trigger refuse_compare on compare_items`);
      await db.execute(sql`drop function refuse_compare()`);
    }
  });

  it('answers 401 without a token and merges into the caller\'s lists only', async () => {
    expect((await merge({ cart: [] }, '')).statusCode).toBe(401);
    const other = await addCustomer(t.db, 'Omar Nasser');
    await t.add(t.cat.kibble.large, 3, other.token);
    const mine = (await merge({ cart: [{ aid: t.cat.kibble.large, count: 1 }] })).json();
    expect(lines(mine.cart)).toEqual([[t.cat.kibble.large, 1]]);
    expect(lines((await t.api.get('/api/cart/cartlist', other.token)).json().cart)).toEqual([[t.cat.kibble.large, 3]]);
  });
});
