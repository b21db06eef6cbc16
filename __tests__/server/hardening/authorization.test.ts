// Authorization sweep over every route the app answers: customer B, holding A's ids (cart
// lines, address, order, wishlist, order list), gets A's data from no customer route and changes none of
// it; a customer token is turned away from every back-office route and a staff token from every
// customer route, with nothing changed.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';
import { KNOWN_ROUTES, type KnownRoute, appRoutes, fillUrl, routeKey } from './route-table';

/** Everything of one customer: account, cart, addresses, orders, saved lists. */
async function ownedBy(db: Db, customerId: number): Promise<unknown[]> {
  const queries = [
    sql`select * from customers where id = ${customerId}`,
    sql`select * from carts where customer_id = ${customerId}`,
    sql`select l.* from cart_lines l join carts c on c.id = l.cart_id where c.customer_id = ${customerId} order by l.variant_id`,
    sql`select * from addresses where customer_id = ${customerId} order by id`,
    sql`select * from orders where customer_id = ${customerId} order by id`,
    sql`select l.* from order_lines l join orders o on o.id = l.order_id where o.customer_id = ${customerId} order by l.id`,
    sql`select * from wishlist_items where customer_id = ${customerId} order by 1, 2`,
    sql`select * from compare_items where customer_id = ${customerId} order by 1, 2`,
    sql`select * from order_lists where customer_id = ${customerId} order by id`,
    sql`select l.* from order_list_lines l join order_lists o on o.id = l.list_id where o.customer_id = ${customerId} order by l.list_id, l.variant_id`,
  ];
  const out: unknown[] = [];
  for (const query of queries) out.push((await db.execute(query)).rows);
  return out;
}

const SESSION_ENDING = new Set(['/api/customer/logout', '/api/customer/logoutall']);

function routesOfApp(h: HardeningShop, access: KnownRoute['access']): KnownRoute[] {
  return appRoutes(h.shop.app).map((key) => {
    const known = KNOWN_ROUTES.find((route) => routeKey(route) === key);
    if (!known) throw new Error(`${key} is not in route-table.ts: describe it there`);
    return known;
  }).filter((route) => route.access === access);
}

function requestOf(h: HardeningShop, route: KnownRoute): { url: string; body?: unknown } {
  const query = route.query?.(h.world);
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return { url: `${fillUrl(route.url, route.params?.(h.world) ?? {})}${search}`, body: route.body?.(h.world) };
}

describe.each(DB_KINDS)('authorization sweep on %s', (kind) => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop(kind);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it("gives customer B none of A's data on any customer route, and changes nothing of A's", async () => {
    const { db } = h.shop.database;
    const aBefore = await ownedBy(db, h.a.id);
    const routes = routesOfApp(h, 'customer');
    expect(routes.length).toBeGreaterThanOrEqual(12);
    let token = h.b.token;
    // Logging out acts on the caller's own session only (sessions.test.ts); B keeps it here.
    for (const route of routes.filter((r) => !SESSION_ENDING.has(r.url))) {
      const { url, body } = requestOf(h, route);
      // A's own idempotency key must not find A's order either.
      const headers = route.url === '/api/order/add' ? { 'idempotency-key': 'shared-key' } : undefined;
      const res = await h.call(route.method, url, { token, body, headers });
      expect([200, 400, 404]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/Alia/);
      const answer = res.json() as { token?: string };
      // Editing the profile hands out a fresh token; B carries on with it.
      if (answer.token) token = answer.token;
    }
    h.b.token = token;
    expect(await ownedBy(db, h.a.id)).toEqual(aBefore);
  });

  it("answers A's order, address and order list to B exactly like unknown ones, and lists only B's own", async () => {
    const { b, a } = h;
    for (const url of [`/api/order/${a.orderId}`, `/api/customer/address/${a.addressId}`, `/api/lists/${a.listId}`]) {
      const res = await h.call('GET', url, { token: b.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await h.call('GET', url.replace(/\d+$/, '999999'), { token: b.token })).json());
    }
    const orders = (await h.call('GET', '/api/order/orderslist', { token: b.token })).json() as { orders: Array<{ order_id: number }> };
    expect(orders.orders.map((o) => o.order_id)).not.toContain(a.orderId);
    expect(orders.orders.map((o) => o.order_id)).toContain(b.orderId);
    const addresses = (await h.call('GET', '/api/customer/addresslist', { token: b.token })).json() as { addresses: Array<{ id: number }> };
    expect(addresses.addresses.map((x) => x.id)).toContain(b.addressId);
    expect(addresses.addresses.map((x) => x.id)).not.toContain(a.addressId);
    // The sweep put the same article into B's own cart: removing it twice takes B's line, then finds none.
    const removed = await h.call('GET', `/api/cart/remove?aid=${a.cartAid}`, { token: b.token });
    expect(removed.json()).toMatchObject({ status: 1 });
    expect((removed.json() as { cart: { items: Array<{ aid: number }> } }).cart.items.map((i) => i.aid)).not.toContain(a.cartAid);
    expect((await h.call('GET', `/api/cart/remove?aid=${a.cartAid}`, { token: b.token })).json()).toMatchObject({ status: 0 });
    const cart = (await h.call('GET', '/api/cart/cartlist', { token: a.token })).json() as { cart: { items: Array<{ aid: number; count: number }> } };
    expect(cart.cart.items).toEqual([expect.objectContaining({ aid: a.cartAid, count: 3 })]);
  });

  it('refuses every back-office route to a customer token with 403, changing nothing', async () => {
    const before = await fingerprint(h.shop.database.db);
    const routes = routesOfApp(h, 'staff');
    expect(routes.length).toBeGreaterThanOrEqual(37);
    for (const route of routes) {
      const { url, body } = requestOf(h, route);
      for (const token of [h.a.token, h.b.token]) {
        const res = await h.call(route.method, url, { token, body });
        expect({ route: routeKey(route), status: res.statusCode }).toEqual({ route: routeKey(route), status: 403 });
        expect(res.json()).toEqual({ status: 0, message: 'This is available to shop staff only.' });
      }
      const anonymous = await h.call(route.method, url, { body });
      expect({ route: routeKey(route), status: anonymous.statusCode }).toEqual({ route: routeKey(route), status: 401 });
    }
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });

  it('refuses every customer route to a staff token with 403, changing nothing', async () => {
    const before = await fingerprint(h.shop.database.db);
    for (const route of routesOfApp(h, 'customer')) {
      const { url, body } = requestOf(h, route);
      const res = await h.call(route.method, url, { token: h.staff, body });
      expect({ route: routeKey(route), status: res.statusCode }).toEqual({ route: routeKey(route), status: 403 });
      expect(res.json()).toEqual({ status: 0, message: 'This is available to customer accounts only.' });
    }
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });

  it("keeps A's saved wishlist when B sends a wishlist with A's products", async () => {
    const { db } = h.shop.database;
    const aBefore = await ownedBy(db, h.a.id);
    const res = await h.call('POST', '/api/product/wishlist', { token: h.b.token, body: { localwish: '[]' } });
    expect(res.statusCode).toBe(200);
    expect(await ownedBy(db, h.a.id)).toEqual(aBefore);
  });
});
