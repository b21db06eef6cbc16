// Every body limit refuses one byte more with 413 and writes nothing, while a body of exactly
// the limit is read and judged on its content; a caller without the right token is turned away
// before a large body is read at all.
import { BODY_LIMIT } from '../../../src/server/app';
import { IMAGE_BODY_LIMIT } from '../../../src/server/services/catalogue-admin/image-upload';
import { IMPORT_BODY_LIMIT } from '../../../src/server/routes/admin/catalogue-csv';
import { PRODUCT_BODY_LIMIT } from '../../../src/server/routes/admin/catalogue-schemas';
import { DOCUMENT_BODY_LIMIT } from '../../../src/server/routes/customer/schemas';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';

/** A JSON body of exactly `bytes` bytes whose `field` holds the padding. */
function bodyOfSize(bytes: number, field: string, rest: Record<string, unknown> = {}): string {
  const shell = JSON.stringify({ ...rest, [field]: '' });
  return `${shell.slice(0, -2)}${'A'.repeat(bytes - shell.length)}"}`;
}

// Limits do not depend on the database: PGlite is enough.
describe('body limits', () => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop('pglite');
  });

  afterAll(async () => {
    await h.shop.close();
  });

  const cases: Array<[string, string, number, string, 'staff' | 'customer' | null, Record<string, unknown>]> = [
    ['guest cart', '/api/cart/cartlist', BODY_LIMIT, 'localcart', null, {}],
    ['new address', '/api/customer/addaddress', BODY_LIMIT, 'address', 'customer', { addressName: 'x' }],
    ['registration', '/api/customer/register', DOCUMENT_BODY_LIMIT, 'lisence', null, { email: 'big@shop.test' }],
    ['profile', '/api/customer/edit', DOCUMENT_BODY_LIMIT, 'otrn', 'customer', {}],
    ['product image', '/api/admin/products/:id/images', IMAGE_BODY_LIMIT, 'image', 'staff', {}],
    ['brand logo', '/api/admin/brands', IMAGE_BODY_LIMIT, 'logo', 'staff', { name: 'Huge', slug: 'huge' }],
    ['product', '/api/admin/products', PRODUCT_BODY_LIMIT, 'introduction', 'staff', {}],
    ['catalogue import', '/api/admin/catalogue/import', IMPORT_BODY_LIMIT, 'csv', 'staff', {}],
  ];

  it.each(cases)('refuses a %s body one byte over its limit with 413, writing nothing', async (_name, path, limit, field, who, rest) => {
    const url = path.replace(':id', String(h.world.productId));
    const token = who === 'staff' ? h.staff : who === 'customer' ? h.fuzzer.token : undefined;
    const before = await fingerprint(h.shop.database.db);
    const over = await h.shop.app.inject({
      method: 'POST', url, payload: bodyOfSize(limit + 1, field, rest),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ status: 0, message: 'The request body is too large.' });
    // At the limit the body is read and judged on its content instead.
    const at = await h.shop.app.inject({
      method: 'POST', url, payload: bodyOfSize(limit, field, rest),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(at.statusCode).not.toBe(413);
    expect(at.statusCode).toBeLessThan(500);
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });

  it('turns a large upload without the right token away before reading it', async () => {
    const payload = bodyOfSize(IMAGE_BODY_LIMIT - 10, 'image');
    const url = `/api/admin/products/${h.world.productId}/images`;
    const asCustomer = await h.shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${h.a.token}` } });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await h.shop.app.inject({ method: 'POST', url: '/api/customer/edit', payload: bodyOfSize(DOCUMENT_BODY_LIMIT - 10, 'otrn'), headers: { 'content-type': 'application/json' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
