// Shared steps of the account tests: requests, fixtures for uploads, reading the outbox.
import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../../src/server/config';
import { customers, mailOutbox } from '../../../src/server/db/schema';
import { scaledRateLimits } from '../../../src/server/rate-limit-settings';
import { createOrUpdateStaff } from '../../../src/server/services/staff';
import { type TestApp, buildTestApp } from '../../support/test-app';
import type { DbKind } from '../../support/test-db';

export const PASSWORD = 'correct horse battery';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('\u0000\u0000\u0000\rIHDR fake png body', 'latin1'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body', 'latin1')]);
export const WEBP = Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 fake webp body', 'latin1');
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>', 'latin1');

export function dataUrl(mime: string, data: Buffer): string {
  return `data:${mime};base64,${data.toString('base64')}`;
}

/** Functional tests raise the limits far out of reach; rate-limit tests set their own. */
export function accountsApp(kind: DbKind, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return buildTestApp(kind, { rateLimits: scaledRateLimits(1000), ...overrides });
}

export function post(shop: TestApp, url: string, payload: unknown, token?: string, ip?: string): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

export function get(shop: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export function registration(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Layla Haddad', companyName: 'Paws Corner Trading', country: 225, password: PASSWORD,
    mobile: '+971501234567', email, lisence: '', otrn: '', ...extra,
  };
}

export async function mailsTo(shop: TestApp, to: string) {
  return shop.database.db.select().from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}`).orderBy(desc(mailOutbox.id));
}

export async function mailCount(shop: TestApp): Promise<number> {
  return (await shop.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
}

/** The 6-digit code of the newest confirmation mail to `to`. */
export async function latestCode(shop: TestApp, to: string): Promise<string> {
  const mail = (await mailsTo(shop, to)).find((m) => m.subject.includes('confirmation code'));
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no confirmation code was mailed to ${to}`);
  return code;
}

export async function customerByEmail(shop: TestApp, email: string) {
  const [row] = await shop.database.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
  return row;
}

/** Registers and confirms; the account then waits for approval. */
export async function registerConfirmed(shop: TestApp, email: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post(shop, '/api/customer/register', registration(email, extra));
  expect(res.json()).toMatchObject({ status: 1 });
  const confirmed = await post(shop, '/api/customer/confirm', { email, code: await latestCode(shop, email) });
  expect(confirmed.json()).toMatchObject({ status: 1 });
  return (await customerByEmail(shop, email)).id;
}

/** An approved customer and a token of theirs. */
export async function activeCustomer(shop: TestApp, email: string, extra: Record<string, unknown> = {}): Promise<{ id: number; token: string }> {
  const id = await registerConfirmed(shop, email, extra);
  await shop.database.db.update(customers).set({ state: 'active' }).where(eq(customers.id, id));
  const res = await post(shop, '/api/customer/login', { username: email, password: PASSWORD });
  const { token } = res.json() as { token: string };
  if (!token) throw new Error(`login of ${email} gave ${res.body}`);
  return { id, token };
}

export const STAFF = { email: 'ops@petora.ae', password: 'staff password 1' };

export async function staffToken(shop: TestApp): Promise<string> {
  await createOrUpdateStaff(shop.database.db, STAFF.email, STAFF.password, 'Ops');
  const res = await post(shop, '/api/admin/login', STAFF);
  return (res.json() as { token: string }).token;
}

export function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}
