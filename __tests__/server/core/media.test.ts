import net from 'node:net';
import { files } from '../../../src/server/db/schema';
import { DOCUMENT_CSP } from '../../../src/server/routes/media';
import { type TestApp, buildTestApp } from '../../support/test-app';

const WEBP = Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 fake image bytes', 'latin1');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const DOC_NAME = 'f3a9c1d27be84e0c9a51d6e2b7c40f88.pdf';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp('pglite');
  await shop.database.db.insert(files).values([
    { name: 'banner-desktop-1.webp', kind: 'image', contentType: 'image/webp', size: WEBP.length, data: WEBP },
    { name: DOC_NAME, kind: 'document', contentType: 'application/pdf', size: PDF.length, data: PDF },
  ]);
});

afterAll(async () => {
  await shop.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return shop.app.inject({ method: 'GET', url, headers });
}

describe('GET /media/{name}', () => {
  it('serves the stored image with its type, an ETag and a year-long immutable cache', async () => {
    const res = await get('/media/banner-desktop-1.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-z-]+"$/);
    expect(res.rawPayload.equals(WEBP)).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/media/banner-desktop-1.webp');
    const res = await get('/media/banner-desktop-1.webp', { 'if-none-match': String(first.headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('does not serve documents as media', async () => {
    const res = await get(`/media/${DOC_NAME}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'Not found' });
  });
});

describe('GET /uploads/{name}', () => {
  it('serves the document privately with its real type and nosniff', async () => {
    const res = await get(`/uploads/${DOC_NAME}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${DOC_NAME}"`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("lets only the shop's own pages frame a document, and lets it run nothing", async () => {
    const res = await get(`/uploads/${DOC_NAME}`);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toBe(DOCUMENT_CSP);
    expect(DOCUMENT_CSP).toContain("frame-ancestors 'self'");
    expect(DOCUMENT_CSP).toContain("default-src 'none'");
    expect(DOCUMENT_CSP).not.toContain('script-src');
    const image = await get('/media/banner-desktop-1.webp');
    expect(image.headers['x-frame-options']).toBe('DENY');
  });

  it('does not serve images as uploads', async () => {
    expect((await get('/uploads/banner-desktop-1.webp')).statusCode).toBe(404);
  });

  it.each([
    '/uploads/unknown.pdf',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/..%5c..%5cpackage.json',
    '/media/..%2fpackage.json',
    '/media/.hidden',
    '/media/a%00.webp',
  ])('answers %s with 404', async (url) => {
    const res = await get(url, { accept: 'text/html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('User-agent');
  });
});

describe('un-normalized paths sent over a real socket', () => {
  let port = 0;

  beforeAll(async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    ({ port } = shop.app.server.address() as net.AddressInfo);
  });

  // Browsers and inject() resolve "..", so only a raw request line can carry them to the server.
  function rawGet(port: number, target: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
      });
      let answer = '';
      socket.on('data', (chunk) => { answer += chunk.toString('latin1'); });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it.each(['/uploads/../../etc/passwd', '/media/../robots.txt', '/../../etc/passwd', '/static/../../../etc/passwd'])(
    'never escapes for %s', async (target) => {
      const answer = await rawGet(port, target);
      expect(answer).toMatch(/^HTTP\/1\.1 40[34] /);
      expect(answer).not.toContain('root:');
      expect(answer).not.toContain('User-agent');
    },
  );
});
