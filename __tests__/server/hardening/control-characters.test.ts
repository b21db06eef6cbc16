// Control characters never reach the database: 400 naming the parameter or field, instead of a
// query that fails (PostgreSQL text cannot hold NUL); tabs and line breaks stay allowed in texts.
import { controlCharacterAt } from '../../../src/server/plugins/control-characters';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';

describe('finding control characters in a body', () => {
  it('points at the first text holding one, at any depth, and allows tabs and line breaks', () => {
    expect(controlCharacterAt({ a: 'x\ty\r\nz', b: ['ok'] })).toBeNull();
    expect(controlCharacterAt({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('/b/0/c');
    expect(controlCharacterAt({ 'a/b~c': '\u001b' })).toBe('/a~1b~0c');
    expect(controlCharacterAt({ ['k\u0001']: 1 })).toBe('/k\u0001');
    expect(controlCharacterAt('\u007f')).toBe('');
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(controlCharacterAt(deep)).toBe('/0'.repeat(100_000));
  });
});

describe.each(DB_KINDS)('control characters in the shop routes on %s', (kind) => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop(kind);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it.each([
    ['/api/admin/customers?q=a%00b', 'q'],
    ['/api/admin/customers?q=%1B%5B31m', 'q'],
    ['/api/admin/orders?q=%00', 'q'],
    ['/api/admin/products?q=x%0Ay', 'q'],
    ['/api/product/productlist?term=%7F', 'term'],
    ['/api/product/productlist?slug=a%00', 'slug'],
  ])('refuses the control characters of %s with 400', async (url, name) => {
    const res = await h.call('GET', url, { token: h.staff });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: `The query parameter "${name}" must not contain control characters.` });
  });

  it.each([
    ['/api/customer/addaddress', { addressName: 'Depot\u0000', address: 'Street' }, 'addressName'],
    ['/api/order/add', { address: 'Street', note: 'bell\u0007' }, 'note'],
    ['/api/customer/login', { username: 'a\u0000@shop.test', password: 'long password 1' }, 'username'],
    ['/api/customer/register', { name: 'N', email: 'x@shop.test', companyName: 'C\u001b' }, 'companyName'],
    ['/api/customer/updatecart', { cart: [{ aid: 1, count: 1, ['k\u0000']: 1 }] }, 'cart[0].k?'],
  ])('refuses control characters in the body of %s with 400, writing nothing', async (url, body, field) => {
    const before = await fingerprint(h.shop.database.db);
    const res = await h.call('POST', url, { token: h.a.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: `The field "${field}" must not contain control characters.` });
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });

  it('keeps tabs and line breaks where text may hold them', async () => {
    const res = await h.call('POST', '/api/customer/addaddress', { token: h.b.token, body: { addressName: 'Two lines', address: 'Warehouse 4\r\nAl Quoz\tDubai' } });
    expect(res.json()).toMatchObject({ status: 1 });
    expect(JSON.stringify(res.json())).toContain('Warehouse 4\\r\\nAl Quoz\\tDubai');
  });

  it('refuses an Idempotency-Key holding control characters, placing no order', async () => {
    const before = await fingerprint(h.shop.database.db);
    const res = await h.call('POST', '/api/order/add', { token: h.a.token, body: { address: 'Street 1' }, headers: { 'idempotency-key': 'key\u0001' } });
    expect(res.statusCode).toBe(400);
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });
});
