// A shop with a staff member and an approved customer, and requests in their names.
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, customers, mailOutbox, shopLegalSettings } from '../../../src/server/db/schema';
import { DEMO_LEGAL_SETTINGS } from '../../../src/server/db/seed/demo/legal';
import { scaledRateLimits } from '../../../src/server/rate-limit-settings';
import { type TestApp, buildTestApp } from '../../support/test-app';
import type { DbKind } from '../../support/test-db';
import { type TestCustomer, addCustomer, staffToken } from '../cart/shop-fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminShop {
  shop: TestApp;
  staff: string;
  customer: TestCustomer;
  call(method: Method, url: string, body?: unknown, token?: string | null): Promise<LightMyRequestResponse>;
  /** As the staff member; `json()` of the answer. */
  as<T = Record<string, unknown>>(method: Method, url: string, body?: unknown): Promise<T>;
}

export async function adminShop(kind: DbKind, overrides: Parameters<typeof buildTestApp>[1] = {}): Promise<AdminShop> {
  const shop = await buildTestApp(kind, { rateLimits: scaledRateLimits(1000), ...overrides });
  const staff = await staffToken(shop.database.db);
  const customer = await addCustomer(shop.database.db);
  // Approving an order issues its tax invoice, which needs the shop's legal details.
  await shop.database.db.insert(shopLegalSettings).values({ id: 1, ...DEMO_LEGAL_SETTINGS });
  const call = (method: Method, url: string, body?: unknown, token: string | null = staff) => shop.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    shop, staff, customer, call,
    async as<T>(method: Method, url: string, body?: unknown) {
      const res = await call(method, url, body);
      if (res.statusCode >= 500) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json() as T;
    },
  };
}

export async function auditOf(shop: TestApp, target: string) {
  return shop.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));
}

export async function mailsTo(shop: TestApp, to: string) {
  return shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

export async function emailOf(shop: TestApp, customerId: number): Promise<string> {
  const [row] = await shop.database.db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row.email;
}

/** The customer fills the cart with these lines and registers the invoice; answers the order id. */
export async function placeOrder(admin: AdminShop, lines: Array<{ aid: number; count: number }>, customer = admin.customer): Promise<number> {
  for (const line of lines) {
    const added = await admin.call('POST', '/api/cart/addtocart', line, customer.token);
    expect(added.json()).toMatchObject({ status: 1 });
  }
  const res = await admin.call('POST', '/api/order/add', { address: 'Warehouse 4, Al Quoz', note: 'Gate B' }, customer.token);
  const body = res.json() as { status: number; order: { order_id: number } };
  expect(body.status).toBe(1);
  return body.order.order_id;
}
