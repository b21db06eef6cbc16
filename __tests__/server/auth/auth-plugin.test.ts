import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customers, staff } from '../../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../../src/server/plugins/auth';
import { signCustomerToken, signStaffToken, verifyToken } from '../../../src/server/services/auth/tokens';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp, testConfig } from '../../support/test-app';

const SECRET = testConfig('/tmp').jwtSecret;
const CUSTOMER = {
  name: 'Layla Haddad', company_name: 'Paws Corner Trading', lisence_number: null, otrn_number: null,
  country_id: 225, mobile: '+971501234567', email: 'layla@pawscorner.ae',
};

describe('tokens', () => {
  it('round-trips a customer token and carries the customer object for the storefront', async () => {
    const token = await signCustomerToken(SECRET, 7, 2, CUSTOMER);
    expect(await verifyToken(SECRET, token)).toEqual({ role: 'customer', id: 7, version: 2 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ ...CUSTOMER, sub: '7', ver: 2, role: 'customer' });
    expect(payload.exp - payload.iat).toBe(30 * 24 * 60 * 60);
  });

  it('refuses a wrong key, an expired token, another algorithm and garbage', async () => {
    const token = await signCustomerToken(SECRET, 7, 0, CUSTOMER);
    expect(await verifyToken(`${SECRET}x`, token)).toBeNull();
    expect(await verifyToken(SECRET, await signCustomerToken(SECRET, 7, 0, CUSTOMER, -10))).toBeNull();
    const hs512 = await new SignJWT({ role: 'customer', ver: 0 }).setProtectedHeader({ alg: 'HS512' }).setSubject('7')
      .setExpirationTime('1h').sign(new TextEncoder().encode(SECRET));
    expect(await verifyToken(SECRET, hs512)).toBeNull();
    const [header, , signature] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyToken(SECRET, unsigned)).toBeNull();
    expect(await verifyToken(SECRET, `${header}.e30.${signature}`)).toBeNull();
    expect(await verifyToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('refuses a token without a role, a numeric subject or a version', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noRole = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setExpirationTime('1h').sign(key);
    const badSub = await new SignJWT({ role: 'staff', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('abc').setExpirationTime('1h').sign(key);
    const noVer = await new SignJWT({ role: 'staff' }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setExpirationTime('1h').sign(key);
    for (const token of [noRole, badSub, noVer]) expect(await verifyToken(SECRET, token)).toBeNull();
  });
});

describe.each(DB_KINDS)('the auth plugin on %s', (kind) => {
  let shop: TestApp;
  let customerId: number;
  let staffId: number;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    const { app } = shop;
    app.get('/test/viewer', async (request) => request.viewer);
    app.get('/test/customer', { preHandler: app.requireCustomer }, async () => ({ ok: 'customer' }));
    app.get('/test/staff', { preHandler: app.requireStaff }, async () => ({ ok: 'staff' }));
    const [c] = await shop.database.db.insert(customers).values({
      email: CUSTOMER.email, name: CUSTOMER.name, companyName: CUSTOMER.company_name, countryId: 225,
      passwordHash: 'x', state: 'active',
    }).returning();
    customerId = c.id;
    const [s] = await shop.database.db.insert(staff).values({ email: 'ops@petora.ae', name: 'Ops', passwordHash: 'x' }).returning();
    staffId = s.id;
  });

  afterAll(async () => {
    await shop.close();
  });

  const get = (url: string, token?: string) =>
    shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const customerToken = (version = 0) => signCustomerToken(SECRET, customerId, version, CUSTOMER);
  const staffToken = (version = 0) => signStaffToken(SECRET, staffId, version, { email: 'ops@petora.ae', name: 'Ops' });

  it('sees a guest without a token and with a broken one, a customer and staff with theirs', async () => {
    expect((await get('/test/viewer')).json()).toEqual({ kind: 'guest' });
    expect((await get('/test/viewer', 'broken.token.value')).json()).toEqual({ kind: 'guest' });
    expect((await get('/test/viewer', await customerToken())).json()).toEqual({ kind: 'customer', customerId });
    expect((await get('/test/viewer', await staffToken())).json()).toEqual({ kind: 'staff', staffId });
  });

  it('guards customer routes: 401 without or with a bad token, 403 for staff', async () => {
    expect((await get('/test/customer', await customerToken())).json()).toEqual({ ok: 'customer' });
    const none = await get('/test/customer');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 0, message: AUTH_MESSAGES.loginRequired });
    const bad = await get('/test/customer', 'x.y.z');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ status: 0, message: AUTH_MESSAGES.sessionEnded });
    const asStaff = await get('/test/customer', await staffToken());
    expect(asStaff.statusCode).toBe(403);
  });

  it('guards staff routes: 401 without a token, 403 for a customer token', async () => {
    expect((await get('/test/staff', await staffToken())).json()).toEqual({ ok: 'staff' });
    expect((await get('/test/staff')).statusCode).toBe(401);
    const asCustomer = await get('/test/staff', await customerToken());
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ status: 0, message: AUTH_MESSAGES.staffOnly });
  });

  it('revokes older tokens when the stored version moves on, and refuses accounts that are not active', async () => {
    const old = await customerToken(0);
    await shop.database.db.update(customers).set({ tokenVersion: 1 }).where(eq(customers.id, customerId));
    expect((await get('/test/customer', old)).statusCode).toBe(401);
    expect((await get('/test/customer', await customerToken(1))).statusCode).toBe(200);
    await shop.database.db.update(customers).set({ state: 'rejected' }).where(eq(customers.id, customerId));
    expect((await get('/test/customer', await customerToken(1))).statusCode).toBe(401);
    await shop.database.db.update(customers).set({ state: 'active' }).where(eq(customers.id, customerId));

    const oldStaff = await staffToken(0);
    await shop.database.db.update(staff).set({ tokenVersion: 3 }).where(eq(staff.id, staffId));
    expect((await get('/test/staff', oldStaff)).statusCode).toBe(401);
    expect((await get('/test/staff', await staffToken(3))).statusCode).toBe(200);
  });

  it('refuses a token for an account that does not exist', async () => {
    const ghost = await signCustomerToken(SECRET, 99_999, 0, CUSTOMER);
    expect((await get('/test/customer', ghost)).statusCode).toBe(401);
  });
});
