// POST /api/cart/bulk against what a hostile or broken client sends straight to the API, past
// the quick-order page's own checks: far too many lines, a body over the size limit, formulas
// as SKUs, text in another encoding. Each gets a clear answer and the cart stays as it was.
import { cartLines } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from './shop-app';

describe.each(DB_KINDS)('POST /api/cart/bulk with hostile input (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  const raw = (payload: string | Buffer, contentType = 'application/json') => t.shop.app.inject({
    method: 'POST', url: '/api/cart/bulk', payload, headers: { authorization: `Bearer ${t.buyer.token}`, 'content-type': contentType },
  });
  const savedLines = async () => (await t.db.select().from(cartLines)).map((l) => [l.variantId, l.count]);

  beforeEach(async () => {
    await t.add(t.cat.kibble.small, 2);
  });

  it('refuses 10,000 lines whole with the limit named', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => ({ sku: i % 2 === 0 ? 'KIB-2' : `SKU-${i}`, count: 1 }));
    const res = await t.api.post('/api/cart/bulk', { lines }, t.buyer.token);
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: 'At most 500 lines can be added at once.' }]);
    expect(await savedLines()).toEqual([[t.cat.kibble.small, 2]]);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const lines = Array.from({ length: 12_000 }, () => ({ sku: 'K'.repeat(100), count: 1 }));
    const res = await raw(JSON.stringify({ lines }));
    expect([res.statusCode, res.json()]).toEqual([413, { status: 0, message: 'The request body is too large.' }]);
    expect(await savedLines()).toEqual([[t.cat.kibble.small, 2]]);
  });

  it('treats spreadsheet formulas as SKUs that name nothing, evaluating none of them', async () => {
    const formulas = ['=HYPERLINK("http://evil.test","KIB-2")', '+SUM(1,2)', '-2+3', '@cmd', '=1+1'];
    const res = await t.api.post('/api/cart/bulk', { lines: formulas.map((sku) => ({ sku, count: 3 })) }, t.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual(formulas.map((sku) => ({ sku, status: 'unknown', message: 'No product has this SKU.' })));
    expect(await savedLines()).toEqual([[t.cat.kibble.small, 2]]);
  });

  it('refuses JSON in UTF-16, and answers text that is not UTF-8 without adding anything', async () => {
    const utf16 = await raw(Buffer.from(`\ufeff${JSON.stringify({ lines: [{ sku: 'KIB-2', count: 1 }] })}`, 'utf16le'));
    expect([utf16.statusCode, utf16.json()]).toEqual([400, { status: 0, message: 'The request body is not valid JSON.' }]);
    // "KIB-2Größe" in Windows-1252: the bytes of ö and ß are not UTF-8.
    const latin1 = Buffer.concat([Buffer.from('{"lines":[{"sku":"KIB-2Gr'), Buffer.from([0xf6, 0xdf]), Buffer.from('e","count":1}]}')]);
    const res = await raw(latin1);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['unknown']);
    expect(await savedLines()).toEqual([[t.cat.kibble.small, 2]]);
  });
});
