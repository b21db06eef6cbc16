// Each variant's VAT category (S standard 5 %, Z zero-rated, E exempt) as staff read and set it
// in the product editor: read with the product, saved, checked, audited when it changes, and
// taken by the next order's lines (which the tax invoice is made from).
import { eq } from 'drizzle-orm';
import type { AdminProduct } from '../../../src/shared/admin-types';
import { orderLines, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { auditOf, placeOrder } from './admin-fixtures';
import { asEdited, asInput, createProduct, productInput, useAdminCatalogue, variant } from './product-fixtures';

type Reply = { status: number; message?: string; product: AdminProduct };

describe.each(DB_KINDS)('VAT category of variants on %s', (kind) => {
  const t = useAdminCatalogue(kind);
  let serial = 0;
  const fresh = async () => {
    serial += 1;
    const { vat_category: _left, ...plain } = variant(`VAT${serial}-S`, { attribute_ids: [t.ref.small] });
    // A variant created without a category is standard rated.
    return createProduct(t.admin, productInput(t.ref, { slug: `vat-${serial}`, variants: [plain, variant(`VAT${serial}-L`, { attribute_ids: [t.ref.large], vat_category: 'E' })] }));
  };
  const categories = async (productId: number) => (await t.admin.shop.database.db.select({ sku: variants.sku, vat: variants.vatCategory })
    .from(variants).where(eq(variants.productId, productId)).orderBy(variants.position)).map((r) => `${r.sku} ${r.vat}`);

  it('reads each variant\'s category and saves a changed one, auditing the change', async () => {
    const product = await fresh();
    expect(product.variants.map((v) => v.vat_category)).toEqual(['S', 'E']);
    const input = asEdited(product);
    input.variants[0] = { ...input.variants[0], vat_category: 'Z' };
    const saved = await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, input);
    expect(saved.product.variants.map((v) => v.vat_category)).toEqual(['Z', 'E']);
    expect(await categories(product.id)).toEqual([`VAT${serial}-S Z`, `VAT${serial}-L E`]);
    const [entry] = await auditOf(t.admin.shop, `product:${product.id}`);
    expect(entry).toMatchObject({ action: 'product.update', details: { vat_categories: [{ sku: `VAT${serial}-S`, before: 'S', after: 'Z' }] } });

    // A save that changes no category says nothing about categories.
    await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, { ...asEdited(saved.product), name: 'Renamed' });
    const [next] = await auditOf(t.admin.shop, `product:${product.id}`);
    expect(next.details).not.toHaveProperty('vat_categories');
  });

  it('refuses a category other than S, Z and E (400, nothing written), and keeps it when a save leaves it out', async () => {
    const product = await fresh();
    const refusals: Array<[unknown, string]> = [
      ['X', 'must be one of: S, Z, E'], ['s', 'must be one of: S, Z, E'], ['', 'must be one of: S, Z, E'], [5, 'must be text'],
    ];
    for (const [bad, why] of refusals) {
      const input = asEdited(product) as unknown as { variants: Array<Record<string, unknown>> };
      input.variants[1] = { ...input.variants[1], vat_category: bad };
      const res = await t.admin.call('PUT', `/api/admin/products/${product.id}`, input);
      expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: `The field "variants[1].vat_category" ${why}.` }]);
    }
    expect(await categories(product.id)).toEqual([`VAT${serial}-S S`, `VAT${serial}-L E`]);

    // An API caller that does not know the field keeps the categories as they are.
    const plain = asInput(product);
    plain.variants = plain.variants.map(({ vat_category: _v, ...rest }) => rest);
    expect((await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, plain)).product.variants.map((v) => v.vat_category)).toEqual(['S', 'E']);
  });

  it('puts the category set by staff on the lines of the next order', async () => {
    const product = await fresh();
    const input = asEdited(product);
    input.variants[0] = { ...input.variants[0], vat_category: 'Z' };
    await t.admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, input);
    const orderId = await placeOrder(t.admin, [{ aid: product.variants[0].id!, count: 1 }, { aid: product.variants[1].id!, count: 1 }]);
    const lines = await t.admin.shop.database.db.select({ sku: orderLines.sku, vat: orderLines.vatCategory }).from(orderLines)
      .where(eq(orderLines.orderId, orderId)).orderBy(orderLines.sku);
    expect(lines.map((l) => `${l.sku} ${l.vat}`).sort()).toEqual([`VAT${serial}-L E`, `VAT${serial}-S Z`]);
  });
});
