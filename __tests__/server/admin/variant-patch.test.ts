import { eq } from 'drizzle-orm';
import type { AdminVariant, AdminProduct } from '../../../src/shared/admin-types';
import { products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf } from './admin-fixtures';
import { type Reference, addReference, createProduct, productInput, variant } from './product-fixtures';

interface CartAnswer { cart: { items: Array<{ aid: number; price: number; sale_price: number | null; stock: number }>; total: number } }

describe.each(DB_KINDS)('quick variant edits on %s', (kind) => {
  let admin: AdminShop;
  let ref: Reference;
  let product: AdminProduct;
  let aid: number;

  beforeAll(async () => {
    admin = await adminShop(kind);
    ref = await addReference(admin.shop.database.db);
    product = await createProduct(admin, productInput(ref, { variants: [variant('PATCH-1', { price: 20, b2b_price: 15 })] }));
    aid = product.variants[0].id!;
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  const cart = async () => ((await admin.call('GET', '/api/cart/cartlist', undefined, admin.customer.token)).json() as CartAnswer).cart;

  it('changes stock and prices, and a customer\'s cart shows them at once', async () => {
    await admin.call('POST', '/api/cart/addtocart', { aid, count: 4 }, admin.customer.token);
    expect((await cart()).items[0]).toMatchObject({ aid, price: 15, sale_price: null, stock: 10 });
    const res = await admin.as<{ status: number; variant: AdminVariant }>('PATCH', `/api/admin/variants/${aid}`, { stock: 3, b2b_price: 12.5, b2b_sale_price: 11.25 });
    const [moved] = await admin.shop.database.db.select({ at: products.updatedAt }).from(products).where(eq(products.id, product.id));
    expect(res).toEqual({
      status: 1, variant: { ...product.variants[0], stock: 3, b2b_price: 12.5, b2b_sale_price: 11.25 },
      // The editor that made the edit takes `now` as the product it has.
      product_updated_at: { was: product.updated_at, now: moved.at.toISOString() },
    });
    const after = await cart();
    expect(after.items[0]).toMatchObject({ aid, price: 12.5, sale_price: 11.25, stock: 3 });
    expect(after.total).toBe(45);
    const [row] = await admin.shop.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row.updatedAt.getTime()).toBeGreaterThan(new Date(product.updated_at).getTime());
    expect((await auditOf(admin.shop, `variant:${aid}`))[0]).toMatchObject({
      action: 'variant.update',
      details: {
        sku: 'PATCH-1', product_id: product.id,
        before: { stock: 10, price: 20, sale_price: null, b2b_price: 15, b2b_sale_price: null },
        after: { stock: 3, price: 20, sale_price: null, b2b_price: 12.5, b2b_sale_price: 11.25 },
      },
    });
  });

  it('clears a price with null and checks the whole set as it will be', async () => {
    expect(await admin.as('PATCH', `/api/admin/variants/${aid}`, { b2b_sale_price: null })).toMatchObject({ status: 1, variant: { b2b_sale_price: null } });
    const lower = await admin.call('PATCH', `/api/admin/variants/${aid}`, { sale_price: 18 });
    expect(lower.statusCode).toBe(200);
    // A price below the sale price already stored is refused: the pair would be wrong.
    const res = await admin.call('PATCH', `/api/admin/variants/${aid}`, { price: 17 });
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: 'The sale price must not be above the price.' }]);
    const [row] = await admin.shop.database.db.select().from(variants).where(eq(variants.id, aid));
    expect(row).toMatchObject({ priceFils: 2000, salePriceFils: 1800, b2bSalePriceFils: null });
  });

  it.each([
    ['nothing to change', {}, 400],
    ['a price as text', { price: '10' }, 400],
    ['three decimals', { price: 10.125 }, 400],
    ['negative stock', { stock: -1 }, 400],
    ['fractional stock', { stock: 1.5 }, 400],
    ['a SKU (not a quick edit)', { sku: 'NEW' }, 400],
  ])('refuses %s', async (_label, body, status) => {
    const before = await admin.shop.database.db.select().from(variants).where(eq(variants.id, aid));
    expect((await admin.call('PATCH', `/api/admin/variants/${aid}`, body)).statusCode).toBe(status);
    expect(await admin.shop.database.db.select().from(variants).where(eq(variants.id, aid))).toEqual(before);
  });

  it('answers an unknown variant with 404', async () => {
    expect((await admin.call('PATCH', '/api/admin/variants/999999', { stock: 1 })).statusCode).toBe(404);
  });
});
