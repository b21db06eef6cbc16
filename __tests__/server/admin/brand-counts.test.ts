// The back office's product count per brand is the number of that brand's products, the same
// number the storefront's brand listing counts (every product here is active).
import type { AdminBrand } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { createProduct, productInput, variant, useAdminCatalogue } from './product-fixtures';

jest.setTimeout(120_000);

describe.each(DB_KINDS)('brand product counts on %s', (kind) => {
  const t = useAdminCatalogue(kind);

  it('counts each brand\'s own products, as the storefront does', async () => {
    const second = await t.admin.as<{ brand: AdminBrand }>('POST', '/api/admin/brands', { name: 'Second Brand', slug: 'second-brand' });
    const third = await t.admin.as<{ brand: AdminBrand }>('POST', '/api/admin/brands', { name: 'Third Brand', slug: 'third-brand' });
    const plan: Array<[number, number]> = [[t.ref.brand, 3], [second.brand.id, 1], [third.brand.id, 0]];
    let serial = 0;
    for (const [brandId, total] of plan) {
      for (let i = 0; i < total; i += 1) {
        serial += 1;
        await createProduct(t.admin, productInput(t.ref, {
          slug: `counted-${serial}`, name: `Counted ${serial}`, brand_id: brandId, variants: [variant(`CNT-${serial}`)],
        }));
      }
    }
    const { brands } = await t.admin.as<{ brands: AdminBrand[] }>('GET', '/api/admin/brands');
    for (const [brandId, total] of plan) {
      const listed = brands.find((b) => b.id === brandId);
      const storefront = (await t.admin.call('GET', `/api/product/productlist?p=1&brid=${brandId}`, undefined, null)).json() as { count: number };
      expect(listed?.products).toBe(total);
      expect(storefront.count).toBe(total);
    }
  });
});
