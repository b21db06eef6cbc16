// The search limit: searches and suggestions the answer cache cannot answer cost the server and
// the database a few milliseconds each, so one client address gets a budget of them per
// window; listings without a term, other addresses and answers from the cache are not held
// back by it.
import { addressBlock } from '../../../src/server/plugins/rate-limits';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../../src/server/rate-limit-settings';
import { type TestApp, buildTestApp } from '../../support/test-app';

const MINUTE = 60_000;
const LIMITS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, search: { ip: { max: 4, windowMs: MINUTE } } };

const get = (shop: TestApp, url: string, ip: string) => shop.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('the search limit per client address', () => {
  let shop: TestApp;
  let cached: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp('pglite', { rateLimits: LIMITS });
    // With the answer cache as in production (CATALOG_CACHE_MS).
    cached = await buildTestApp('pglite', { rateLimits: LIMITS, catalogCacheMs: MINUTE });
  });

  afterAll(async () => {
    await shop.close();
    await cached.close();
  });

  it('refuses the search after the limit with 429, Retry-After and a sentence, counting suggestions and searches together', async () => {
    const ip = '10.1.0.1';
    const terms = ['salmon', 'royal can', 'litter', 'kitten'];
    for (const [i, term] of terms.entries()) {
      const url = i % 2 === 0 ? `/api/product/productlist?term=${encodeURIComponent(term)}` : `/api/product/suggest?term=${encodeURIComponent(term)}`;
      expect((await get(shop, url, ip)).statusCode).toBe(200);
    }
    for (const url of ['/api/product/productlist?term=puppy', '/api/product/suggest?term=puppy']) {
      const refused = await get(shop, url, ip);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({ status: 0, message: expect.stringMatching(/^Too many searches from your network\. Please try again in \d+ seconds\.$/) });
    }
  });

  it('leaves other addresses and the listings without a term alone', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 5; i += 1) await get(shop, `/api/product/suggest?term=dog${i}`, ip);
    expect((await get(shop, '/api/product/suggest?term=dog', ip)).statusCode).toBe(429);
    // The same address still browses: pages, a category, a product.
    expect((await get(shop, '/api/product/productlist?p=1', ip)).statusCode).toBe(200);
    expect((await get(shop, '/api/product/productlist?cid=4', ip)).statusCode).toBe(200);
    expect((await get(shop, '/api/product/menus', ip)).statusCode).toBe(200);
    // Another address searches as before.
    expect((await get(shop, '/api/product/suggest?term=dog', '10.1.0.3')).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64, so stepping through one\'s own block makes no fresh budget', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await get(shop, `/api/product/suggest?term=bowl${i}`, `2001:db8:5:7::${i}`)).statusCode).toBe(200);
    expect((await get(shop, '/api/product/suggest?term=bowl', '2001:db8:5:7:ffff:1:2:3')).statusCode).toBe(429);
    expect((await get(shop, '/api/product/suggest?term=bowl', '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('does not count answers the cache gives: an office asking the same searches is never refused', async () => {
    const ip = '10.1.0.4';
    for (let i = 0; i < 12; i += 1) {
      expect((await get(cached, '/api/product/productlist?term=salmon', ip)).statusCode).toBe(200);
      expect((await get(cached, '/api/product/suggest?term=sal', ip)).statusCode).toBe(200);
    }
    // Two computed answers so far; two more new searches fit, the one after does not.
    expect((await get(cached, '/api/product/suggest?term=cat', ip)).statusCode).toBe(200);
    expect((await get(cached, '/api/product/suggest?term=cat+litter', ip)).statusCode).toBe(200);
    expect((await get(cached, '/api/product/suggest?term=kitten', ip)).statusCode).toBe(429);
  });
});

describe('the address a search is counted for', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:5:7::1', '2001:db8:5:7::/64'],
    ['2001:0db8:0005:0007:abcd:1:2:3', '2001:db8:5:7::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
  ])('%s is counted as %s', (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });
});
