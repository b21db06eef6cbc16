// A product saved from an editor copy that is no longer the latest (someone saved, quick-edited
// a variant, or changed the gallery since it was loaded) is refused with 409 and changes nothing;
// a save from the latest copy goes through, and orders alone never make a copy stale.
import { eq } from 'drizzle-orm';
import type { AdminProduct, ProductUpdatedAt } from '../../../src/shared/admin-types';
import { products, variants } from '../../../src/server/db/schema';
import { PRODUCT_MESSAGES } from '../../../src/server/services/catalogue-admin/product-write';
import { DB_KINDS } from '../../support/test-db';
import { auditOf, placeOrder } from './admin-fixtures';
import { addGallery, asEdited, asInput, createProduct, productInput, useAdminCatalogue, variant } from './product-fixtures';

type Reply = { status: number; message?: string; product: AdminProduct };
type PatchReply = { status: number; product_updated_at: ProductUpdatedAt };

const STALE = { status: 0, message: PRODUCT_MESSAGES.changedMeanwhile };

describe.each(DB_KINDS)('saving a product changed meanwhile on %s', (kind) => {
  const t = useAdminCatalogue(kind);
  let serial = 0;
  const fresh = async () => {
    serial += 1;
    return createProduct(t.admin, productInput(t.ref, {
      slug: `stale-${serial}`,
      variants: [variant(`ST${serial}-S`, { attribute_ids: [t.ref.small] }), variant(`ST${serial}-L`, { attribute_ids: [t.ref.large] })],
    }));
  };
  const load = (id: number) => t.admin.as<AdminProduct>('GET', `/api/admin/products/${id}`);
  const put = (id: number, body: unknown) => t.admin.call('PUT', `/api/admin/products/${id}`, body);
  const updates = async (id: number) => (await auditOf(t.admin.shop, `product:${id}`)).filter((e) => e.action === 'product.update').length;

  it('takes a save from the copy the editor loaded, and refuses a second save from that same copy (409, nothing written)', async () => {
    const opened = await fresh();
    const first = await put(opened.id, { ...asEdited(opened), name: 'First editor' });
    expect(first.statusCode).toBe(200);
    const saved = (first.json() as Reply).product;
    expect(saved.name).toBe('First editor');
    expect(Date.parse(saved.updated_at)).toBeGreaterThan(Date.parse(opened.updated_at));

    const second = await put(opened.id, { ...asEdited(opened), name: 'Second editor' });
    expect([second.statusCode, second.json()]).toEqual([409, STALE]);
    expect(await load(opened.id)).toEqual(saved);
    expect(await updates(opened.id)).toBe(1);
  });

  it('refuses the older copy after a quick stock and price edit, and after a colleague added a variant: their changes stay', async () => {
    const opened = await fresh();
    const [small] = opened.variants;
    // A colleague changes a price with "Save stock and prices".
    const patched = await t.admin.as<PatchReply>('PATCH', `/api/admin/variants/${small.id}`, { price: 31, stock: small.stock, stock_seen: small.stock });
    expect(patched.status).toBe(1);
    const stale = await put(opened.id, { ...asEdited(opened), name: 'Old copy' });
    expect([stale.statusCode, stale.json()]).toEqual([409, STALE]);
    const afterPatch = await load(opened.id);
    expect(afterPatch).toMatchObject({ name: opened.name, variants: [{ id: small.id, price: 31 }, { price: opened.variants[1].price }] });

    // Reloaded, the first editor works on; meanwhile the colleague adds a variant.
    const reloaded = await load(opened.id);
    const added = { ...asEdited(afterPatch), variants: [...asEdited(afterPatch).variants, variant(`ST${serial}-R`, { attribute_ids: [t.ref.red] })] };
    expect((await t.admin.as<Reply>('PUT', `/api/admin/products/${opened.id}`, added)).status).toBe(1);
    const lost = await put(opened.id, { ...asEdited(reloaded), name: 'Reloaded copy' });
    expect([lost.statusCode, lost.json()]).toEqual([409, STALE]);
    const now = await load(opened.id);
    expect(now.variants.map((v) => v.sku)).toEqual([`ST${serial}-S`, `ST${serial}-L`, `ST${serial}-R`]);
    expect(now.variants[0].price).toBe(31);
    expect(now.name).toBe(opened.name);

    // From the latest copy the save goes through and keeps everything.
    const ok = await t.admin.as<Reply>('PUT', `/api/admin/products/${opened.id}`, { ...asEdited(now), name: 'Latest copy' });
    expect(ok.status).toBe(1);
    expect(ok.product.variants.map((v) => [v.sku, v.price])).toEqual([[`ST${serial}-S`, 31], [`ST${serial}-L`, 20], [`ST${serial}-R`, 20]]);
  });

  it('moves the editor\'s own copy on with its quick edits and gallery changes, so it can still save after them', async () => {
    const opened = await fresh();
    const [small, large] = opened.variants;
    const first = await t.admin.as<PatchReply>('PATCH', `/api/admin/variants/${small.id}`, { price: 22 });
    const second = await t.admin.as<PatchReply>('PATCH', `/api/admin/variants/${large.id}`, { price: 23 });
    // Even two edits within one millisecond give two different values.
    expect(first.product_updated_at.was).toBe(opened.updated_at);
    expect(second.product_updated_at.was).toBe(first.product_updated_at.now);
    expect(Date.parse(second.product_updated_at.now)).toBeGreaterThan(Date.parse(first.product_updated_at.now));

    await addGallery(t.admin.shop.database.db, opened.id, [`st-${serial}-a.webp`, `st-${serial}-b.webp`]);
    const gallery = await t.admin.as<{ status: number; product_updated_at: ProductUpdatedAt }>(
      'PUT', `/api/admin/products/${opened.id}/images`, { names: [`st-${serial}-b.webp`, `st-${serial}-a.webp`] },
    );
    expect(gallery.product_updated_at.was).toBe(second.product_updated_at.now);
    expect((await load(opened.id)).updated_at).toBe(gallery.product_updated_at.now);

    const edited = asEdited({ ...opened, updated_at: gallery.product_updated_at.now });
    edited.variants = edited.variants.map((v, i) => ({ ...v, price: [22, 23][i] }));
    const saved = await t.admin.as<Reply>('PUT', `/api/admin/products/${opened.id}`, { ...edited, name: 'After my own edits' });
    expect(saved).toMatchObject({ status: 1, product: { name: 'After my own edits', variants: [{ price: 22 }, { price: 23 }] } });
  });

  it('does not count orders as changes: stock taken meanwhile stays taken and the save goes through', async () => {
    const opened = await fresh();
    const [small] = opened.variants;
    await placeOrder(t.admin, [{ aid: small.id!, count: 4 }]);
    const saved = await t.admin.as<Reply>('PUT', `/api/admin/products/${opened.id}`, { ...asEdited(opened), name: 'Renamed during an order' });
    expect(saved.status).toBe(1);
    expect(saved.product.variants.map((v) => v.stock)).toEqual([6, 10]);
    // A changed stock over the order is still refused by the stock rule, now with a fresh copy.
    const recount = asEdited(saved.product);
    recount.variants[0] = { ...recount.variants[0], stock: 40, stock_seen: 10 };
    expect((await put(opened.id, recount)).json()).toEqual({
      status: 0, message: PRODUCT_MESSAGES.stockMoved(small.sku, 6),
    });
  });

  it('refuses a malformed updated_at_seen (400), and takes a save without one as sent', async () => {
    const opened = await fresh();
    const bad = await put(opened.id, { ...asInput(opened), updated_at_seen: 'yesterday' });
    expect([bad.statusCode, bad.json()]).toEqual([400, {
      status: 0, message: 'updated_at_seen must be the product\'s updated_at as it was loaded, such as 2025-03-01T08:00:00.000Z (got "yesterday").',
    }]);
    await t.admin.as('PATCH', `/api/admin/variants/${opened.variants[0].id}`, { price: 30 });
    // A script that sends no updated_at_seen writes what it sends, as before.
    const script = await t.admin.as<Reply>('PUT', `/api/admin/products/${opened.id}`, { ...asInput(opened), name: 'Scripted' });
    expect(script).toMatchObject({ status: 1, product: { name: 'Scripted', variants: [{ price: 20 }, { price: 20 }] } });
    const [row] = await t.admin.shop.database.db.select({ name: products.name }).from(products).where(eq(products.id, opened.id));
    expect(row.name).toBe('Scripted');
    expect((await t.admin.shop.database.db.select().from(variants).where(eq(variants.productId, opened.id))).length).toBe(2);
  });
});
