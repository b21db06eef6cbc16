// What a failing order leaves behind on a real PostgreSQL server: a server process killed in
// the middle of the transaction, and a rival transaction committing the same key first.
import { eq, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { handleOf } from '../../../src/server/db/driver-handles';
import { PG_ERROR, pgErrorInfo } from '../../../src/server/db/errors';
import { variants } from '../../../src/server/db/schema';
import { keyFromHeader } from '../../../src/server/services/orders/place-order';
import { useShopApp } from '../cart/shop-app';
import type { TestCustomer } from '../cart/shop-fixtures';
import { article, buyersWithCarts, cartLineCount, orderLineRows, orderRows, stockOf } from './order-fixtures';

const delivery = { address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', note: null };

describe('orders that fail half way (postgres)', () => {
  const t = useShopApp('postgres', { config: { dbPoolMax: 6 } });
  const order = (who: TestCustomer, headers: Record<string, string> = {}) => t.api.post('/api/order/add', delivery, who.token, headers);

  async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function withSession<T>(work: (session: PoolClient) => Promise<T>): Promise<T> {
    const handle = handleOf(t.shop.database);
    if (handle.kind !== 'postgres') throw new Error('postgres only');
    const session = await handle.pool.connect();
    try {
      return await work(session);
    } finally {
      session.release();
    }
  }

  it('leaves no order behind when the server process of the transaction is killed while it holds its locks', async () => {
    const aid = await article(t.db, 'KILL', 4);
    const [buyer] = await buyersWithCarts(t.db, 1, () => [{ aid, count: 3 }]);
    // Order lines wait on an advisory lock the test holds, so the order stops after the stock
    // was decremented and the order row written, with the article row locked.
    await t.db.execute(sql`create function hold_line() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(7301); return new; end $$`);
    await t.db.execute(sql`create trigger hold_line before insert on order_lines for each row execute function hold_line()`);
    try {
      await withSession(async (holder) => {
        await holder.query('select pg_advisory_lock(7301)');
        const pending = order(buyer);
        const pid = await waitFor(async () => {
          const { rows } = await holder.query<{ pid: number }>(
            "select pid from pg_locks where locktype = 'advisory' and objid = 7301 and not granted");
          return rows[0]?.pid;
        });
        const nowait = t.db.transaction(async (tx) => tx.select().from(variants).where(eq(variants.id, aid)).for('update', { noWait: true }));
        expect(pgErrorInfo(await nowait.catch((err: unknown) => err))?.code).toBe(PG_ERROR.lockNotAvailable);
        await holder.query('select pg_terminate_backend($1)', [pid]);
        const res = await pending;
        // A connection the database ended is an outage for this request: 503, try again.
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ status: 0, message: 'The shop is briefly unavailable. Please try again in a moment.' });
        await holder.query('select pg_advisory_unlock(7301)');
      });
    } finally {
      await t.db.execute(sql`drop trigger hold_line on order_lines`);
      await t.db.execute(sql`drop function hold_line()`);
    }
    expect(await orderRows(t.db)).toHaveLength(0);
    expect(await orderLineRows(t.db)).toHaveLength(0);
    expect(await stockOf(t.db, aid)).toBe(4);
    expect(await cartLineCount(t.db)).toBe(1);
    const retry = (await order(buyer)).json();
    expect(retry.status).toBe(1);
    expect(await stockOf(t.db, aid)).toBe(1);
  });

  it('answers with the first order when another transaction commits the same key first', async () => {
    const aid = await article(t.db, 'RACE', 5);
    const [buyer] = await buyersWithCarts(t.db, 1, () => [{ aid, count: 2 }]);
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
    expect(await orderRows(t.db)).toHaveLength(1);
    expect(await stockOf(t.db, aid)).toBe(5);
    expect(await cartLineCount(t.db)).toBe(1);
  });
});
