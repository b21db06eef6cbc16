import { DEFAULT_RATE_LIMITS, type RateLimitSettings, scaledRateLimits } from '../../../src/server/rate-limit-settings';
import { tooManyMessage } from '../../../src/server/plugins/rate-limits';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { PASSWORD, activeCustomer, mailCount, post, registration } from './account-helpers';

const HOUR = 3_600_000;
const rule = (ip: number, account: number) => ({ ip: { max: ip, windowMs: HOUR }, account: { max: account, windowMs: HOUR } });

// Low enough to reach in a test, and the same for every call, so one helper drives them all.
const delays = (freeFailures: number) => ({ freeFailures, firstDelayMs: HOUR, maxDelayMs: HOUR, forgetAfterMs: HOUR });
const LIMITS: RateLimitSettings = {
  login: { ip: delays(6), pair: delays(3) },
  register: rule(6, 3),
  confirm: rule(6, 3),
  resend: rule(6, 3),
  reset: rule(6, 3),
  resetPassword: { ip: { max: 3, windowMs: HOUR } },
  changePassword: { account: { max: 3, windowMs: HOUR } },
  adminLogin: { ip: delays(6), pair: delays(3) },
  search: { ip: { max: 3, windowMs: HOUR } },
};

describe('rate limit settings', () => {
  it('scales every maximum and keeps the windows', () => {
    const scaled = scaledRateLimits(4);
    expect(scaled.register).toEqual({
      ip: { max: DEFAULT_RATE_LIMITS.register.ip!.max * 4, windowMs: DEFAULT_RATE_LIMITS.register.ip!.windowMs },
      account: { max: DEFAULT_RATE_LIMITS.register.account!.max * 4, windowMs: DEFAULT_RATE_LIMITS.register.account!.windowMs },
    });
    expect(scaled.login.ip.freeFailures).toBe(DEFAULT_RATE_LIMITS.login.ip.freeFailures * 4);
    expect(scaled.resetPassword.account).toBeUndefined();
    expect(scaled.search.ip).toEqual({ max: DEFAULT_RATE_LIMITS.search.ip.max * 4, windowMs: DEFAULT_RATE_LIMITS.search.ip.windowMs });
    expect(scaledRateLimits(1)).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('words the wait in seconds or minutes', () => {
    expect(tooManyMessage(30_500)).toBe('Too many attempts. Please try again in 31 seconds.');
    expect(tooManyMessage(14 * 60_000)).toBe('Too many attempts. Please try again in 14 minutes.');
  });
});

describe.each(DB_KINDS)('attempt limits on %s', (kind) => {
  let shop: TestApp;
  let proxied: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    shop = await buildTestApp(kind, { rateLimits: LIMITS });
    proxied = await buildTestApp(kind, { rateLimits: LIMITS, trustProxy: 1 });
  });

  afterAll(async () => {
    await shop.close();
    await proxied.close();
  });

  /** Every test gets client addresses of its own, so counters never leak between tests. */
  const freshIp = () => {
    ipCounter += 1;
    return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
  };

  function expectTooMany(res: Awaited<ReturnType<typeof post>>): void {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(res.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/) });
  }

  it.each([
    ['register', '/api/customer/register', (email: string) => registration(email, { name: '' })],
    ['confirm', '/api/customer/confirm', (email: string) => ({ email, code: '000000' })],
    // confirmresend is refused from the second try within a minute for any email (no-discovery.test.ts).
    ['reset', '/api/customer/reset', (email: string) => ({ email })],
  ])('limits %s per account, whatever the address and the case of the email', async (_name, url, body) => {
    const email = `${url.replace(/\W/g, '')}@example.ae`;
    for (let i = 0; i < 3; i += 1) expect((await post(shop, url, body(email), undefined, freshIp())).statusCode).not.toBe(429);
    expectTooMany(await post(shop, url, body(email.toUpperCase()), undefined, freshIp()));
    // Another account from the same address is not affected.
    expect((await post(shop, url, body(`other-${email}`), undefined, freshIp())).statusCode).not.toBe(429);
  });

  it.each([
    ['login', '/api/customer/login', (i: number) => ({ username: `ip${i}@example.ae`, password: 'wrong password' })],
    ['register', '/api/customer/register', (i: number) => registration(`ip${i}@example.ae`, { name: '' })],
    ['confirm', '/api/customer/confirm', (i: number) => ({ email: `ip${i}@example.ae`, code: '000000' })],
    ['confirmresend', '/api/customer/confirmresend', (i: number) => ({ email: `ip${i}@example.ae` })],
    ['reset', '/api/customer/reset', (i: number) => ({ email: `ip${i}@example.ae` })],
    ['admin login', '/api/admin/login', (i: number) => ({ email: `ip${i}@example.ae`, password: 'wrong password' })],
  ])('limits %s per client address across accounts', async (_name, url, body) => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) expect((await post(shop, url, body(i), undefined, ip)).statusCode).not.toBe(429);
    expectTooMany(await post(shop, url, body(99), undefined, ip));
    expect((await post(shop, url, body(100), undefined, freshIp())).statusCode).not.toBe(429);
  });

  it.each([
    ['login', '/api/customer/login', (i: number) => ({ username: `v6-${i}@example.ae`, password: 'wrong password' })],
    ['register', '/api/customer/register', (i: number) => registration(`v6-${i}@example.ae`, { name: '' })],
    ['reset', '/api/customer/reset', (i: number) => ({ email: `v6-${i}@example.ae` })],
    ['admin login', '/api/admin/login', (i: number) => ({ email: `v6-${i}@example.ae`, password: 'wrong password' })],
  ])('counts %s by the /64 of an IPv6 address, so stepping through one\'s own block gives no fresh budget', async (_name, url, body) => {
    ipCounter += 1;
    const block = `2001:db8:${ipCounter.toString(16)}:7`;
    for (let i = 0; i < 6; i += 1) expect((await post(shop, url, body(i), undefined, `${block}::${(i + 1).toString(16)}`)).statusCode).not.toBe(429);
    expectTooMany(await post(shop, url, body(99), undefined, `${block}:ffff:ffff:ffff:ffff`));
    // The next block is someone else's.
    expect((await post(shop, url, body(100), undefined, `2001:db8:${ipCounter.toString(16)}:8::1`)).statusCode).not.toBe(429);
  });

  it('counts an IPv4 client as itself, whether its address comes written IPv4-mapped or not', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) {
      const res = await post(shop, '/api/customer/reset', { email: `mapped${i}@example.ae` }, undefined, i % 2 === 0 ? ip : `::ffff:${ip}`);
      expect(res.statusCode).not.toBe(429);
    }
    expectTooMany(await post(shop, '/api/customer/reset', { email: 'mapped99@example.ae' }, undefined, `::ffff:${ip}`));
  });

  it('refuses a registration from an address over its limit before reading its body', async () => {
    const ip = freshIp();
    const raw = (payload: string) => shop.app.inject({
      method: 'POST', url: '/api/customer/register', payload, remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
    });
    const notJson = '{"email": "raw@example.ae", "name": ';
    const controlCharacter = JSON.stringify(registration('raw@example.ae', { name: 'Layla\u0007Haddad' }));
    // Under the limit the body is read and refused, and a refused body is no attempt.
    expect((await raw(notJson)).statusCode).toBe(400);
    expect((await raw(controlCharacter)).statusCode).toBe(400);
    for (let i = 0; i < 6; i += 1) {
      expect((await post(shop, '/api/customer/register', registration(`raw${i}@example.ae`, { name: '' }), undefined, ip)).statusCode).not.toBe(429);
    }
    // Over it the same bodies are answered 429, as an address over the limit always is.
    expectTooMany(await raw(notJson));
    expectTooMany(await raw(controlCharacter));
    expectTooMany(await post(shop, '/api/customer/register', registration('raw99@example.ae', { name: '' }), undefined, ip));
  });

  it('writes nothing for a refused request: a limited reset mails no link', async () => {
    await activeCustomer(shop, 'reset-limit@example.ae');
    for (let i = 0; i < 3; i += 1) await post(shop, '/api/customer/reset', { email: 'reset-limit@example.ae' }, undefined, freshIp());
    const before = await mailCount(shop);
    expectTooMany(await post(shop, '/api/customer/reset', { email: 'reset-limit@example.ae' }, undefined, freshIp()));
    expect(await mailCount(shop)).toBe(before);
  });

  it('limits resetpassword per address and changepassword per customer', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await post(shop, '/api/customer/resetpassword', { hash: `guess${i}`, password: 'new password 1' }, undefined, ip);
    expectTooMany(await post(shop, '/api/customer/resetpassword', { hash: 'guess', password: 'new password 1' }, undefined, ip));

    const { token } = await activeCustomer(shop, 'change-limit@example.ae');
    for (let i = 0; i < 3; i += 1) {
      const res = await post(shop, '/api/customer/changepassword', { currentPassword: 'guess', password: 'new password 1' }, token, freshIp());
      expect(res.json()).toMatchObject({ status: 0 });
    }
    expectTooMany(await post(shop, '/api/customer/changepassword', { currentPassword: PASSWORD, password: 'new password 1' }, token, freshIp()));
  });

  it('takes the client address from X-Forwarded-For only when a proxy is trusted', async () => {
    const spoofed = async (app: TestApp, i: number) => app.app.inject({
      method: 'POST', url: '/api/customer/reset', payload: { email: `proxy${i}@example.ae` },
      remoteAddress: '10.200.0.1', headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    // Untrusted: rotating the header does not help, every request counts against 10.200.0.1.
    for (let i = 0; i < 6; i += 1) expect((await spoofed(shop, i)).statusCode).toBe(200);
    expect((await spoofed(shop, 7)).statusCode).toBe(429);
    // Behind one trusted proxy each forwarded address counts on its own.
    for (let i = 0; i < 8; i += 1) expect((await spoofed(proxied, i)).statusCode).toBe(200);
  });
});
