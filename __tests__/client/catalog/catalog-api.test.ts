import { fetchProduct, fetchProductList } from '../../../src/client/features/catalog/catalog-api';
import { registerTokenSource } from '../../../src/client/lib/api-client';
import { fakeServer } from '../lib/fake-adapter';
import { ropeToy, salmonKibble } from './catalog-fixtures';

afterEach(() => registerTokenSource(() => null));

describe('fetchProductList (GET /api/product/productlist)', () => {
  it('asks for a page of a category and returns the count and the products', async () => {
    const seen = fakeServer({ data: { count: 57, products: [salmonKibble, ropeToy], extra: 'ignored' } });
    await expect(fetchProductList({ p: 2, cid: 4 })).resolves.toEqual({ count: 57, products: [salmonKibble, ropeToy] });
    expect(seen[0].method).toBe('get');
    expect(seen[0].url).toBe('/api/product/productlist');
    expect(seen[0].params).toEqual({ p: 2, cid: 4 });
  });

  it.each([
    ['a meta listing', { p: 1, mid: 7 }, { p: 1, mid: 7 }],
    ['a brand listing', { p: 3, brid: 3 }, { p: 3, brid: 3 }],
    ['a search in a category', { p: 1, cid: 5, term: 'litter' }, { p: 1, cid: 5, term: 'litter' }],
    ['the new products with a term', { p: 1, term: 'salmon' }, { p: 1, term: 'salmon' }],
    ['the new products', { p: 1 }, { p: 1 }],
  ])('sends only the parameters that are set for %s', async (_label, query, params) => {
    const seen = fakeServer({ data: { count: 0, products: [] } });
    await fetchProductList(query);
    expect(seen[0].params).toEqual(params);
  });

  it('leaves out empty terms and ids of 0', async () => {
    const seen = fakeServer({ data: { count: 0, products: [] } });
    await fetchProductList({ p: 1, cid: 0, mid: 0, brid: 0, term: '' });
    expect(seen[0].params).toEqual({ p: 1 });
  });

  it('sends the Bearer token of a logged-in customer, so the server lists B2B prices', async () => {
    const seen = fakeServer({ data: { count: 0, products: [] } });
    registerTokenSource(() => 'customer.token.sig');
    await fetchProductList({ p: 1, cid: 4 });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer customer.token.sig');
  });

  it('rejects when the server fails, so the saga can mark the listing failed', async () => {
    fakeServer({ status: 500, data: { status: 0 } });
    await expect(fetchProductList({ p: 1, cid: 4 })).rejects.toThrow('status code 500');
  });
});

describe('fetchProduct (GET /api/product/productlist?slug)', () => {
  it('asks for one product by slug in English and returns it', async () => {
    const seen = fakeServer({ data: { count: 1, products: [salmonKibble] } });
    await expect(fetchProduct(salmonKibble.slug)).resolves.toEqual(salmonKibble);
    expect(seen[0].url).toBe('/api/product/productlist');
    expect(seen[0].params).toEqual({ slug: salmonKibble.slug, lng: 'en' });
  });

  it('returns null for an unknown slug (404)', async () => {
    fakeServer({ status: 404, data: { status: 0, message: 'Not Found' } });
    await expect(fetchProduct('no-such-product')).resolves.toBeNull();
  });

  it('returns null when the answer lists no product', async () => {
    fakeServer({ data: { count: 0, products: [] } });
    await expect(fetchProduct('no-such-product')).resolves.toBeNull();
  });

  it('rejects on other failures, so the page can offer to try again', async () => {
    fakeServer({ status: 503, data: {} });
    await expect(fetchProduct(salmonKibble.slug)).rejects.toThrow('status code 503');
  });
});
