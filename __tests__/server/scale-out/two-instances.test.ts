// Two app instances, each with its own pool, port and data folder, on one PostgreSQL database,
// one S3-compatible store and one SMTP server: what they do together must be what one shop
// does. Each shared behaviour is one case below, run through both instances at once; a new
// one is one more `it` using `instances`, `pair` and `url`.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../../src/server/app';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { cartLines, carts, mailOutbox } from '../../../src/server/db/schema';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { queueMail } from '../../../src/server/services/mail/outbox';
import { type S3TestServer, startS3Server } from '../../support/s3-server';
import { testConfig, writeTestStaticDir } from '../../support/test-app';
import { TEST_DB_ENV, databaseUrl, requireEnv, runPrefix } from '../../support/test-db';
import { type TestCustomer, addCustomer, addProduct, staffToken } from '../cart/shop-fixtures';
import { article, buyersWithCarts, stockOf } from '../orders/order-fixtures';

jest.setTimeout(180_000);

interface Instance { app: FastifyInstance; baseUrl: string }

const name = `${runPrefix(requireEnv(TEST_DB_ENV.runId))}_pair_${process.pid}`;
const dbUrl = databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), name);
let root: string;
let s3: S3TestServer;
let smtp: { server: SMTPServer; received: string[] };
/** The test's own connection, for fixtures and for reading what the instances did. */
let database: Database;
let instances: Instance[];

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: requireEnv(TEST_DB_ENV.adminUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A real SMTP server that keeps the recipient of every mail it accepts. */
async function startSmtp(): Promise<{ server: SMTPServer; received: string[]; port: number }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, received, port: (server.server.address() as AddressInfo).port };
}

async function startInstance(label: string, smtpPort: number): Promise<Instance> {
  const config = testConfig(root, {
    dataDir: path.join(root, `data-${label}`),
    databaseUrl: dbUrl,
    dbPoolMax: 10,
    s3Url: s3.url,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  });
  // The app opens and migrates its own pool, as a production instance does.
  const app = await buildApp(config, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl };
}

/** The i-th request goes to instance i % 2, as a round-robin load balancer would send it. */
const pair = (i: number): Instance => instances[i % instances.length];

async function url(instance: Instance, pathname: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${instance.baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown> };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'petora-pair-'));
  writeTestStaticDir(path.join(root, 'dist'));
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${requireEnv(TEST_DB_ENV.template)}"`));
  database = await openDatabase({ url: dbUrl, poolMax: 2 });
  s3 = await startS3Server();
  const started = await startSmtp();
  smtp = started;
  instances = [await startInstance('a', started.port), await startInstance('b', started.port)];
});

afterAll(async () => {
  for (const instance of instances ?? []) await instance.app.close();
  await database?.close();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await s3?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  rmSync(root, { recursive: true, force: true });
});

/**
 * Orders as a well-behaved client does: a 503 (the database busy past its timeouts, which a
 * crowd on one stock row on a loaded machine can cause) is asked again after a pause with the
 * same Idempotency-Key, on the same instance.
 */
async function orderPatiently(instance: Instance, buyer: TestCustomer) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await url(instance, '/api/order/add', {
      method: 'POST', token: buyer.token, body: { address: `Warehouse ${buyer.id}, Al Quoz` }, headers: { 'idempotency-key': `pair-${buyer.id}` },
    });
    if (answer.status !== 503 || attempt === 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

it('sells exactly the stock when 60 buyers split across both instances order 10 units', async () => {
  const aid = await article(database.db, 'PAIR-RUSH', 10);
  const buyers = await buyersWithCarts(database.db, 60, () => [{ aid, count: 1 }]);
  const answers = await Promise.all(buyers.map((buyer, i) => orderPatiently(pair(i), buyer)));
  for (const answer of answers) expect(answer.status).toBe(200);
  const placed = answers.filter((a) => a.json().status === 1);
  expect(placed).toHaveLength(10);
  // Both instances sold some: the race really was between them.
  expect(new Set(answers.flatMap((a, i) => (a.json().status === 1 ? [i % 2] : []))).size).toBe(2);
  expect(await stockOf(database.db, aid)).toBe(0);
  const [{ orders }] = (await database.db.execute<{ orders: string }>(sql`select count(*)::text as orders from order_lines where variant_id = ${aid}`)).rows;
  expect(Number(orders)).toBe(10);
});

it('places one order for one Idempotency-Key sent to both instances at once', async () => {
  const aid = await article(database.db, 'PAIR-KEY', 50);
  const buyer = await addCustomer(database.db, 'Key Buyer');
  const [cart] = await database.db.insert(carts).values({ customerId: buyer.id }).returning();
  await database.db.insert(cartLines).values({ cartId: cart.id, variantId: aid, count: 2 });
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => url(pair(i), '/api/order/add', {
    method: 'POST', token: buyer.token, body: { address: 'Warehouse 7, Al Quoz' }, headers: { 'idempotency-key': 'pair-order-1' },
  })));
  const ids = new Set(answers.map((a) => (a.json().order as { order_id: number } | undefined)?.order_id));
  expect(ids.size).toBe(1);
  expect([...ids][0]).toEqual(expect.any(Number));
  expect(await stockOf(database.db, aid)).toBe(48);
});

