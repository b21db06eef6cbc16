import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TEST_ASSET_JS, TEST_ASSET_PATH, TEST_FAVICON_SVG, type TestApp, buildTestApp } from '../../support/test-app';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp('pglite');
  shop.app.get('/api/test/large', async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
  // Larger than the compression window the plugin is given (256 KB).
  shop.app.get('/api/test/huge', async () => ({ items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i}`, note: 'x'.repeat(i % 50) })) }));
});

afterAll(async () => {
  await shop.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url, headers });
}

describe('security headers', () => {
  it('sends a CSP that allows only same-origin scripts', async () => {
    const res = await get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('font-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds the usual hardening headers to pages, assets and errors alike', async () => {
    for (const url of ['/', `/${TEST_ASSET_PATH}`, '/api/nope']) {
      const res = await get(url, { accept: HTML });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('storefront shell', () => {
  it.each(['/', '/reset/abc', '/shop/4?p=2', '/new', '/meta/3'])('serves index.html for %s, never cached', async (url) => {
    const res = await get(url, { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The shell, with the page's own head where it has one (shell-head.test.ts, listing-head.test.ts).
    expect(res.body.endsWith('<body><div id="root"></div></body></html>\n')).toBe(true);
  });

  it('sends the index file\'s name on to the home page, so the home page has one address', async () => {
    for (const [url, location] of [['/index.html', '/'], ['/index.html?utm_source=mail', '/?utm_source=mail'], ['/%69ndex%2Ehtml?a=1', '/?a=1']]) {
      const res = await get(url, { accept: HTML });
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('serves pages to link-preview bots that ask for anything or send no Accept, but never a missing file', async () => {
    for (const accept of ['*/*', undefined]) {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      for (const url of ['/meta/3', '/about-us?utm_source=whatsapp']) {
        const res = await get(url, headers);
        expect([url, accept, res.statusCode, res.body.endsWith('<div id="root"></div></body></html>\n')]).toEqual([url, accept, 200, true]);
      }
      for (const url of ['/static/js/gone.0000000000.js', '/favicon.ico', '/apple-touch-icon.png?v=2']) {
        expect([url, accept, (await get(url, headers)).statusCode]).toEqual([url, accept, 404]);
      }
    }
    // A script asking for JSON is not given a page.
    expect((await get('/meta/3', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('does not answer API, media or upload paths with the shell', async () => {
    for (const url of ['/api/nope', '/media/missing.webp', '/uploads/missing.pdf', '/media/a/b']) {
      const res = await get(url, { accept: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'Not found' });
    }
  });

  it('asks search engines not to keep the pages of one person or one moment, and keeps the catalogue open', async () => {
    for (const url of ['/login', '/register', '/confirm/layla%40pawsco.ae', '/reset/abc', '/wishlist', '/quick-order', '/cart', '/dashboard/orders', '/admin']) {
      expect([url, (await get(url, { accept: HTML })).headers['x-robots-tag']]).toEqual([url, 'noindex, nofollow']);
    }
    for (const url of ['/', '/shop/4', '/brand/9', '/about-us', '/registered-trademarks']) {
      expect([url, (await get(url, { accept: HTML })).headers['x-robots-tag']]).toEqual([url, undefined]);
    }
  });

  it('answers a missing asset fetched by a script with 404, not the shell', async () => {
    const res = await get('/static/js/gone.0000000000.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
  });

  it('serves other root files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEST_FAVICON_SVG);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('hashed assets', () => {
  it('are cached for a year and immutable', async () => {
    const res = await get(`/${TEST_ASSET_PATH}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TEST_ASSET_JS);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('come precompressed as %s when accepted', async (encoding, decompress) => {
    const res = await get(`/${TEST_ASSET_PATH}`, { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decompress(res.rawPayload).toString()).toBe(TEST_ASSET_JS);
  });
});

describe('API compression', () => {
  it('compresses JSON answers above 1 kB', async () => {
    const res = await get('/api/test/large', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).items).toHaveLength(200);
  });

  it('compresses an answer larger than its window to bytes that decode to it whole', async () => {
    const res = await get('/api/test/huge', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString();
    expect(text.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(text).items[19_999]).toEqual({ id: 19_999, name: 'item 19999', note: 'x'.repeat(49) });
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('storefront not built', () => {
  it('answers page requests with 503 and the build command', async () => {
    rmSync(path.join(shop.app.config.staticDir, 'index.html'));
    const res = await get('/product/x', { accept: HTML });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('The storefront is not built yet: run npm run build');
  });
});
