import { eq, sql } from 'drizzle-orm';
import { products, variants } from '../../../src/server/db/schema';
import { ORDER_MESSAGES } from '../../../src/server/services/orders/place-order';
import { TEXT_LIMITS } from '../../../src/shared/constants';
import { effectivePrice } from '../../../src/shared/money';
import { DB_KINDS } from '../../support/test-db';
import { DELIVERY, useShopApp } from '../cart/shop-app';
import { staffToken } from '../cart/shop-fixtures';
import { cartLineCount, orderLineRows, orderRows, stockOf } from './order-fixtures';

describe.each(DB_KINDS)('POST /api/order/add (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  it('refuses an order whose prices changed since the cart was shown, answering the cart at the new prices, and writes nothing', async () => {
    await t.add(t.cat.kibble.small, 3);
    const shown = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    await t.db.update(variants).set({ b2bPriceFils: 3800 }).where(eq(variants.id, t.cat.kibble.small));
    const res = await t.order({ ...DELIVERY, total: shown.total });
    expect(res.statusCode).toBe(200);
    const now = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    expect(now.total).toBe(114);
    expect(res.json()).toEqual({ status: 0, message: ORDER_MESSAGES.totalChanged(114), cart: now });
    expect(ORDER_MESSAGES.totalChanged(114)).toBe('Your cart has changed since it was shown: the total is now AED 114.00. Please check your cart and register the invoice again.');
    expect(await orderRows(t.db)).toEqual([]);
    expect(await stockOf(t.db, t.cat.kibble.small)).toBe(20);
    expect(await cartLineCount(t.db)).toBe(1);
    // Sent again with the total now shown, it is placed at those prices.
    const placed = await t.order({ ...DELIVERY, total: 114 });
    expect(placed.json()).toMatchObject({ status: 1, order: { total: 114 } });
  });


  it('refuses an order when a line\'s price changed although the total did not, naming that line, and places it once the new prices were seen', async () => {
    await t.add(t.cat.kibble.small, 1);
    await t.add(t.cat.kibble.large, 1);
    const seen = (cart: { items: Array<{ aid: number; count: number; price: number; sale_price: number | null }> }) =>
      cart.items.map((item) => ({ aid: item.aid, count: item.count, price: effectivePrice(item.price, item.sale_price) }));
    const shown = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    // Five dirhams more on one line, five less on the other: the same total.
    await t.db.update(variants).set({ b2bPriceFils: sql`${variants.b2bPriceFils} + 500` }).where(eq(variants.id, t.cat.kibble.small));
    // (The large bag is on sale for customers: its B2B sale price is the one that counts.)
    await t.db.update(variants).set({ b2bSalePriceFils: sql`${variants.b2bSalePriceFils} - 500` }).where(eq(variants.id, t.cat.kibble.large));
    const now = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    expect(now.total).toBe(shown.total);
    const small = now.items.find((item: { aid: number }) => item.aid === t.cat.kibble.small);
    const res = await t.order({ ...DELIVERY, total: shown.total, lines: seen(shown) });
    expect(res.json()).toEqual({ status: 0, message: ORDER_MESSAGES.priceChanged('Salmon Kibble (2 kg)', small.price), cart: now });
    expect(ORDER_MESSAGES.priceChanged('Salmon Kibble (2 kg)', 43)).toBe(
      'The price of Salmon Kibble (2 kg) has changed since your cart was shown: it is now AED 43.00. Please check your cart and register the invoice again.',
    );
    expect(await orderRows(t.db)).toEqual([]);
    // Other counts or lines than the buyer saw: the cart changed.
    const moreOfOne = seen(now).map((line) => (line.aid === t.cat.kibble.small ? { ...line, count: 2 } : line));
    expect((await t.order({ ...DELIVERY, lines: moreOfOne })).json()).toMatchObject({ status: 0, message: ORDER_MESSAGES.totalChanged(now.total) });
    expect((await t.order({ ...DELIVERY, lines: seen(now).slice(1) })).json()).toMatchObject({ status: 0, message: ORDER_MESSAGES.totalChanged(now.total) });
    expect((await t.order({ ...DELIVERY, lines: [...seen(now), seen(now)[0]] })).json()).toMatchObject({ status: 0, message: ORDER_MESSAGES.totalChanged(now.total) });
    expect(await orderRows(t.db)).toEqual([]);
    // The lines now shown are ordered at those prices.
    const placed = await t.order({ ...DELIVERY, total: now.total, lines: seen(now) });
    expect(placed.json()).toMatchObject({ status: 1, order: { total: now.total } });
  });


  it('turns the cart into an order waiting for approval, at the B2B prices in the database', async () => {
    await t.add(t.cat.kibble.large, 2);
    await t.add(t.cat.harness.red, 1);
    await t.add(t.cat.kibble.small, 3);
    // The price in the database at the moment of ordering is what counts.
    await t.db.update(variants).set({ b2bPriceFils: 3800 }).where(eq(variants.id, t.cat.kibble.small));
    await t.db.update(variants).set({ vatCategory: 'Z' }).where(eq(variants.id, t.cat.harness.red));
    const res = await t.order();
    expect(res.statusCode).toBe(200);
    const placed = res.json().order;
    expect(res.json()).toEqual({ status: 1, order: placed });
    expect(placed).toEqual({
      order_id: expect.any(Number), customer_name: 'Layla Haddad', date: expect.any(String),
      address: 'Al Quoz Industrial 3, Dubai', postal_code: '12345', mobile: '+971501234567', state: 2,
      note: 'Deliver before noon', total: 503,
      details: [
        { product_name: 'Salmon Kibble', count: 2, unit_price: 150, attributes: [{ type: 2, value: null, type_name: 'Size', name: '10 kg' }] },
        {
          product_name: 'Reflective Harness', count: 1, unit_price: 89,
          attributes: [{ type: 1, value: '#d32f2f', type_name: 'Colour', name: 'Red' }, { type: 2, value: null, type_name: 'Size', name: 'M' }],
        },
        { product_name: 'Salmon Kibble', count: 3, unit_price: 38, attributes: [{ type: 2, value: null, type_name: 'Size', name: '2 kg' }] },
      ],
    });
    expect(new Date(placed.date).toISOString()).toBe(placed.date);
    expect([await stockOf(t.db, t.cat.kibble.large), await stockOf(t.db, t.cat.harness.red), await stockOf(t.db, t.cat.kibble.small)]).toEqual([3, 2, 17]);
    expect((await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart).toEqual({ items: [], count: 0, total: 0, version: expect.any(Number) });
    const [row] = await orderRows(t.db);
    expect(row).toMatchObject({ customerId: t.buyer.id, state: 2, totalFils: 50_300 });
    // Each line keeps its article's VAT category, for the invoice should the article go.
    expect((await orderLineRows(t.db)).map((l) => [l.sku, l.variantId, l.unitPriceFils, l.vatCategory])).toEqual([
      ['KIB-10', t.cat.kibble.large, 15_000, 'S'], ['HAR-RM', t.cat.harness.red, 8900, 'Z'], ['KIB-2', t.cat.kibble.small, 3800, 'S'],
    ]);
    expect((await t.api.get('/api/order/orderslist', t.buyer.token)).json()).toEqual({ status: 1, orders: [placed] });
  });

  it('keeps blank postal code and note as null, and accepts them left out', async () => {
    await t.add(t.cat.kibble.small, 1);
    const placed = (await t.order({ address: ' Deira ', postalCode: ' ', note: null })).json().order;
    expect(placed).toMatchObject({ address: 'Deira', postal_code: null, note: null });
    await t.add(t.cat.kibble.small, 1);
    expect((await t.order({ address: 'Deira' })).json().order).toMatchObject({ postal_code: null, note: null });
  });

  it('answers status 0 for an empty cart, whether the customer never had one or has just emptied it', async () => {
    expect((await t.order()).json()).toEqual({ status: 0, message: ORDER_MESSAGES.emptyCart });
    await t.add(t.cat.kibble.small, 1);
    await t.add(t.cat.kibble.small, 0);
    expect((await t.order()).json()).toEqual({ status: 0, message: ORDER_MESSAGES.emptyCart });
    expect(await orderRows(t.db)).toHaveLength(0);
  });

  it('answers status 0 for a blank address and changes nothing', async () => {
    await t.add(t.cat.kibble.small, 1);
    expect((await t.order({ ...DELIVERY, address: '   ' })).json()).toEqual({ status: 0, message: ORDER_MESSAGES.addressRequired });
    expect(await orderRows(t.db)).toHaveLength(0);
    expect(await cartLineCount(t.db)).toBe(1);
  });

  it('refuses the whole order when one line is over stock: no partial order, stock and cart untouched', async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 4);
    const res = await t.order();
    expect(res.json()).toEqual({ status: 0, message: ORDER_MESSAGES.overStock('Reflective Harness (Red / M)', 3) });
    expect(res.json().message).toBe('Only 3 of Reflective Harness (Red / M) left in stock. Please lower the count.');
    expect(await stockOf(t.db, t.cat.kibble.small)).toBe(20);
    expect(await stockOf(t.db, t.cat.harness.red)).toBe(3);
    expect(await orderRows(t.db)).toHaveLength(0);
    expect(await orderLineRows(t.db)).toHaveLength(0);
    expect(await cartLineCount(t.db)).toBe(2);
    await t.add(t.cat.harness.red, 3);
    expect((await t.order()).json().status).toBe(1);
    expect(await stockOf(t.db, t.cat.harness.red)).toBe(0);
  });

  it('names a line that is out of stock and a product taken off sale', async () => {
    await t.add(t.cat.kibble.large, 1);
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.id, t.cat.kibble.large));
    expect((await t.order()).json()).toEqual({ status: 0, message: ORDER_MESSAGES.outOfStock('Salmon Kibble (10 kg)') });
    await t.db.update(variants).set({ stock: 5 }).where(eq(variants.id, t.cat.kibble.large));
    await t.db.update(products).set({ active: false }).where(eq(products.id, t.cat.kibble.productId));
    expect((await t.order()).json()).toEqual({ status: 0, message: ORDER_MESSAGES.unavailable('Salmon Kibble') });
    expect(await stockOf(t.db, t.cat.kibble.large)).toBe(5);
    expect(await orderRows(t.db)).toHaveLength(0);
  });

  it('answers 400 for ill-typed input and bad Idempotency-Keys, writing nothing', async () => {
    await t.add(t.cat.kibble.small, 1);
    for (const body of [{}, { address: { line: 'x' } }, { ...DELIVERY, price: 1 }, { ...DELIVERY, total: -1 }, { ...DELIVERY, total: 'all' },
      { ...DELIVERY, lines: [{ aid: 1, count: 1 }] }, { ...DELIVERY, lines: [{ aid: 1, count: 0, price: 1 }] }, { ...DELIVERY, lines: [{ aid: 1, count: 1, price: -1 }] },
      { ...DELIVERY, lines: [{ aid: 1, count: 1, price: 1, name: 'x' }] }, { ...DELIVERY, lines: 'all' }, { ...DELIVERY, note: 'n'.repeat(TEXT_LIMITS.orderNote + 1) },
      { ...DELIVERY, address: 'a'.repeat(TEXT_LIMITS.address + 1) }]) {
      const res = await t.order(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
    }
    for (const key of ['', 'k'.repeat(TEXT_LIMITS.idempotencyKey + 1)]) {
      const res = await t.order(DELIVERY, t.buyer.token, { 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/idempotency-key/);
    }
    expect(await orderRows(t.db)).toHaveLength(0);
    expect(await cartLineCount(t.db)).toBe(1);
  });

  it('leaves no order behind when the transaction fails half way', async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 1);
    await t.db.execute(sql`create function refuse_line() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await t.db.execute(sql`create trigger refuse_line before insert on order_lines for each row execute function refuse_line()`);
    try {
      const res = await t.order();
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 0, message: 'Error' });
    } finally {
      await t.db.execute(sql`drop trigger refuse_line on order_lines`);
      await t.db.execute(sql`drop function refuse_line()`);
    }
    expect(await orderRows(t.db)).toHaveLength(0);
    expect(await orderLineRows(t.db)).toHaveLength(0);
    expect([await stockOf(t.db, t.cat.kibble.small), await stockOf(t.db, t.cat.harness.red)]).toEqual([20, 3]);
    expect(await cartLineCount(t.db)).toBe(2);
    expect((await t.order()).json().status).toBe(1);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const staff = await staffToken(t.db);
    expect((await t.order(DELIVERY, '')).statusCode).toBe(401);
    expect((await t.order(DELIVERY, staff)).statusCode).toBe(403);
    expect((await t.api.get('/api/order/orderslist')).statusCode).toBe(401);
    expect((await t.api.get('/api/order/orderslist', staff)).statusCode).toBe(403);
    expect((await t.api.get('/api/order/1')).statusCode).toBe(401);
  });
});
