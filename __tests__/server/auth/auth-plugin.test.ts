import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customerPriceTerms, customers, priceLists, sessions, staff } from '../../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../../src/server/plugins/auth';
import { customerSessionToken, staffSessionToken } from '../../../src/server/services/auth/sessions';
import { customerClaims, signToken, verifyToken } from '../../../src/server/services/auth/tokens';
import { DB_KINDS } from '../../support/test-db';
import { payloadOf } from '../accounts/account-helpers';
import { type TestApp, buildTestApp, testConfig } from '../../support/test-app';

const SECRET = testConfig('/tmp').jwtSecret;
const CUSTOMER = {
  name: 'Layla Haddad', company_name: 'Paws Corner Trading', lisence_number: null, otrn_number: null,
  country_id: 225, mobile: '+971501234567', email: 'layla@pawscorner.ae',
};
const SID = 'AAAAAAAAAAAAAAAAAAAAAA';
const inAnHour = () => new Date(Date.now() + 3_600_000);
const key = new TextEncoder().encode(SECRET);
const hs256 = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });

describe('tokens', () => {
  it('round-trips a customer token and carries the customer object for the storefront', async () => {
    const token = await signToken(SECRET, customerClaims(CUSTOMER, SID), 7, inAnHour());
    expect(await verifyToken(SECRET, token)).toEqual({ role: 'customer', id: 7, sessionId: SID });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ ...CUSTOMER, sub: '7', sid: SID, role: 'customer' });
  });

  it('refuses a wrong key, an expired token, another algorithm and garbage', async () => {
    const token = await signToken(SECRET, customerClaims(CUSTOMER, SID), 7, inAnHour());
    expect(await verifyToken(`${SECRET}x`, token)).toBeNull();
    expect(await verifyToken(SECRET, await signToken(SECRET, customerClaims(CUSTOMER, SID), 7, new Date(Date.now() - 10_000)))).toBeNull();
    const hs512 = await new SignJWT({ role: 'customer', sid: SID }).setProtectedHeader({ alg: 'HS512' }).setSubject('7')
      .setExpirationTime('1h').sign(key);
    expect(await verifyToken(SECRET, hs512)).toBeNull();
    const [header, , signature] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
    expect(await verifyToken(SECRET, unsigned)).toBeNull();
    expect(await verifyToken(SECRET, `${header}.e30.${signature}`)).toBeNull();
    expect(await verifyToken(SECRET, 'not-a-token')).toBeNull();
  });

  it('refuses a token without a role, a session or an expiry', async () => {
    const noRole = await hs256({ sid: SID }).setSubject('7').setExpirationTime('1h').sign(key);
    const noSession = await hs256({ role: 'staff' }).setSubject('7').setExpirationTime('1h').sign(key);
    const noExpiry = await hs256({ role: 'customer', sid: SID }).setSubject('7').sign(key);
    const good = await hs256({ role: 'customer', sid: SID }).setSubject('7').setExpirationTime('1h').sign(key);
    for (const token of [noRole, noSession, noExpiry]) expect(await verifyToken(SECRET, token)).toBeNull();
    expect(await verifyToken(SECRET, good)).toEqual({ role: 'customer', id: 7, sessionId: SID });
  });

  it.each(['abc', '07', '7.0', '1e1', ' 7', '7 ', '+7', '-7', '0', '0x7', '99999999999999999999'])(
    'refuses the non-canonical subject %j',
    async (sub) => {
      const token = await hs256({ role: 'customer', sid: SID }).setSubject(sub).setExpirationTime('1h').sign(key);
      expect(await verifyToken(SECRET, token)).toBeNull();
    },
  );
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
  const customerToken = () => customerSessionToken(shop.database.db, SECRET, customerId, CUSTOMER);
  const staffToken = () => staffSessionToken(shop.database.db, SECRET, staffId, { email: 'ops@petora.ae', name: 'Ops' });

  it('sees a guest without a token and with a broken one, a customer and staff with theirs', async () => {
    expect((await get('/test/viewer')).json()).toEqual({ kind: 'guest' });
    expect((await get('/test/viewer', 'broken.token.value')).json()).toEqual({ kind: 'guest' });
    expect((await get('/test/viewer', await customerToken())).json()).toMatchObject({ kind: 'customer', customerId });
    expect((await get('/test/viewer', await staffToken())).json()).toMatchObject({ kind: 'staff', staffId });
  });

  it('gives a new session a token of exactly its lifetime, even when a second turns while it is opened', async () => {
    // The session opens at the last millisecond of a second; everything after is in the next.
    const opening = Math.floor(Date.now() / 1000) * 1000 + 999;
    const clock = jest.spyOn(Date, 'now').mockReturnValueOnce(opening).mockReturnValue(opening + 1);
    try {
      const { iat, exp } = payloadOf(await customerToken()) as { iat: number; exp: number };
      expect({ iat, lifetime: exp - iat }).toEqual({ iat: Math.floor(opening / 1000), lifetime: 30 * 24 * 3600 });
    } finally {
      clock.mockRestore();
    }
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

  it('refuses a token whose session ended, and accounts that are not active', async () => {
    const ended = await customerToken();
    const other = await customerToken();
    await shop.database.db.delete(sessions).where(eq(sessions.id, (JSON.parse(Buffer.from(ended.split('.')[1], 'base64url').toString()) as { sid: string }).sid));
    expect((await get('/test/customer', ended)).statusCode).toBe(401);
    expect((await get('/test/customer', other)).statusCode).toBe(200);
    await shop.database.db.update(customers).set({ state: 'rejected' }).where(eq(customers.id, customerId));
    expect((await get('/test/customer', other)).statusCode).toBe(401);
    await shop.database.db.update(customers).set({ state: 'active' }).where(eq(customers.id, customerId));

    const staffTokenBefore = await staffToken();
    await shop.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.kind, 'staff'));
    expect((await get('/test/staff', staffTokenBefore)).statusCode).toBe(401);
    expect((await get('/test/staff', await staffToken())).statusCode).toBe(200);
  });

  it('refuses a well-signed token that names a session that was never opened', async () => {
    const made = await signToken(SECRET, customerClaims(CUSTOMER, SID), customerId, inAnHour());
    expect((await get('/test/customer', made)).statusCode).toBe(401);
  });

  it('gives staff tokens eight hours at most and customer tokens thirty days', async () => {
    const staffPayload = JSON.parse(Buffer.from((await staffToken()).split('.')[1], 'base64url').toString());
    expect(staffPayload.exp - staffPayload.iat).toBeLessThanOrEqual(8 * 3600);
    const customerPayload = JSON.parse(Buffer.from((await customerToken()).split('.')[1], 'base64url').toString());
    expect(customerPayload.exp - customerPayload.iat).toBe(30 * 24 * 3600);
  });

  describe('with the sessions this instance keeps in memory', () => {
    const sidOf = (token: string) => payloadOf(token).sid as string;
    const viewerOf = async (token: string) => (await get('/test/viewer', token)).json() as { kind: string; priceListId?: number | null };
    /**
     * Writes made on the test's own connection reach the app as another instance's would, as a
     * notification; once the app hears its own probe, sent after them, it has heard them too.
     */
    const heard = () => shop.app.sessionsHeard();

    it('keeps a session it has read, so the next request with that token asks nothing', async () => {
      const token = await customerToken();
      await heard();
      expect(shop.app.sessionCache.keeps(sidOf(token))).toBe(false);
      expect((await get('/test/customer', token)).statusCode).toBe(200);
      expect(shop.app.sessionCache.keeps(sidOf(token))).toBe(true);
    });

    it('forgets a kept session that ended by any write, not only through this instance', async () => {
      const ended = await customerToken();
      const other = await customerToken();
      for (const token of [ended, other]) expect((await get('/test/customer', token)).statusCode).toBe(200);
      await shop.database.db.delete(sessions).where(eq(sessions.id, sidOf(ended)));
      await heard();
      expect(shop.app.sessionCache.keeps(sidOf(ended))).toBe(false);
      expect(shop.app.sessionCache.keeps(sidOf(other))).toBe(true);
      expect((await get('/test/customer', ended)).statusCode).toBe(401);
      expect((await get('/test/customer', other)).statusCode).toBe(200);
    });

    it('forgets kept sessions when an account stops being active, and a staff account is deleted', async () => {
      const token = await customerToken();
      expect((await get('/test/customer', token)).statusCode).toBe(200);
      await shop.database.db.update(customers).set({ state: 'rejected' }).where(eq(customers.id, customerId));
      await heard();
      expect((await get('/test/customer', token)).statusCode).toBe(401);
      await shop.database.db.update(customers).set({ state: 'active' }).where(eq(customers.id, customerId));
      expect((await get('/test/customer', token)).statusCode).toBe(200);

      const [gone] = await shop.database.db.insert(staff).values({ email: 'leaving@petora.ae', name: 'Leaving', passwordHash: 'x' }).returning();
      const leaving = await staffSessionToken(shop.database.db, SECRET, gone.id, { email: 'leaving@petora.ae', name: 'Leaving' });
      expect((await get('/test/staff', leaving)).statusCode).toBe(200);
      await shop.database.db.delete(staff).where(eq(staff.id, gone.id));
      await heard();
      expect((await get('/test/staff', leaving)).statusCode).toBe(401);
    });

    it('prices a kept session by the price list the customer has now', async () => {
      const token = await customerToken();
      expect(await viewerOf(token)).toMatchObject({ kind: 'customer', priceListId: null });
      const [list] = await shop.database.db.insert(priceLists).values({ name: 'Kept session contract' }).returning();
      await shop.database.db.insert(customerPriceTerms).values({ customerId, priceListId: list.id });
      await heard();
      expect(await viewerOf(token)).toMatchObject({ priceListId: list.id });
      await shop.database.db.update(priceLists).set({ active: false }).where(eq(priceLists.id, list.id));
      await heard();
      expect(await viewerOf(token)).toMatchObject({ priceListId: null });
      await shop.database.db.delete(customerPriceTerms).where(eq(customerPriceTerms.customerId, customerId));
      await shop.database.db.delete(priceLists).where(eq(priceLists.id, list.id));
    });
  });

  it('refuses a token for an account that does not exist', async () => {
    const ghost = await customerSessionToken(shop.database.db, SECRET, 99_999, CUSTOMER);
    expect((await get('/test/customer', ghost)).statusCode).toBe(401);
  });
});
