// A small but complete shop for the hardening tests: a staff member, customers A and B with a
// cart, an address, an order and a wishlist each (made through the API), a customer F for the
// fuzz, a pending account, and a catalogue with a brand, a category, a meta and an attribute.
// `fingerprint` sums up every table so a test can prove that nothing was written.
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/client';
import { customers } from '../../../src/server/db/schema';
import { scaledRateLimits } from '../../../src/server/rate-limit-settings';
import { refreshProducts } from '../../../src/server/services/catalogue-admin/search-refresh';
import { createJob } from '../../../src/server/services/catalogue-csv/jobs';
import { type TestApp, buildTestApp } from '../../support/test-app';
import type { DbKind } from '../../support/test-db';
import { type TestCustomer, addCustomer, addProduct, staffToken } from '../cart/shop-fixtures';
import type { World } from './route-table';

export interface Owned { cartAid: number; addressId: number; orderId: number; wishProductId: number; listId: number }

export interface HardeningShop {
  shop: TestApp;
  staff: string;
  staffId: number;
  a: TestCustomer & Owned;
  b: TestCustomer & Owned;
  fuzzer: TestCustomer;
  world: World;
  call(method: string, url: string, opts?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
}

function expectOk(res: LightMyRequestResponse, what: string): Record<string, unknown> {
  const body = res.json() as Record<string, unknown>;
  if (res.statusCode !== 200 || body.status === 0) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return body;
}

export async function hardeningShop(kind: DbKind): Promise<HardeningShop> {
  const shop = await buildTestApp(kind, { rateLimits: scaledRateLimits(1000) });
  const { db } = shop.database;
  const staff = await staffToken(db);
  const staffId = Number(JSON.parse(Buffer.from(staff.split('.')[1], 'base64url').toString()).sub);
  const call: HardeningShop['call'] = (method, url, opts = {}) => {
    const request: InjectOptions = { method: method as InjectOptions['method'], url, headers: { ...opts.headers } };
    if (opts.token) request.headers = { ...request.headers, authorization: `Bearer ${opts.token}` };
    if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
    return shop.app.inject(request);
  };
  const asStaff = async (method: string, url: string, body?: unknown) => expectOk(await call(method, url, { token: staff, body }), `${method} ${url}`);

  const brand = await asStaff('POST', '/api/admin/brands', { name: 'Barkley', slug: 'barkley' }) as { brand: { id: number } };
  const category = await asStaff('POST', '/api/admin/categories', { name: 'Bowls', slug: 'bowls', parent_id: null, sort: 1 }) as { category: { id: number } };
  const meta = await asStaff('POST', '/api/admin/metas', { name: 'New', kind: 'badge', display: 1 }) as { meta: { id: number } };
  const { productId, aids } = await addProduct(db, {
    slug: 'steel-bowl', name: 'Steel bowl',
    variants: [{ sku: 'SB-S', stock: 50, priceFils: 1500, b2bPriceFils: 1200, size: 'S' }, { sku: 'SB-L', stock: 50, priceFils: 2500, size: 'L' }],
  });
  await refreshProducts(db, [productId]);
  const [attribute] = (await db.execute<{ id: number }>(sql`select id from attributes order by id limit 1`)).rows;
  const importJob = await createJob(db, staffId);

  const owner = async (name: string, aid: number): Promise<TestCustomer & Owned> => {
    const customer = await addCustomer(db, name);
    const as = async (method: string, url: string, body?: unknown, headers?: Record<string, string>) => (
      expectOk(await call(method, url, { token: customer.token, body, headers }), `${name}: ${method} ${url}`));
    await as('POST', '/api/cart/addtocart', { aid, count: 2 });
    const { addresses } = await as('POST', '/api/customer/addaddress', { addressName: `${name} store`, address: `${name} street 1` }) as { addresses: Array<{ id: number }> };
    // Both use the same key: a key only ever finds its own customer's order.
    const { order } = await as('POST', '/api/order/add', { address: `${name} street 1`, note: `${name} note` }, { 'idempotency-key': 'shared-key' }) as { order: { order_id: number } };
    await as('POST', '/api/cart/addtocart', { aid, count: 3 });
    await as('POST', '/api/product/wishlist', { localwish: `[${productId}]` });
    const { id: listId } = await as('POST', '/api/lists', { name: `${name} weekly` }) as { id: number };
    await as('POST', `/api/lists/${listId}/lines`, { from: 'article', aid, count: 2 });
    return { ...customer, cartAid: aid, addressId: addresses[0].id, orderId: order.order_id, wishProductId: productId, listId };
  };
  const a = await owner('Alia Customer', aids[0]);
  const b = await owner('Badr Customer', aids[1]);
  const fuzzer = await addCustomer(db, 'Fuzz Customer');
  const [pending] = await db.insert(customers).values({
    email: 'pending@shop.test', name: 'Pending', companyName: 'Pending LLC', passwordHash: 'x', state: 'pending',
  }).returning();

  const world: World = {
    productId, aid: aids[0], brandId: brand.brand.id, categoryId: category.category.id, metaId: meta.meta.id, attributeId: attribute.id,
    pendingCustomerId: pending.id, staffId, orderA: a.orderId, addressA: a.addressId, importJobId: importJob.id, listA: a.listId,
  };
  return { shop, staff, staffId, a, b, fuzzer, world, call };
}

/** Row count and content hash of every table: equal fingerprints mean nothing was written. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ tablename: string }>(
    // Attempt counters count refused requests too; they are not shop data.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'throttle_counters' order by tablename`,
  );
  const out: Record<string, string> = {};
  for (const { tablename } of tables) {
    const table = sql.identifier(tablename);
    const [row] = (await db.execute<{ n: string; hash: string | null }>(
      sql`select count(*)::text as n, md5(string_agg(t::text, '|' order by t::text)) as hash from ${table} t`,
    )).rows;
    out[tablename] = `${row.n}:${row.hash ?? ''}`;
  }
  return out;
}

export async function customerState(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ state: customers.state }).from(customers).where(eq(customers.id, id));
  return row.state;
}
