// Who changed a price, and from what: a product save records each kept variant's changed
// prices (before and after, AED) in its audit entry; a save that changes no price says nothing.
import type { AdminProduct } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { auditOf } from './admin-fixtures';
import { asEdited, createProduct, productInput, useAdminCatalogue, variant } from './product-fixtures';

type Reply = { status: number; product: AdminProduct };

describe.each(DB_KINDS)('the audit of price changes on %s', (kind) => {
  const t = useAdminCatalogue(kind);

  it('records each changed price of a kept variant, before and after', async () => {
    const product = await createProduct(t.admin, productInput(t.ref, {
      slug: 'audited-prices', variants: [variant('AUD-S', { attribute_ids: [t.ref.small] }), variant('AUD-L', { attribute_ids: [t.ref.large] })],
    }));
    const before = product.variants[0];
    const input = asEdited(product);
    input.variants[0] = { ...input.variants[0], price: before.price + 5, b2b_sale_price: 7.25 };
    expect((await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, input)).status).toBe(1);
    const [entry] = await auditOf(t.admin.shop, `product:${product.id}`);
    expect(entry.details).toMatchObject({
      prices: [
        { sku: 'AUD-S', field: 'price', before: before.price, after: before.price + 5 },
        { sku: 'AUD-S', field: 'b2b_sale_price', before: before.b2b_sale_price, after: 7.25 },
      ],
    });
    const saved = (await t.admin.as<AdminProduct>('GET', `/api/admin/products/${product.id}`));
    await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, { ...asEdited(saved), name: 'Renamed only' });
    const [next] = await auditOf(t.admin.shop, `product:${product.id}`);
    expect(next.details).not.toHaveProperty('prices');
  });
});
