import { fetchShopIdentity } from '../../../src/client/features/shop-identity/shop-identity-api';
import { registerTokenSource } from '../../../src/client/lib/api-client';
import { fakeServer } from '../lib/fake-adapter';
import { petora } from './identity-fixtures';

afterEach(() => registerTokenSource(() => null));

describe('fetchShopIdentity (GET /api/shop/identity)', () => {
  it('asks without the customer\'s token, so the public answer can be kept and revalidated by the browser', async () => {
    const seen = fakeServer({ data: { status: 1, identity: { ...petora, logo: 'not for the footer' } } });
    registerTokenSource(() => 'customer.token.sig');
    await expect(fetchShopIdentity()).resolves.toEqual(petora);
    expect(seen[0].url).toBe('/api/shop/identity');
    expect(seen[0].headers.get('Authorization')).toBeFalsy();
  });

  it('answers null before the shop has saved its legal details, and refuses half an identity', async () => {
    fakeServer({ data: { status: 1, identity: null } });
    await expect(fetchShopIdentity()).resolves.toBeNull();
    fakeServer({ data: { status: 1, identity: { legalName: 'Petora Trading L.L.C.' } } });
    await expect(fetchShopIdentity()).rejects.toThrow('malformed');
  });
});