it('serves through one instance the picture uploaded through the other', async () => {
  const { productId } = await addProduct(database.db, { slug: 'pair-bowl', name: 'Pair Bowl', variants: [{ sku: 'PAIR-BOWL', stock: 5, priceFils: 1500, size: 'One' }] });
  const token = await staffToken(database.db);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f7a78' } }).png().toBuffer();
  const uploaded = await url(instances[0], `/api/admin/products/${productId}/images`, {
    method: 'POST', token, body: { image: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(uploaded.status).toBe(200);
  // The upload is appended after the pictures the product already had.
  const image = (uploaded.json().images as Array<{ name: string; url: string }>).at(-1)!;
  expect(image.name).toMatch(new RegExp(`^p${productId}-[0-9a-f]{16}\\.webp$`));
  const served = await url(instances[1], image.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  // The bytes are in the shared bucket, not in a data folder only the first instance sees.
  expect((await instances[0].app.files.get(`image/${image.name}`))!.equals(served.bytes)).toBe(true);
});

it('sends each outbox mail once although both instances deliver', async () => {
  const recipients = Array.from({ length: 30 }, (_, i) => `pair.mail${i}@example.ae`);
  for (const to of recipients) await queueMail(database.db, { to, subject: `Hello ${to}`, content: { greeting: 'Hello,', paragraphs: ['text'] } });
  for (const _round of [1, 2, 3]) for (const instance of instances) instance.app.mailer.kick();
  await Promise.all(instances.map((instance) => instance.app.mailer.idle()));
  const rows = await database.db.select().from(mailOutbox).where(sql`${mailOutbox.to} like 'pair.mail%'`);
  expect(rows.map((row) => [row.attempts, row.sentAt !== null])).toEqual(recipients.map(() => [1, true]));
  expect(smtp.received.filter((to) => to.startsWith('pair.mail')).sort()).toEqual([...recipients].sort());
  const [first] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, recipients[0]));
  expect(first.error).toBeNull();
});

it('holds one attempt limit across both instances', async () => {
  // Password resets allow 5 a hour per email asked for (the address allows 10): eight asks
  // spread over both instances get five answers, whichever instance each one reached.
  const email = `pair.reset.${Date.now()}@example.ae`;
  const answers = [];
  for (let i = 0; i < 8; i += 1) answers.push(await url(pair(i), '/api/customer/reset', { method: 'POST', body: { email } }));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  expect(Number(answers[7].headers.get('retry-after'))).toBeGreaterThan(0);
  // Counted once, in the database both instances share.
  const [{ hits }] = (await database.db.execute<{ hits: string }>(sql`select hits::text from throttle_counters where key = ${`reset:account:${email}`}`)).rows;
  expect(Number(hits)).toBe(8);
});

it('honours on one instance a logout made on the other', async () => {
  const buyer = await addCustomer(database.db, 'Logout Buyer');
  const other = await addCustomer(database.db, 'Other Device');
  for (const instance of instances) expect((await url(instance, '/api/customer/addresslist', { token: buyer.token })).status).toBe(200);
  expect((await url(instances[0], '/api/customer/logout', { method: 'POST', token: buyer.token })).status).toBe(200);
  // At once, with no cache on the other instance to wait out.
  const after = await url(instances[1], '/api/customer/addresslist', { token: buyer.token });
  expect(after.status).toBe(401);
  expect((await url(instances[0], '/api/customer/addresslist', { token: buyer.token })).status).toBe(401);
  // Only that session ended.
  expect((await url(instances[1], '/api/customer/addresslist', { token: other.token })).status).toBe(200);
});

it('finds on both instances a product written elsewhere, by its new name once renamed', async () => {
  const search = async (instance: Instance, term: string) => {
    await instance.app.searchSettled();
    const answer = await url(instance, `/api/product/productlist?term=${encodeURIComponent(term)}`);
    expect(answer.status).toBe(200);
    return (answer.json().products as Array<{ name: string }>).map((p) => p.name);
  };
  // Both answer from their own index, not the database.
  for (const instance of instances) expect(instance.app.searchFeed?.current()).not.toBeNull();
  const [row] = (await database.db.execute<{ id: number }>(sql`insert into products (slug, name) values ('bilby-burrow', 'Bilby Burrow Blanket') returning id`)).rows;
  await database.db.execute(sql`insert into variants (product_id, sku, price_fils) values (${row.id}, 'BBB-1', 2500)`);
  await refreshSearchDocuments(database.db, [row.id]);
  for (const instance of instances) expect(await search(instance, 'bilby burr')).toEqual(['Bilby Burrow Blanket']);
  await database.db.execute(sql`update products set name = 'Bilby Nest Blanket' where id = ${row.id}`);
  await refreshSearchDocuments(database.db, [row.id]);
  for (const instance of instances) {
    expect(await search(instance, 'burrow')).toEqual([]);
    expect(await search(instance, 'bilby nest')).toEqual(['Bilby Nest Blanket']);
  }
});
