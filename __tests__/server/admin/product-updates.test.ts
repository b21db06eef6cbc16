import { eq } from 'drizzle-orm';
import type { AdminProduct } from '../../../src/shared/admin-types';
import { carts, orderLines, products, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf, placeOrder } from './admin-fixtures';
import { type Reference, addGallery, addReference, asInput, createProduct, productInput, variant } from './product-fixtures';

type Reply = { status: number; message?: string; product: AdminProduct };

describe.each(DB_KINDS)('product updates and deletion on %s', (kind) => {
  let admin: AdminShop;
  let ref: Reference;
  let serial = 0;
  const unique = (over: Parameters<typeof productInput>[1] = {}) => {
    serial += 1;
    return productInput(ref, { slug: `bowl-${serial}`, variants: [variant(`B${serial}-S`, { attribute_ids: [ref.small] }), variant(`B${serial}-L`, { attribute_ids: [ref.large] })], ...over });
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
    ref = await addReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('updates by variant id: keeps and changes, creates, deletes (carts lose the line, orders keep it), swaps SKUs', async () => {
    const db = admin.shop.database.db;
    const product = await createProduct(admin, unique({ variants: [variant('U-A', { attribute_ids: [ref.small] }), variant('U-B', { attribute_ids: [ref.large] }), variant('U-C', { attribute_ids: [ref.red] })] }));
    const [a, b, c] = product.variants;
    await addGallery(db, product.id, ['u-front.webp', 'u-back.webp']);
    const orderId = await placeOrder(admin, [{ aid: c.id!, count: 2 }]);
    await admin.call('POST', '/api/cart/addtocart', { aid: c.id, count: 3 }, admin.customer.token);
    const [cartBefore] = await db.select().from(carts).where(eq(carts.customerId, admin.customer.id));
    const input = asInput(product);
    input.name = 'Renamed Bowl';
    input.variants = [
      { ...b, sku: 'U-A', price: 30, thumbnail: 'u-back.webp' },
      { ...a, sku: 'U-B' },
      variant('U-D', { attribute_ids: [ref.blue] }),
    ];
    const res = await admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, input);
    expect(res.status).toBe(1);
    expect(res.product.variants).toEqual([
      { ...b, sku: 'U-A', price: 30, thumbnail: 'u-back.webp' }, { ...a, sku: 'U-B' }, { ...variant('U-D', { attribute_ids: [ref.blue] }), id: expect.any(Number) },
    ]);
    expect(res.product.images.map((i) => i.name)).toEqual(['u-front.webp', 'u-back.webp']);
    expect(await db.select().from(variants).where(eq(variants.id, c.id!))).toEqual([]);
    const cart = (await admin.call('GET', '/api/cart/cartlist', undefined, admin.customer.token)).json() as { cart: { items: unknown[] } };
    expect(cart.cart.items).toEqual([]);
    const [cartAfter] = await db.select().from(carts).where(eq(carts.id, cartBefore.id));
    expect(cartAfter.updatedAt.getTime()).toBeGreaterThan(cartBefore.updatedAt.getTime());
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line).toMatchObject({ variantId: null, sku: 'U-C', count: 2 });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row.searchText).toBe('renamed bowl pawsome u-a u-b u-d steel bowl');
    expect(row.updatedAt.getTime()).toBeGreaterThan(new Date(product.updated_at).getTime());
    expect((await auditOf(admin.shop, `product:${product.id}`))[0]).toMatchObject({
      action: 'product.update', details: { variants: 3, variants_added: 1, variants_removed: 1 },
    });
  });

  it('refuses updates naming another product\'s variant, an unknown product, or a thumbnail outside the gallery', async () => {
    const one = await createProduct(admin, unique());
    const other = await createProduct(admin, unique());
    const stolen = { ...asInput(one), variants: [...asInput(one).variants, other.variants[0]] };
    stolen.variants[2] = { ...stolen.variants[2], attribute_ids: [ref.red] };
    const res = await admin.call('PUT', `/api/admin/products/${one.id}`, stolen);
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: `The variant ${other.variants[0].id} is not a variant of this product.` }]);
    expect(await admin.as('GET', `/api/admin/products/${one.id}`)).toEqual(one);
    expect((await admin.call('PUT', '/api/admin/products/999999', asInput(one))).statusCode).toBe(404);
    // A new product cannot take over existing variants either.
    const copy = { ...asInput(other), slug: 'copy-of-other' };
    const taken = await admin.call('POST', '/api/admin/products', copy);
    expect([taken.statusCode, taken.json()]).toEqual([400, { status: 0, message: `The variant ${other.variants[0].id} is not a variant of this product.` }]);
    const thumb = asInput(one);
    thumb.variants[0] = { ...thumb.variants[0], thumbnail: 'not-mine.webp' };
    expect((await admin.call('PUT', `/api/admin/products/${one.id}`, thumb)).statusCode).toBe(400);
  });

  it('keeps stock taken by orders while the editor was open, and refuses a stock change made over it', async () => {
    const db = admin.shop.database.db;
    const product = await createProduct(admin, unique());
    const [small, large] = product.variants;
    const opened = asInput(product).variants.map((v) => ({ ...v, stock_seen: v.stock }));
    await placeOrder(admin, [{ aid: small.id!, count: 4 }]);
    const stockOf = async (id: number) => (await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id)))[0].stock;
    expect(await stockOf(small.id!)).toBe(6);

    // A fix to the name, stock left as it was shown: the order's four stay taken.
    const renamed = await admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, { ...asInput(product), name: 'Bowl, renamed', variants: opened });
    expect(renamed.status).toBe(1);
    expect(renamed.product.variants.map((v) => v.stock)).toEqual([6, 10]);

    // A new count over the one the order changed: refused, nothing written.
    const counted = opened.map((v) => ({ ...v, stock: 40 }));
    const refused = await admin.call('PUT', `/api/admin/products/${product.id}`, { ...asInput(product), name: 'Bowl, recounted', variants: counted });
    expect(refused.json()).toEqual({ status: 0, message: `The stock of "${small.sku}" changed to 6 while you were editing (an order or another change). Reload the product, check the stock and save again.` });
    expect(await stockOf(small.id!)).toBe(6);
    expect((await db.select({ name: products.name }).from(products).where(eq(products.id, product.id)))[0].name).toBe('Bowl, renamed');

    // Counted again from what is there now: taken, for the untouched variant too.
    const fresh = [{ ...counted[0], stock_seen: 6 }, counted[1]];
    const saved = await admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, { ...asInput(product), variants: fresh });
    expect(saved.status).toBe(1);
    expect([await stockOf(small.id!), await stockOf(large.id!)]).toEqual([40, 40]);
    // Without stock_seen (a script), the stock sent is the stock.
    expect((await admin.as<Reply>('PUT', `/api/admin/products/${product.id}`, { ...asInput(product), variants: asInput(product).variants })).status).toBe(1);
    expect(await stockOf(small.id!)).toBe(10);
  });

  it('takes a quick stock and price save by the same rule: the stock shown stays what orders left, a stock changed over an order is refused', async () => {
    const product = await createProduct(admin, unique());
    const [small] = product.variants;
    const stockOf = async () => (await admin.shop.database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, small.id!)))[0].stock;
    await placeOrder(admin, [{ aid: small.id!, count: 4 }]);
    const patch = (body: object) => admin.call('PATCH', `/api/admin/variants/${small.id}`, body);
    // Only the price edited; the stock goes along as the editor showed it (10).
    expect((await patch({ stock: 10, stock_seen: 10, price: 21 })).json()).toMatchObject({ status: 1, variant: { stock: 6, price: 21 } });
    const refused = await patch({ stock: 30, stock_seen: 10 });
    expect(refused.json()).toEqual({ status: 0, message: `The stock of "${small.sku}" changed to 6 while you were editing (an order or another change). Reload the product, check the stock and save again.` });
    expect(await stockOf()).toBe(6);
    expect((await patch({ stock: 30, stock_seen: 6 })).json()).toMatchObject({ status: 1, variant: { stock: 30 } });
    expect((await patch({ stock_seen: 6 })).statusCode).toBe(400);
  });

  it('deletes a product: its variants go, carts holding them change, orders keep their lines', async () => {
    const db = admin.shop.database.db;
    const product = await createProduct(admin, unique());
    const orderId = await placeOrder(admin, [{ aid: product.variants[0].id!, count: 1 }]);
    await admin.call('POST', '/api/cart/addtocart', { aid: product.variants[1].id, count: 1 }, admin.customer.token);
    expect(await admin.as('DELETE', `/api/admin/products/${product.id}`)).toEqual({ status: 1 });
    expect((await admin.call('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
    expect(await db.select().from(variants).where(eq(variants.productId, product.id))).toEqual([]);
    expect(((await admin.call('GET', '/api/cart/cartlist', undefined, admin.customer.token)).json() as { cart: { items: unknown[] } }).cart.items).toEqual([]);
    expect((await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]).toMatchObject({ variantId: null, productName: product.name });
    expect((await auditOf(admin.shop, `product:${product.id}`))[0]).toMatchObject({ action: 'product.delete', details: { slug: product.slug, skus: product.variants.map((v) => v.sku) } });
    expect((await admin.call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });
});
