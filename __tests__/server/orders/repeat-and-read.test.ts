import { type TestApp, buildTestApp } from '../../support/test-app';
import { DB_KINDS, resetTestDatabase } from '../../support/test-db';
import { type TestCatalogue, addCatalogue } from '../cart/catalogue';
import { type Client, type TestCustomer, addCustomer, client } from '../cart/shop-fixtures';
import { cartLineCount, orderRows, stockOf } from './order-fixtures';

describe.each(DB_KINDS)('repeated submits of POST /api/order/add (%s)', (kind) => {
  let shop: TestApp;
  let api: Client;
  let cat: TestCatalogue;
  let buyer: TestCustomer;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    api = client(shop.app);
  });
  afterAll(async () => shop.close());
  beforeEach(async () => {
    await resetTestDatabase(shop.database);
    cat = await addCatalogue(shop.database.db);
    buyer = await addCustomer(shop.database.db);
  });

  const add = (aid: number, count: number, token = buyer.token) => api.post('/api/cart/addtocart', { aid, count }, token);
  const delivery = { address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', note: 'Deliver before noon' };
  const order = (body: unknown = delivery, token = buyer.token, headers: Record<string, string> = {}) =>
    api.post('/api/order/add', body, token, headers);
  const db = () => shop.database.db;

  it('gives one order for a repeated Idempotency-Key, even after the cart changed', async () => {
    await add(cat.kibble.small, 2);
    const key = { 'idempotency-key': 'invoice-7f3a' };
    const first = (await order(delivery, buyer.token, key)).json();
    expect(first.status).toBe(1);
    await add(cat.harness.red, 1);
    const again = (await order(delivery, buyer.token, key)).json();
    expect(again).toEqual(first);
    expect(await orderRows(db())).toHaveLength(1);
    expect(await stockOf(db(), cat.kibble.small)).toBe(18);
    expect(await cartLineCount(db())).toBe(1);
    const next = (await order(delivery, buyer.token, { 'idempotency-key': 'invoice-7f3b' })).json();
    expect(next.order.order_id).not.toBe(first.order.order_id);
  });

  it('scopes Idempotency-Keys to the customer who sent them', async () => {
    const other = await addCustomer(shop.database.db, 'Omar Nasser', null);
    const key = { 'idempotency-key': 'same-key' };
    await add(cat.kibble.small, 1);
    await add(cat.harness.red, 1, other.token);
    const mine = (await order(delivery, buyer.token, key)).json().order;
    const theirs = (await order(delivery, other.token, key)).json().order;
    expect(theirs.order_id).not.toBe(mine.order_id);
    expect(theirs).toMatchObject({ customer_name: 'Omar Nasser', mobile: null, details: [expect.objectContaining({ product_name: 'Reflective Harness' })] });
  });

  it('gives one order for a double click on Register Invoice, and a new one once the cart changes', async () => {
    await add(cat.kibble.small, 2);
    const first = (await order()).json();
    const second = (await order()).json();
    expect(second).toEqual(first);
    expect(await orderRows(db())).toHaveLength(1);
    await add(cat.kibble.small, 1);
    const third = (await order()).json();
    expect(third.status).toBe(1);
    expect(third.order.order_id).not.toBe(first.order.order_id);
    expect(await stockOf(db(), cat.kibble.small)).toBe(17);
  });
});

describe.each(DB_KINDS)('reading orders (%s)', (kind) => {
  let shop: TestApp;
  let api: Client;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    api = client(shop.app);
  });
  afterAll(async () => shop.close());

  it('lists a customer\'s own orders newest first and answers 404 for anyone else\'s', async () => {
    const cat = await addCatalogue(shop.database.db);
    const first = await addCustomer(shop.database.db);
    const second = await addCustomer(shop.database.db, 'Omar Nasser');
    const placeWith = async (who: TestCustomer, aid: number) => {
      await api.post('/api/cart/addtocart', { aid, count: 1 }, who.token);
      return (await api.post('/api/order/add', { address: 'Deira' }, who.token)).json().order;
    };
    const a1 = await placeWith(first, cat.kibble.small);
    const a2 = await placeWith(first, cat.harness.red);
    const b1 = await placeWith(second, cat.kibble.large);
    expect((await api.get('/api/order/orderslist', first.token)).json()).toEqual({ status: 1, orders: [a2, a1] });
    expect((await api.get('/api/order/orderslist', second.token)).json()).toEqual({ status: 1, orders: [b1] });

    expect((await api.get(`/api/order/${a1.order_id}`, first.token)).json()).toEqual({ status: 1, order: a1 });
    for (const id of [a1.order_id, a2.order_id]) {
      const peek = await api.get(`/api/order/${id}`, second.token);
      expect(peek.statusCode).toBe(404);
      expect(peek.json()).toEqual({ status: 0, message: 'Not found' });
    }
    expect((await api.get('/api/order/999999', first.token)).statusCode).toBe(404);
    expect((await api.get('/api/order/3000000000', first.token)).statusCode).toBe(404);
    expect((await api.get('/api/order/latest', first.token)).statusCode).toBe(400);

    const fresh = await addCustomer(shop.database.db, 'Sara Ali');
    expect((await api.get('/api/order/orderslist', fresh.token)).json()).toEqual({ status: 1, orders: [] });
  });
});
