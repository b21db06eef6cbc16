// The attempt limits hold under a burst of concurrent requests: exactly the limit gets through,
// the rest are refused with 429 and Retry-After, and further attempts stay refused.
import type { RateLimitSettings } from '../../../src/server/rate-limit-settings';
import { type TestApp, buildTestApp } from '../../support/test-app';

const HOUR = 3_600_000;
const delays = (freeFailures: number) => ({ freeFailures, firstDelayMs: HOUR, maxDelayMs: HOUR, forgetAfterMs: HOUR });
const LIMITS: RateLimitSettings = {
  login: { ip: delays(5), pair: delays(3) },
  register: { ip: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  confirm: { ip: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  resend: { ip: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  reset: { ip: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  resetPassword: { ip: { max: 5, windowMs: HOUR } },
  changePassword: { account: { max: 3, windowMs: HOUR } },
  adminLogin: { ip: delays(5), pair: delays(3) },
  search: { ip: { max: 5, windowMs: HOUR } },
};

describe('attempt limits under a burst', () => {
  let shop: TestApp;
  let ip = 0;

  beforeAll(async () => {
    shop = await buildTestApp('pglite', { rateLimits: LIMITS });
  });

  afterAll(async () => {
    await shop.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) => shop.app.inject({ method: 'POST', url, payload, remoteAddress });
  const freshIp = () => {
    ip += 1;
    return `10.9.${Math.floor(ip / 250)}.${ip % 250}`;
  };

  it.each([
    ['customer login', '/api/customer/login', (i: number) => ({ username: `burst${i}@shop.test`, password: 'wrong password 1' })],
    ['registration', '/api/customer/register', (i: number) => ({ email: `burst${i}@shop.test`, name: '' })],
    ['staff login', '/api/admin/login', (i: number) => ({ email: `burst${i}@shop.test`, password: 'wrong password 1' })],
    ['password reset', '/api/customer/reset', (i: number) => ({ email: `burst${i}@shop.test` })],
  ])('lets exactly the limit of a %s burst from one address through, then refuses with Retry-After, and stays refused', async (_name, url, body) => {
    const address = freshIp();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => post(url, body(i), address)));
    const refused = burst.filter((res) => res.statusCode === 429);
    expect(burst.length - refused.length).toBe(5);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(res.json()).toMatchObject({ status: 0, message: expect.stringMatching(/^Too many attempts/) });
    }
    for (let i = 0; i < 3; i += 1) expect((await post(url, body(100 + i), address)).statusCode).toBe(429);
    // Other clients are not affected.
    expect((await post(url, body(200), freshIp())).statusCode).not.toBe(429);
  });

  it('counts a burst against one account from one address before any password is checked', async () => {
    const address = freshIp();
    const burst = await Promise.all(Array.from({ length: 12 }, () => post('/api/customer/login', { username: 'target@shop.test', password: 'guess guess 1' }, address)));
    expect(burst.filter((res) => res.statusCode !== 429)).toHaveLength(3);
    expect((await post('/api/customer/login', { username: 'TARGET@shop.test', password: 'guess guess 1' }, address)).statusCode).toBe(429);
    // The same account from another client is not slowed down by these failures.
    expect((await post('/api/customer/login', { username: 'target@shop.test', password: 'guess guess 1' }, freshIp())).statusCode).toBe(401);
  });
});
