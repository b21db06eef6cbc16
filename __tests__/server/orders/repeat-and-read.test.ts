import { DB_KINDS } from '../../support/test-db';
import { DELIVERY, useShopApp } from '../cart/shop-app';
import { type TestCustomer, addCustomer } from '../cart/shop-fixtures';
import { cartLineCount, orderRows, stockOf } from './order-fixtures';

describe.each(DB_KINDS)('repeated submits of POST /api/order/add (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });


  it('gives one order for a repeated Idempotency-Key, even after the cart changed', async () => {
    await t.add(t.cat.kibble.small, 2);
    const key = { 'idempotency-key': 'invoice-7f3a' };
    const first = (await t.order(DELIVERY, t.buyer.token, key)).json();
    expect(first.status).toBe(1);
    await t.add(t.cat.harness.red, 1);
    const again = (await t.order(DELIVERY, t.buyer.token, key)).json();
    expect(again).toEqual(first);
    expect(await orderRows(t.db)).toHaveLength(1);
    expect(await stockOf(t.db, t.cat.kibble.small)).toBe(18);
    expect(await cartLineCount(t.db)).toBe(1);
    const next = (await t.order(DELIVERY, t.buyer.token, { 'idempotency-key': 'invoice-7f3b' })).json();
    expect(next.order.order_id).not.toBe(first.order.order_id);
  });

  it('scopes Idempotency-Keys to the customer who sent them', async () => {
    const other = await addCustomer(t.db, 'Omar Nasser', null);
    const key = { 'idempotency-key': 'same-key' };
    await t.add(t.cat.kibble.small, 1);
    await t.add(t.cat.harness.red, 1, other.token);
    const mine = (await t.order(DELIVERY, t.buyer.token, key)).json().order;
    const theirs = (await t.order(DELIVERY, other.token, key)).json().order;
    expect(theirs.order_id).not.toBe(mine.order_id);
    expect(theirs).toMatchObject({ customer_name: 'Omar Nasser', mobile: null, details: [expect.objectContaining({ product_name: 'Reflective Harness' })] });
  });

  it('gives one order for a double click on Register Invoice, and a new one once the cart changes', async () => {
    await t.add(t.cat.kibble.small, 2);
    const first = (await t.order()).json();
    const second = (await t.order()).json();
    expect(second).toEqual(first);
    expect(await orderRows(t.db)).toHaveLength(1);
    await t.add(t.cat.kibble.small, 1);
    const third = (await t.order()).json();
    expect(third.status).toBe(1);
    expect(third.order.order_id).not.toBe(first.order.order_id);
    expect(await stockOf(t.db, t.cat.kibble.small)).toBe(17);
  });
});

describe.each(DB_KINDS)('reading orders (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true });

  it('lists a customer\'s own orders newest first and answers 404 for anyone else\'s', async () => {
    const first = await addCustomer(t.db);
    const second = await addCustomer(t.db, 'Omar Nasser');
    const placeWith = async (who: TestCustomer, aid: number) => {
      await t.api.post('/api/cart/addtocart', { aid, count: 1 }, who.token);
      return (await t.api.post('/api/order/add', { address: 'Deira' }, who.token)).json().order;
    };
    const a1 = await placeWith(first, t.cat.kibble.small);
    const a2 = await placeWith(first, t.cat.harness.red);
    const b1 = await placeWith(second, t.cat.kibble.large);
    expect((await t.api.get('/api/order/orderslist', first.token)).json()).toEqual({ status: 1, orders: [a2, a1] });
    expect((await t.api.get('/api/order/orderslist', second.token)).json()).toEqual({ status: 1, orders: [b1] });

    expect((await t.api.get(`/api/order/${a1.order_id}`, first.token)).json()).toEqual({ status: 1, order: a1 });
    for (const id of [a1.order_id, a2.order_id]) {
      const peek = await t.api.get(`/api/order/${id}`, second.token);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toEqual({ status: 0, message: 'Not found' });
    }
    expect((await t.api.get('/api/order/999999', first.token)).statusCode).toBe(404);
    expect((await t.api.get('/api/order/3000000000', first.token)).statusCode).toBe(404);
    expect((await t.api.get('/api/order/latest', first.token)).statusCode).toBe(400);

    const fresh = await addCustomer(t.db, 'Sara Ali');
    expect((await t.api.get('/api/order/orderslist', fresh.token)).json()).toEqual({ status: 1, orders: [] });
  });
});
