import { syncWishlist } from '../../../src/client/features/wishlist/wishlist-api';
import { registerTokenSource } from '../../../src/client/lib/api-client';
import { ropeToy } from '../catalog/catalog-fixtures';
import { bodyOf, fakeServer } from '../lib/fake-adapter';

afterEach(() => registerTokenSource(() => null));

describe('syncWishlist (POST /api/product/wishlist)', () => {
  it('sends the wished ids as JSON text under localwish and returns the products', async () => {
    const seen = fakeServer({ data: { count: 1, products: [ropeToy] } });
    await expect(syncWishlist([404, 101])).resolves.toEqual({ count: 1, products: [ropeToy] });
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('/api/product/wishlist');
    expect(bodyOf(seen[0])).toEqual({ localwish: '[404,101]' });
  });

  it('sends an empty list as "[]"', async () => {
    const seen = fakeServer({ data: { count: 0, products: [] } });
    await syncWishlist([]);
    expect(bodyOf(seen[0])).toEqual({ localwish: '[]' });
  });

  it("carries a customer's token so the list is saved for them", async () => {
    const seen = fakeServer({ data: { count: 0, products: [] } });
    registerTokenSource(() => 'customer.token.sig');
    await syncWishlist([1]);
    expect(seen[0].headers.get('Authorization')).toBe('Bearer customer.token.sig');
  });

  it('rejects when the call fails', async () => {
    fakeServer({ status: 500 });
    await expect(syncWishlist([1])).rejects.toThrow('status code 500');
  });
});
