// Failed logins slow down the client that failed, never the account's owner elsewhere, and
// successful logins are never counted: an office of colleagues behind one address logs in freely.
import { eq } from 'drizzle-orm';
import { customers } from '../../../src/server/db/schema';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../../src/server/rate-limit-settings';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { PASSWORD, STAFF, customerByEmail, post, registerConfirmed, staffToken } from './account-helpers';

jest.setTimeout(180_000);

const MINUTE = 60_000;
const delays = (freeFailures: number) => ({ freeFailures, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE });
const LIMITS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, login: { pair: delays(3), ip: delays(8) }, adminLogin: { pair: delays(3), ip: delays(8) } };

describe.each(DB_KINDS)('login throttle on %s', (kind) => {
  let shop: TestApp;
  let serial = 0;
  const freshIp = () => {
    serial += 1;
    return `10.77.${Math.floor(serial / 250)}.${serial % 250}`;
  };

  beforeAll(async () => {
    shop = await buildTestApp(kind, { rateLimits: LIMITS });
  });

  afterAll(async () => {
    await shop.close();
  });

  async function activeAccount(email: string): Promise<void> {
    const id = await registerConfirmed(shop, email);
    await shop.database.db.update(customers).set({ state: 'active' }).where(eq(customers.id, id));
  }
  const login = (email: string, password: string, ip: string) => post(shop, '/api/customer/login', { username: email, password }, undefined, ip);

  it('lets the owner in from a client that has not failed while an attacker is slowed down', async () => {
    await activeAccount('victim@example.ae');
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await login('victim@example.ae', `guess ${i} wrong`, attacker)).statusCode).toBe(401);
    const slowed = await login('victim@example.ae', 'guess 4 wrong', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even the right password waits out the delay from the failing client ...
    expect((await login('victim@example.ae', PASSWORD, attacker)).statusCode).toBe(429);
    // ... but the owner, elsewhere, logs in at once.
    expect((await login('VICTIM@example.ae', PASSWORD, freshIp())).json()).toHaveProperty('token');
  });

  it('clears a client\'s failures when it then gives the right password', async () => {
    await activeAccount('typo@example.ae');
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) await login('typo@example.ae', 'mistyped password', ip);
    expect((await login('typo@example.ae', PASSWORD, ip)).json()).toHaveProperty('token');
    for (let i = 0; i < 3; i += 1) expect((await login('typo@example.ae', 'mistyped again', ip)).statusCode).toBe(401);
  });

  it('slows down an address spraying guesses over many accounts, and not other addresses', async () => {
    const sprayer = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await login(`spray${i}@example.ae`, 'wrong password', sprayer)).statusCode).toBe(401);
    expect((await login('spray-next@example.ae', 'wrong password', sprayer)).statusCode).toBe(429);
    expect((await login('spray-next@example.ae', 'wrong password', freshIp())).statusCode).toBe(401);
  });

  it('never refuses successful logins, however many come from one office address', async () => {
    await activeAccount('office@example.ae');
    const office = freshIp();
    for (let i = 0; i < 12; i += 1) expect((await login('office@example.ae', PASSWORD, office)).json()).toHaveProperty('token');
    expect((await customerByEmail(shop, 'office@example.ae')).state).toBe('active');
  });

  it('treats staff logins the same way: many logins from one office, an attacker slowed, the owner let in', async () => {
    await staffToken(shop);
    const office = freshIp();
    const staffLogin = (password: string, ip: string) => post(shop, '/api/admin/login', { email: STAFF.email, password }, undefined, ip);
    for (let i = 0; i < 12; i += 1) expect((await staffLogin(STAFF.password, office)).statusCode).toBe(200);
    const attacker = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await staffLogin('wrong password', attacker)).statusCode).toBe(401);
    expect((await staffLogin(STAFF.password, attacker)).statusCode).toBe(429);
    expect((await staffLogin(STAFF.password, freshIp())).json()).toHaveProperty('token');
  });
});
