// Many customers ordering the last items at once, on a real PostgreSQL server with a pool
// large enough to run their transactions side by side (PGlite has one connection).
import { eq, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { handleOf } from '../../../src/server/db/driver-handles';
import { PG_ERROR, pgErrorInfo } from '../../../src/server/db/errors';
import { cartLines, carts, customers, variants } from '../../../src/server/db/schema';
import { signCustomerToken } from '../../../src/server/services/auth/tokens';
import { ORDER_MESSAGES } from '../../../src/server/services/orders/place-order';
import { keyFromHeader } from '../../../src/server/services/orders/idempotency';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { resetTestDatabase } from '../../support/test-db';
import { SECRET, type TestCustomer, addProduct, client } from '../cart/shop-fixtures';
import { cartLineCount, orderLineRows, orderRows, stockOf } from './order-fixtures';

const delivery = { address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', note: null };

describe('placing orders concurrently (postgres)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp('postgres', { dbPoolMax: 20 });
  });
  afterAll(async () => shop.close());
  beforeEach(async () => resetTestDatabase(shop.database));

  const db = () => shop.database.db;
  const order = (who: TestCustomer, headers: Record<string, string> = {}) => client(shop.app).post('/api/order/add', delivery, who.token, headers);

  /** Customers whose carts already hold these lines, in this order. */
  async function buyersWithCarts(count: number, linesFor: (i: number) => Array<{ aid: number; count: number }>): Promise<TestCustomer[]> {
    const rows = await db().insert(customers).values(Array.from({ length: count }, (_, i) => ({
      email: `buyer${i}@rush.test`, name: `Buyer ${i}`, companyName: `Shop ${i}`, passwordHash: 'x', state: 'active' as const,
    }))).returning();
    const made = await db().insert(carts).values(rows.map((r) => ({ customerId: r.id }))).returning();
    for (const [i, cart] of made.entries()) {
      for (const [n, line] of linesFor(i).entries()) {
        await db().insert(cartLines).values({ cartId: cart.id, variantId: line.aid, count: line.count, createdAt: sql`now() + ${n}::int * interval '1 second'` });
      }
    }
    return Promise.all(rows.map(async (r) => ({
      id: r.id, name: r.name,
      token: await signCustomerToken(SECRET, r.id, 0, {
        name: r.name, company_name: r.companyName, lisence_number: null, otrn_number: null, country_id: 0, mobile: null, email: r.email,
      }),
    })));
  }

  async function article(sku: string, stock: number): Promise<number> {
    const { aids } = await addProduct(db(), { slug: sku.toLowerCase(), name: `Article ${sku}`, variants: [{ sku, stock, priceFils: 1000, size: 'One' }] });
    return aids[0];
  }

  it('accepts exactly as many of 50 simultaneous orders as there is stock for, and never oversells', async () => {
    const aid = await article('LAST-10', 10);
    const buyers = await buyersWithCarts(50, () => [{ aid, count: 1 }]);
    const replies = await Promise.all(buyers.map((b) => order(b)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const bodies = replies.map((r) => r.json());
    const accepted = bodies.filter((b) => b.status === 1);
    expect(accepted).toHaveLength(10);
    for (const refused of bodies.filter((b) => b.status !== 1)) {
      expect(refused).toEqual({ status: 0, message: ORDER_MESSAGES.outOfStock('Article LAST-10 (One)') });
    }
    expect(await stockOf(db(), aid)).toBe(0);
    const placed = await orderRows(db());
    expect(placed).toHaveLength(10);
    expect(new Set(placed.map((o) => o.customerId)).size).toBe(10);
    const lines = await orderLineRows(db());
    expect(lines.map((l) => [l.variantId, l.count])).toEqual(Array(10).fill([aid, 1]));
    expect(new Set(lines.map((l) => l.orderId))).toEqual(new Set(placed.map((o) => o.id)));
    // Winners' carts were emptied; the 40 refused carts are untouched.
    expect(await cartLineCount(db())).toBe(40);
  });

  it('takes exactly the stock the accepted orders took when counts differ', async () => {
    const aid = await article('BULK', 10);
    const buyers = await buyersWithCarts(20, (i) => [{ aid, count: (i % 3) + 2 }]);
    const bodies = (await Promise.all(buyers.map((b) => order(b)))).map((r) => r.json());
    const taken = bodies.filter((b) => b.status === 1).reduce((sum, b) => sum + b.order.details[0].count, 0);
    const left = await stockOf(db(), aid);
    expect(taken).toBeGreaterThan(0);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(taken + left).toBe(10);
    expect((await orderLineRows(db())).reduce((sum, l) => sum + l.count, 0)).toBe(taken);
    // Every refusal was for a count above what was left then, so none could have fitted at the end.
    const refused = bodies.filter((b) => b.status === 0);
    expect(refused.length).toBe(20 - bodies.filter((b) => b.status === 1).length);
    for (const b of refused) expect(b.message).toMatch(/Article BULK \(One\)/);
  });

  it('does not deadlock when carts hold the same articles in opposite orders', async () => {
    const a = await article('PAIR-A', 5);
    const b = await article('PAIR-B', 5);
    const buyers = await buyersWithCarts(20, (i) => (i % 2 === 0
      ? [{ aid: a, count: 1 }, { aid: b, count: 1 }]
      : [{ aid: b, count: 1 }, { aid: a, count: 1 }]));
    const replies = await Promise.all(buyers.map((x) => order(x)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => r.json().status === 1)).toHaveLength(5);
    expect([await stockOf(db(), a), await stockOf(db(), b)]).toEqual([0, 0]);
    expect(await orderLineRows(db())).toHaveLength(10);
  });

  it('gives one order to simultaneous submits with the same Idempotency-Key, and to a burst of clicks without one', async () => {
    const aid = await article('KEYED', 10);
    const [keyed, clicker] = await buyersWithCarts(2, () => [{ aid, count: 2 }]);
    const sameKey = await Promise.all(Array.from({ length: 8 }, () => order(keyed, { 'idempotency-key': 'rush-1' })));
    const clicks = await Promise.all(Array.from({ length: 8 }, () => order(clicker)));
    for (const burst of [sameKey, clicks]) {
      const ids = burst.map((r) => r.json().order?.order_id);
      expect(ids.every((id) => id !== undefined && id === ids[0])).toBe(true);
    }
    expect(await orderRows(db())).toHaveLength(2);
    expect(await stockOf(db(), aid)).toBe(6);
  });

  async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function withSession<T>(work: (session: PoolClient) => Promise<T>): Promise<T> {
    const handle = handleOf(shop.database);
    if (handle.kind !== 'postgres') throw new Error('postgres only');
    const session = await handle.pool.connect();
    try {
      return await work(session);
    } finally {
      session.release();
    }
  }

  it('leaves no order behind when the server process of the transaction is killed while it holds its locks', async () => {
    const aid = await article('KILL', 4);
    const [buyer] = await buyersWithCarts(1, () => [{ aid, count: 3 }]);
    // Order lines wait on an advisory lock the test holds, so the order stops after the stock
    // was decremented and the order row written, with the article row locked.
    await db().execute(sql`create function hold_line() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(7301); return new; end $$`);
    await db().execute(sql`create trigger hold_line before insert on order_lines for each row execute function hold_line()`);
    try {
      await withSession(async (holder) => {
        await holder.query('select pg_advisory_lock(7301)');
        const pending = order(buyer);
        const pid = await waitFor(async () => {
          const { rows } = await holder.query<{ pid: number }>(
            "select pid from pg_locks where locktype = 'advisory' and objid = 7301 and not granted");
          return rows[0]?.pid;
        });
        const nowait = db().transaction(async (tx) => tx.select().from(variants).where(eq(variants.id, aid)).for('update', { noWait: true }));
        expect(pgErrorInfo(await nowait.catch((err: unknown) => err))?.code).toBe(PG_ERROR.lockNotAvailable);
        await holder.query('select pg_terminate_backend($1)', [pid]);
        const res = await pending;
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ status: 0, message: 'Error' });
        await holder.query('select pg_advisory_unlock(7301)');
      });
    } finally {
      await db().execute(sql`drop trigger hold_line on order_lines`);
      await db().execute(sql`drop function hold_line()`);
    }
    expect(await orderRows(db())).toHaveLength(0);
    expect(await orderLineRows(db())).toHaveLength(0);
    expect(await stockOf(db(), aid)).toBe(4);
    expect(await cartLineCount(db())).toBe(1);
    const retry = (await order(buyer)).json();
    expect(retry.status).toBe(1);
    expect(await stockOf(db(), aid)).toBe(1);
  });

  it('answers with the first order when another transaction commits the same key first', async () => {
    const aid = await article('RACE', 5);
    const [buyer] = await buyersWithCarts(1, () => [{ aid, count: 2 }]);
    await withSession(async (rival) => {
      await rival.query('begin');
      const { rows } = await rival.query<{ id: number }>(
        `insert into orders (customer_id, customer_name, address, total_fils, idempotency_key)
         values ($1, 'Buyer 0', 'Elsewhere', 500, $2) returning id`, [buyer.id, keyFromHeader('dup')]);
      const pending = order(buyer, { 'idempotency-key': 'dup' });
      // The request finds no committed order with the key, places its own and waits on the index.
      await waitFor(async () => {
        const { rows: waiting } = await rival.query(
          "select 1 from pg_locks where locktype = 'transactionid' and not granted");
        return waiting.length > 0 ? true : undefined;
      });
      await rival.query('commit');
      const res = (await pending).json();
      expect(res).toMatchObject({ status: 1, order: { order_id: rows[0].id, address: 'Elsewhere', total: 5 } });
    });
    expect(await orderRows(db())).toHaveLength(1);
    expect(await stockOf(db(), aid)).toBe(5);
    expect(await cartLineCount(db())).toBe(1);
  });
});
