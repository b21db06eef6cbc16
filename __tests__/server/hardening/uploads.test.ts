// /uploads serves a customer's document by its random name, with its real type and nothing a
// browser could run; traversal, encodings, near misses and unknown names all find nothing.
import { DB_KINDS } from '../../support/test-db';
import { type TestApp } from '../../support/test-app';
import { PNG, accountsApp, customerByEmail, dataUrl, post, registration } from '../accounts/account-helpers';

describe.each(DB_KINDS)('/uploads on %s', (kind) => {
  let shop: TestApp;
  let name: string;

  beforeAll(async () => {
    shop = await accountsApp(kind);
    const res = await post(shop, '/api/customer/register', registration('docs@shop.test', { lisence: dataUrl('image/png', PNG) }));
    expect(res.json()).toMatchObject({ status: 1 });
    name = (await customerByEmail(shop, 'docs@shop.test')).lisenceNumber!;
  });

  afterAll(async () => {
    await shop.close();
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

  it('serves the document itself as what it is, and nothing that could run', async () => {
    const res = await get(`/uploads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['traversal', '/uploads/..%2f..%2fpackage.json'],
    ['encoded dots', '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['double encoding', '/uploads/..%252f..%252fetc%252fpasswd'],
    ['backslashes', '/uploads/..%5c..%5cpackage.json'],
    ['dot segments', '/uploads/....%2f%2f....%2f%2fetc%2fpasswd'],
    ['a hidden file', '/uploads/.env'],
    ['a dot', '/uploads/.'],
    ['a unicode dot', '/uploads/%E2%80%A4%E2%80%A4%2fpackage.json'],
    ['an absolute path', '/uploads/%2Fetc%2Fpasswd'],
    ['a wildcard', '/uploads/%25'],
    ['an unknown name', '/uploads/0123456789abcdef.pdf'],
    ['a very long name', `/uploads/${'a'.repeat(5000)}.pdf`],
    ['SQL', "/uploads/x'%20OR%20'1'%3D'1"],
  ])('finds nothing for %s', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, message: 'Not found' });
  });

  it('refuses a name that is not even valid UTF-8 (overlong dots and slashes) with 400', async () => {
    for (const url of ['/uploads/%c0%ae%c0%ae%c0%afetc%c0%afpasswd', '/uploads/%ff%fe', '/uploads/%e0%80%af']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'The address is not valid.' });
    }
  });

  it('finds nothing for near misses of a real name', async () => {
    for (const near of [`${name}%00.png`, `${name}%00`, name.toUpperCase(), `${name}.`, `${name}%20`, `.${name}`, `${name.slice(0, -1)}`, `${name}/`, `..%2f${name}`, `x%2f..%2f${name}`]) {
      expect({ near, status: (await get(`/uploads/${near}`)).statusCode }).toEqual({ near, status: 404 });
    }
    // A document is not a catalogue image either.
    expect((await get(`/media/${name}`)).statusCode).toBe(404);
  });
});
