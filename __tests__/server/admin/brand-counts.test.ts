// The back office's product count per brand is the number of that brand's products, the same
// number the storefront's brand listing counts (every product here is active).
import type { AdminBrand } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { type Reference, addReference, createProduct, productInput, variant } from './product-fixtures';

jest.setTimeout(120_000);

describe.each(DB_KINDS)('brand product counts on %s', (kind) => {
  let admin: AdminShop;
  let ref: Reference;

  beforeAll(async () => {
    admin = await adminShop(kind);
    ref = await addReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('counts each brand\'s own products, as the storefront does', async () => {
    const second = await admin.as<{ brand: AdminBrand }>('POST', '/api/admin/brands', { name: 'Second Brand', slug: 'second-brand' });
    const third = await admin.as<{ brand: AdminBrand }>('POST', '/api/admin/brands', { name: 'Third Brand', slug: 'third-brand' });
    const plan: Array<[number, number]> = [[ref.brand, 3], [second.brand.id, 1], [third.brand.id, 0]];
    let serial = 0;
    for (const [brandId, total] of plan) {
      for (let i = 0; i < total; i += 1) {
        serial += 1;
        await createProduct(admin, productInput(ref, {
          slug: `counted-${serial}`, name: `Counted ${serial}`, brand_id: brandId, variants: [variant(`CNT-${serial}`)],
        }));
      }
    }
    const { brands } = await admin.as<{ brands: AdminBrand[] }>('GET', '/api/admin/brands');
    for (const [brandId, total] of plan) {
      const listed = brands.find((b) => b.id === brandId);
      const storefront = (await admin.call('GET', `/api/product/productlist?p=1&brid=${brandId}`, undefined, null)).json() as { count: number };
      expect(listed?.products).toBe(total);
      expect(storefront.count).toBe(total);
    }
  });
});
