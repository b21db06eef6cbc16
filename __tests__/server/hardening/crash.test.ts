// Crash safety on PostgreSQL: the real server process is killed with SIGKILL while 100
// customers place orders at once, then started again. Every order a client was told about
// exists exactly once and whole, no order exists in part, and the stock is the start minus
// exactly what the stored orders took. Clients that never heard back retry with their
// Idempotency-Key and get either the order that did commit or a new one, never a second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { type E2EServer, readLog, startServer, stopServer } from '../../support/e2e-server';
import { writeTestStaticDir } from '../../support/test-app';
import { TEST_DB_ENV, databaseUrl, requireEnv, runPrefix } from '../../support/test-db';
import { SECRET, type TestCustomer } from '../cart/shop-fixtures';
import { article, buyersWithCarts, stockOf } from '../orders/order-fixtures';

jest.setTimeout(240_000);

const CUSTOMERS = 100;
const START_STOCK = 150;
/** Two units each: 75 orders can be served, so some customers are refused for stock too. */
const COUNT = 2;
const KILL_AFTER_ANSWERS = 25;

/** `busy`: a 503 with Retry-After, the database past its timeouts; the client asks again later. */
type Outcome = { kind: 'placed'; orderId: number } | { kind: 'refused'; message: string } | { kind: 'unknown'; busy?: boolean };

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: requireEnv(TEST_DB_ENV.adminUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** As a well-behaved client retries: a 503 is asked again, with the same key, after a pause. */
async function placeOrderPatiently(baseUrl: string, buyer: TestCustomer): Promise<Outcome> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await placeOrder(baseUrl, buyer);
    if (outcome.kind !== 'unknown' || !outcome.busy || attempt === 10) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

async function placeOrder(baseUrl: string, buyer: TestCustomer): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}/api/order/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': `order-of-${buyer.id}` },
      body: JSON.stringify({ address: `Warehouse ${buyer.id}, Al Quoz` }),
    });
    const body = (await res.json()) as { status: number; order?: { order_id: number }; message?: string };
    if (res.status === 200 && body.status === 1 && body.order) return { kind: 'placed', orderId: body.order.order_id };
    if (res.status === 200 && body.status === 0) return { kind: 'refused', message: body.message ?? '' };
    return { kind: 'unknown', busy: res.status === 503 };
  } catch {
    return { kind: 'unknown' };
  }
}

/** Orders with their line totals, and each customer's remaining cart lines. */
async function stored(db: Database['db']) {
  const orders = (await db.execute<{ id: number; customer_id: number; total_fils: string; lines: string; units: string }>(sql`
    select o.id, o.customer_id, o.total_fils::text, count(l.id)::text as lines, coalesce(sum(l.count), 0)::text as units
    from orders o left join order_lines l on l.order_id = o.id group by o.id order by o.id`)).rows;
  const carts = (await db.execute<{ customer_id: number; lines: string }>(sql`
    select c.customer_id, count(l.variant_id)::text as lines from carts c left join cart_lines l on l.cart_id = c.id group by c.customer_id`)).rows;
  return { orders, cartLines: new Map(carts.map((c) => [c.customer_id, Number(c.lines)])) };
}

describe('an order burst cut by SIGKILL on PostgreSQL', () => {
  const name = `${runPrefix(requireEnv(TEST_DB_ENV.runId))}_crash_${process.pid}`;
  const url = databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), name);
  let root: string;
  let database: Database;
  let server: E2EServer | undefined;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'petora-crash-'));
    writeTestStaticDir(path.join(root, 'dist'));
    await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${requireEnv(TEST_DB_ENV.template)}"`));
    database = await openDatabase({ url, poolMax: 2 });
  });

  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    rmSync(root, { recursive: true, force: true });
  });

  const start = (run: string) => startServer({
    dataDir: path.join(root, `data-${run}`),
    logFile: path.join(root, `server-${run}.log`),
    readyTimeoutMs: 120_000,
    env: { DATABASE_URL: url, SEED: 'none', JWT_SECRET: SECRET, STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn', DB_POOL_MAX: '10' },
  });

  it('keeps every acknowledged order exactly once, no half order, and the stock right', async () => {
    const { db } = database;
    const aid = await article(db, 'RUSH-1', START_STOCK);
    const buyers = await buyersWithCarts(db, CUSTOMERS, () => [{ aid, count: COUNT }]);
    const ids = new Set(buyers.map((b) => b.id));

    server = await start('first');
    const { child, baseUrl } = server;
    let answers = 0;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const outcomes = await Promise.all(buyers.map(async (buyer) => {
      const outcome = await placeOrder(baseUrl, buyer);
      answers += 1;
      // In the middle of the burst: the whole process group, with no chance to clean up.
      if (answers === KILL_AFTER_ANSWERS) process.kill(-child.pid!, 'SIGKILL');
      return outcome;
    }));
    await exited;
    server = undefined;

    const placed = new Map(outcomes.flatMap((o, i) => (o.kind === 'placed' ? [[buyers[i].id, o.orderId] as const] : [])));
    const unknown = buyers.filter((_, i) => outcomes[i].kind === 'unknown');
    expect(placed.size).toBeGreaterThan(0);
    // The kill did land in the middle: some customers never heard back.
    expect(unknown.length).toBeGreaterThan(0);

    const checkStored = async () => {
      const { orders, cartLines } = await stored(db);
      const perCustomer = new Map<number, number>();
      for (const order of orders) {
        expect(ids.has(order.customer_id)).toBe(true);
        perCustomer.set(order.customer_id, (perCustomer.get(order.customer_id) ?? 0) + 1);
        // Whole: its line, its units, its total, and the cart it came from emptied.
        expect({ id: order.id, lines: Number(order.lines), units: Number(order.units), total: Number(order.total_fils) })
          .toEqual({ id: order.id, lines: 1, units: COUNT, total: COUNT * 1000 });
        expect(cartLines.get(order.customer_id)).toBe(0);
      }
      for (const count of perCustomer.values()) expect(count).toBe(1);
      for (const [customerId, orderId] of placed) expect(orders.filter((o) => o.customer_id === customerId).map((o) => o.id)).toEqual([orderId]);
      // A customer without an order still has the cart line: nothing was taken half way.
      for (const id of ids) if (!perCustomer.has(id)) expect(cartLines.get(id)).toBe(1);
      expect(await stockOf(db, aid)).toBe(START_STOCK - COUNT * orders.length);
      return orders;
    };
    const afterCrash = await checkStored();
    expect(afterCrash.length).toBeGreaterThanOrEqual(placed.size);

    server = await start('second');
    // Those who never heard back ask again with the same key: the committed order, or a new one.
    const retried = await Promise.all(unknown.map((buyer) => placeOrderPatiently(server!.baseUrl, buyer)));
    for (const [i, outcome] of retried.entries()) {
      expect(outcome.kind).not.toBe('unknown');
      const before = afterCrash.find((o) => o.customer_id === unknown[i].id);
      if (before) expect(outcome).toEqual({ kind: 'placed', orderId: before.id });
      if (outcome.kind === 'placed') placed.set(unknown[i].id, outcome.orderId);
    }
    const final = await checkStored();
    expect(final.length).toBe(placed.size);
    expect(final.length).toBeLessThanOrEqual(START_STOCK / COUNT);
    expect(readLog(server.logFile)).not.toMatch(/"level":50/);
  });
});
