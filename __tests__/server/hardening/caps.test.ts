// The caps on cart lines, counts, addresses and saved lists hold, and a refused request changes
// nothing.
import { sql } from 'drizzle-orm';
import { cartLines, carts } from '../../../src/server/db/schema';
import { MAX_ADDRESSES, MAX_CART_COUNT, MAX_CART_LINES, MAX_SAVED_PRODUCTS } from '../../../src/shared/constants';
import { DB_KINDS } from '../../support/test-db';
import { addProduct } from '../cart/shop-fixtures';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';

describe.each(DB_KINDS)('caps on carts, addresses and lists on %s', (kind) => {
  let h: HardeningShop;
  let aids: number[];

  beforeAll(async () => {
    h = await hardeningShop(kind);
    const { db } = h.shop.database;
    const spec = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ sku: `CAP-${i}`, stock: 100, priceFils: 100 }));
    ({ aids } = await addProduct(db, { slug: 'cap-product', name: 'Cap product', variants: spec }));
    // The fuzz customer's cart is filled to the cap directly: 200 requests would only be slow.
    const [cart] = await db.insert(carts).values({ customerId: h.fuzzer.id }).returning();
    await db.insert(cartLines).values(aids.slice(0, MAX_CART_LINES).map((aid, i) => ({
      cartId: cart.id, variantId: aid, count: 1, createdAt: sql`now() + ${i}::int * interval '1 millisecond'`,
    })));
  });

  afterAll(async () => {
    await h.shop.close();
  });

  const lines = (n: number, count = 1) => aids.slice(0, n).map((aid) => ({ aid, count }));

  it('refuses a line beyond the cap and a count beyond the maximum, changing nothing', async () => {
    const before = await fingerprint(h.shop.database.db);
    const extra = await h.call('POST', '/api/cart/addtocart', { token: h.fuzzer.token, body: { aid: aids[MAX_CART_LINES], count: 1 } });
    expect(extra.json()).toEqual({ status: 0, message: `Your cart can hold at most ${MAX_CART_LINES} different products.` });
    const tooMany = await h.call('POST', '/api/cart/addtocart', { token: h.fuzzer.token, body: { aid: aids[0], count: MAX_CART_COUNT + 1 } });
    expect(tooMany.json()).toMatchObject({ status: 0 });
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
    // A line already in the full cart can still change.
    const changed = await h.call('POST', '/api/cart/addtocart', { token: h.fuzzer.token, body: { aid: aids[0], count: MAX_CART_COUNT } });
    expect(changed.json()).toMatchObject({ status: 1, cart: { count: MAX_CART_LINES } });
  });

  it('refuses guest carts, merges and wishlists over their caps with 400', async () => {
    const before = await fingerprint(h.shop.database.db);
    const guest = await h.call('POST', '/api/cart/cartlist', { body: { localcart: JSON.stringify(lines(MAX_CART_LINES + 1)) } });
    expect(guest.statusCode).toBe(400);
    const guestCount = await h.call('POST', '/api/cart/cartlist', { body: { localcart: JSON.stringify([{ aid: aids[0], count: MAX_CART_COUNT + 1 }]) } });
    expect(guestCount.statusCode).toBe(400);
    for (const body of [{ cart: lines(MAX_CART_LINES + 1) }, { cart: [{ aid: aids[0], count: MAX_CART_COUNT + 1 }] }, { wish: Array.from({ length: MAX_SAVED_PRODUCTS + 1 }, (_, i) => i + 1) }]) {
      const merged = await h.call('POST', '/api/customer/updatecart', { token: h.a.token, body });
      expect(merged.statusCode).toBe(400);
    }
    const wish = await h.call('POST', '/api/product/wishlist', { token: h.a.token, body: { localwish: JSON.stringify(Array.from({ length: MAX_SAVED_PRODUCTS + 1 }, (_, i) => i + 1)) } });
    expect(wish.statusCode).toBe(400);
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
    const atCap = await h.call('POST', '/api/cart/cartlist', { body: { localcart: JSON.stringify(lines(MAX_CART_LINES)) } });
    expect(atCap.json()).toMatchObject({ status: 1, cart: { count: MAX_CART_LINES } });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    for (let i = 1; i < MAX_ADDRESSES; i += 1) {
      const res = await h.call('POST', '/api/customer/addaddress', { token: h.b.token, body: { addressName: `Depot ${i}`, address: `Street ${i}` } });
      expect(res.json()).toMatchObject({ status: 1 });
    }
    const before = await fingerprint(h.shop.database.db);
    const over = await h.call('POST', '/api/customer/addaddress', { token: h.b.token, body: { addressName: 'One more', address: 'Street' } });
    expect(over.json()).toEqual({ status: 0, message: `You can keep at most ${MAX_ADDRESSES} addresses.` });
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });
});
