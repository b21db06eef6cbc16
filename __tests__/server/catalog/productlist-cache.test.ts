import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { variants } from '../../../src/server/db/schema';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { type TestCatalogue, addCatalogue } from '../cart/catalogue';
import { type TestCustomer, addCustomer, addProduct } from '../cart/shop-fixtures';

const SLUG_URL = '/api/product/productlist?slug=salmon-kibble';
const stockOf = (body: { products: Array<{ product_attributes: Array<{ id: number; stock: number }> }> }, aid: number) =>
  body.products[0].product_attributes.find((a) => a.id === aid)?.stock;

describe.each(DB_KINDS)('productlist answers reused for CATALOG_CACHE_MS on %s', (kind) => {
  let shop: TestApp;
  let cat: TestCatalogue;
  let buyer: TestCustomer;

  beforeAll(async () => {
    // A long time to live, so only this instance's own writes can make an answer new.
    shop = await buildTestApp(kind, { catalogCacheMs: 60_000 });
    cat = await addCatalogue(shop.database.db);
    buyer = await addCustomer(shop.database.db);
  });
  afterAll(async () => shop.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('sends the same answer again with an ETag, 304 to a client that has it, and compressed bytes when asked', async () => {
    const first = await get(SLUG_URL);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    // Written behind the shop's back: the cached answer stands until its time runs out.
    await shop.database.db.update(variants).set({ stock: 19 }).where(eq(variants.id, cat.kibble.small));
    const again = await get(SLUG_URL);
    expect(again.body).toBe(first.body);
    expect(stockOf(again.json(), cat.kibble.small)).toBe(20);
    const notModified = await get(SLUG_URL, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const br = await get(SLUG_URL, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('keeps B2B prices for customers (private) and retail prices for guests apart', async () => {
    const guest = (await get(SLUG_URL)).json();
    const customer = await get(SLUG_URL, { authorization: `Bearer ${buyer.token}` });
    expect(customer.headers['cache-control']).toBe('no-store');
    const priceOf = (body: typeof guest) => body.products[0].product_attributes.find((a: { id: number }) => a.id === cat.kibble.small).b2b_price;
    expect(priceOf(guest)).toBeNull();
    expect(priceOf(customer.json())).toBe(39);
  });

  it('shows the stock an order took at once, and does not keep a 404', async () => {
    const auth = { authorization: `Bearer ${buyer.token}` };
    // Still the answer cached before the first test wrote 19 behind the shop's back.
    expect(stockOf((await get(SLUG_URL)).json(), cat.kibble.small)).toBe(20);
    await shop.app.inject({ method: 'POST', url: '/api/cart/addtocart', headers: auth, payload: { aid: cat.kibble.small, count: 2 } });
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/add', headers: auth, payload: { address: 'Al Quoz 3, Dubai' } });
    expect(placed.json().status).toBe(1);
    expect(stockOf((await get(SLUG_URL)).json(), cat.kibble.small)).toBe(17);
    expect((await get('/api/product/productlist?slug=not-yet')).statusCode).toBe(404);
    await addProduct(shop.database.db, { slug: 'not-yet', name: 'Not Yet', variants: [{ sku: 'NY-1', stock: 1, priceFils: 500 }] });
    expect((await get('/api/product/productlist?slug=not-yet')).statusCode).toBe(200);
  });
});
