import { eq } from 'drizzle-orm';
import { cartLines, carts, products, variants } from '../../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../../src/server/plugins/auth';
import { CART_MESSAGES } from '../../../src/server/services/cart/customer-cart';
import { MAX_CART_COUNT, MAX_CART_LINES } from '../../../src/shared/constants';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from './shop-app';
import { addCustomer, addProduct, staffToken } from './shop-fixtures';

type Line = { aid: number; count: number; price: number; sale_price: number | null; stock: number };
const lines = (cart: { items: Line[] }) => cart.items.map((i) => [i.aid, i.count]);

describe.each(DB_KINDS)('the customer cart (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  const cartOf = async (token = t.buyer.token) => (await t.api.get('/api/cart/cartlist', token)).json().cart;

  it('starts empty without creating a cart row', async () => {
    const res = await t.api.get('/api/cart/cartlist', t.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, cart: { items: [], count: 0, total: 0, version: 0 } });
    expect(await t.db.select().from(carts)).toHaveLength(0);
  });

  it('sets a line to the count sent, at B2B prices (retail when an article has none)', async () => {
    let res = await t.add(t.cat.kibble.large, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
    res = await t.add(t.cat.harness.red, 1);
    res = await t.add(t.cat.kibble.large, 4);
    const { cart } = res.json();
    expect(lines(cart)).toEqual([[t.cat.kibble.large, 4], [t.cat.harness.red, 1]]);
    expect(cart.items.map((i: Line) => [i.price, i.sale_price])).toEqual([[160, 150], [89, null]]);
    expect(cart.total).toBe(689);
    expect(await cartOf()).toEqual(cart);
  });

  it('answers each change with a later version, and the version its lines are at whoever asks', async () => {
    const first = (await t.add(t.cat.kibble.large, 2)).json().cart;
    const second = (await t.add(t.cat.harness.red, 1)).json().cart;
    const third = (await t.add(t.cat.kibble.large, 4)).json().cart;
    expect(first.version).toBeGreaterThan(0);
    expect(second.version).toBeGreaterThan(first.version);
    expect(third.version).toBeGreaterThan(second.version);
    // Asking for the same count again changes nothing, so the version stays.
    expect((await t.add(t.cat.kibble.large, 4)).json().cart.version).toBe(third.version);
    expect((await cartOf()).version).toBe(third.version);
    const removed = (await t.api.get(`/api/cart/remove?aid=${t.cat.harness.red}`, t.buyer.token)).json().cart;
    expect(removed.version).toBeGreaterThan(third.version);
    const cleared = (await t.api.post('/api/cart/clear', {}, t.buyer.token)).json().cart;
    expect(cleared.version).toBeGreaterThan(removed.version);
    expect((await cartOf()).version).toBe(cleared.version);
  });

  it('is not bounded by stock: the order checks stock', async () => {
    const { cart } = (await t.add(t.cat.harness.red, 500)).json();
    expect(cart.items[0]).toMatchObject({ count: 500, stock: 3 });
  });

  it('removes the line for a count of 0 or less', async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 1);
    expect(lines((await t.add(t.cat.kibble.small, 0)).json().cart)).toEqual([[t.cat.harness.red, 1]]);
    expect((await t.add(t.cat.harness.red, -3)).json()).toEqual({ status: 1, cart: { items: [], count: 0, total: 0, version: expect.any(Number) } });
    expect((await t.add(t.cat.harness.red, 0)).json().status).toBe(1);
  });

  it('answers status 0 and changes nothing for an unknown article, an inactive product or a count over the cap', async () => {
    await t.add(t.cat.kibble.small, 2);
    const before = await cartOf();
    for (const [aid, count, message] of [
      [999_999, 1, CART_MESSAGES.unknownArticle], [0, 1, CART_MESSAGES.unknownArticle], [3_000_000_000, 1, CART_MESSAGES.unknownArticle],
      [999_999, 0, CART_MESSAGES.unknownArticle], [t.cat.retired.aid, 1, CART_MESSAGES.unknownArticle],
      [t.cat.kibble.small, MAX_CART_COUNT + 1, CART_MESSAGES.tooMany],
    ] as const) {
      const res = await t.add(aid, count);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 0, message });
    }
    expect((await t.add(t.cat.kibble.small, MAX_CART_COUNT)).json().status).toBe(1);
    expect(lines(await cartOf())).toEqual([[t.cat.kibble.small, MAX_CART_COUNT]]);
    expect(before.items).toHaveLength(1);
  });

  it(`holds at most ${MAX_CART_LINES} lines but still changes the lines it has`, async () => {
    const { db } = t;
    const { productId } = await addProduct(db, { slug: 'many', name: 'Many', images: [], variants: [] });
    const made = await db.insert(variants)
      .values(Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId, sku: `M-${i}`, stock: 1, priceFils: 100 })))
      .returning({ id: variants.id });
    const many = { aids: made.map((v) => v.id) };
    await t.add(many.aids[0], 1);
    const [cart] = await db.select().from(carts);
    await db.insert(cartLines).values(many.aids.slice(1, MAX_CART_LINES - 1).map((variantId) => ({ cartId: cart.id, variantId, count: 1 })));
    expect((await t.add(many.aids[MAX_CART_LINES - 1], 1)).json().status).toBe(1);
    expect((await t.add(t.cat.kibble.small, 1)).json()).toEqual({ status: 0, message: CART_MESSAGES.fullCart });
    const res = (await t.add(many.aids[0], 7)).json();
    expect(res.status).toBe(1);
    expect(res.cart.count).toBe(MAX_CART_LINES);
    expect(res.cart.total).toBe(MAX_CART_LINES + 6);
  });

  it('shows a line whose product went off sale with nothing in stock, so it can be removed', async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.db.update(products).set({ active: false }).where(eq(products.id, t.cat.kibble.productId));
    const cart = await cartOf();
    expect(cart.items[0]).toMatchObject({ aid: t.cat.kibble.small, count: 2, stock: 0 });
    expect((await t.add(t.cat.kibble.small, 3)).json()).toEqual({ status: 0, message: CART_MESSAGES.unknownArticle });
    expect((await t.api.get(`/api/cart/remove?aid=${t.cat.kibble.small}`, t.buyer.token)).json().cart.count).toBe(0);
  });

  it('removes a line with GET /remove, and answers {status: 0} for a line that is absent', async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 1);
    const res = await t.api.get(`/api/cart/remove?aid=${t.cat.kibble.small}`, t.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(lines(res.json().cart)).toEqual([[t.cat.harness.red, 1]]);
    for (const aid of [t.cat.kibble.small, 999_999, 3_000_000_000]) {
      expect((await t.api.get(`/api/cart/remove?aid=${aid}`, t.buyer.token)).json()).toEqual({ status: 0 });
    }
    const stranger = await addCustomer(t.db, 'Omar Nasser');
    expect((await t.api.get(`/api/cart/remove?aid=${t.cat.harness.red}`, stranger.token)).json()).toEqual({ status: 0 });
  });

  it('answers 400 for ill-typed input', async () => {
    for (const body of [{ aid: 'x', count: 1 }, { aid: 1 }, { aid: 1, count: 1.5 }, { aid: 1, count: 1, price: 0 }]) {
      const res = await t.api.post('/api/cart/addtocart', body, t.buyer.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
    }
    for (const query of ['', '?aid=', '?aid=abc', '?aid=1.5']) {
      expect((await t.api.get(`/api/cart/remove${query}`, t.buyer.token)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
  });

  it('answers 401 without a valid token and 403 to staff on every customer cart call', async () => {
    const staff = await staffToken(t.db);
    const calls = [
      (token?: string) => t.api.get('/api/cart/cartlist', token),
      (token?: string) => t.api.post('/api/cart/addtocart', { aid: t.cat.kibble.small, count: 1 }, token),
      (token?: string) => t.api.get(`/api/cart/remove?aid=${t.cat.kibble.small}`, token),
    ];
    for (const call of calls) {
      expect((await call()).json()).toEqual({ status: 0, message: AUTH_MESSAGES.loginRequired });
      expect((await call('bad.token.here')).statusCode).toBe(401);
      expect((await call(staff)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
  });

  it('keeps each customer to their own cart', async () => {
    const other = await addCustomer(t.db, 'Omar Nasser');
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 1, other.token);
    await t.add(t.cat.kibble.small, 0, other.token);
    expect(lines(await cartOf())).toEqual([[t.cat.kibble.small, 2]]);
    expect(lines(await cartOf(other.token))).toEqual([[t.cat.harness.red, 1]]);
  });
});
