import { sql } from 'drizzle-orm';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { cardOf, loadProductCards, loadProducts } from '../../../src/server/services/catalog-products';
import { b2bView, retailView } from '../../../src/server/services/pricing';
import { type AdminShop, adminShop, placeOrder } from '../admin/admin-fixtures';
import { DB_KINDS } from '../../support/test-db';
import { type TestCatalogue, addCatalogue } from '../cart/catalogue';

// The products the listings, search pages and product pages show are kept in the instance's
// memory until the database says they changed (services/heard-products.ts, migration 0027).
// Writes "elsewhere" are plain SQL on the shop's database, as another instance, a tool or an
// operator would make them. Every page asked here has an address of its own, so the answer
// cache (60 s here) never answers and each page is made of the products kept.

describe.each(DB_KINDS)('products kept until they change, on %s', (kind) => {
  let admin: AdminShop;
  let cat: TestCatalogue;
  let pages = 0;

  const db = () => admin.shop.database.db;
  /** The product `slug` as its page shows it now, through an address asked for the first time. */
  const page = async (slug: string, token?: string) => {
    pages += 1;
    const lng = `${String.fromCharCode(97 + Math.floor(pages / 26) % 26)}${String.fromCharCode(97 + (pages % 26))}`;
    const res = await admin.call('GET', `/api/product/productlist?slug=${slug}&lng=${lng}`, undefined, token ?? null);
    return res.statusCode === 404 ? null : res.json().products[0] as {
      name: string; brand: { name: string } | null; images: string; rate: number;
      product_attributes: Array<{ id: number; stock: number; price: number }>;
    };
  };
  const stock = async (aid: number) => (await page('salmon-kibble'))?.product_attributes.find((a) => a.id === aid)?.stock;
  const heard = () => admin.shop.app.productsSettled();

  beforeAll(async () => {
    admin = await adminShop(kind, { catalogCacheMs: 60_000 });
    cat = await addCatalogue(db());
  });
  afterAll(async () => admin.shop.close());

  it('shows a product from memory once read: a write that tells nothing is not seen', async () => {
    expect((await page('salmon-kibble'))?.name).toBe('Salmon Kibble');
    expect(admin.shop.app.heardProducts?.size).toBeGreaterThan(0);
    // The name changed with the products' notification switched off: only the database has it.
    await db().execute(sql`alter table products disable trigger products_shown_changed`);
    try {
      await db().execute(sql`update products set name = 'Salmon Kibble Unheard' where id = ${cat.kibble.productId}`);
      await heard();
      expect((await page('salmon-kibble'))?.name).toBe('Salmon Kibble');
    } finally {
      await db().execute(sql`update products set name = 'Salmon Kibble' where id = ${cat.kibble.productId}`);
      await db().execute(sql`alter table products enable trigger products_shown_changed`);
    }
  });

  it('shows what was written elsewhere once heard: name, stock, picture, review, brand, switched off', async () => {
    await page('salmon-kibble');
    await db().execute(sql`update products set name = 'Salmon Kibble Adult' where id = ${cat.kibble.productId}`);
    await heard();
    expect((await page('salmon-kibble'))?.name).toBe('Salmon Kibble Adult');

    await db().execute(sql`update variants set stock = 12 where id = ${cat.kibble.small}`);
    await heard();
    expect(await stock(cat.kibble.small)).toBe(12);

    await db().execute(sql`insert into product_images (product_id, position, name) values (${cat.kibble.productId}, 9, 'kibble-back.webp')`);
    await heard();
    expect((await page('salmon-kibble'))?.images).toContain('kibble-back.webp');

    await db().execute(sql`insert into reviews (product_id, customer_name, comment, rate) values (${cat.kibble.productId}, 'Omar', 'Fine', 1)`);
    await heard();
    expect((await page('salmon-kibble'))?.rate).toBe(1);

    // A brand many products show: every kept product is read again.
    const [brand] = (await db().execute<{ id: number }>(sql`insert into brands (name, slug) values ('Coastal', 'coastal') returning id`)).rows;
    await db().execute(sql`update products set brand_id = ${brand.id} where id = ${cat.kibble.productId}`);
    await heard();
    expect((await page('salmon-kibble'))?.brand?.name).toBe('Coastal');
    await page('reflective-harness');
    await db().execute(sql`update brands set name = 'Coastal Pet' where id = ${brand.id}`);
    await heard();
    expect((await page('salmon-kibble'))?.brand?.name).toBe('Coastal Pet');

    await db().execute(sql`update products set active = false where id = ${cat.kibble.productId}`);
    await heard();
    expect(await page('salmon-kibble')).toBeNull();
    await db().execute(sql`update products set active = true where id = ${cat.kibble.productId}`);
    await heard();
    expect((await page('salmon-kibble'))?.name).toBe('Salmon Kibble Adult');
  });

  it('shows a write of its own back office on the very next page', async () => {
    expect(await stock(cat.kibble.large)).toBe(5);
    const patched = await admin.call('PATCH', `/api/admin/variants/${cat.kibble.large}`, { stock: 4 });
    expect(patched.statusCode).toBe(200);
    expect(await stock(cat.kibble.large)).toBe(4);
  });

  it('shows the stock an order of this instance took on the very next page', async () => {
    const before = await stock(cat.kibble.small);
    const auth = { authorization: `Bearer ${admin.customer.token}` };
    await admin.shop.app.inject({ method: 'POST', url: '/api/cart/addtocart', headers: auth, payload: { aid: cat.kibble.small, count: 2 } });
    const placed = await admin.shop.app.inject({ method: 'POST', url: '/api/order/add', headers: auth, payload: { address: 'Al Quoz 3, Dubai' } });
    expect(placed.json().status).toBe(1);
    expect(await stock(cat.kibble.small)).toBe(before! - 2);
  });

  it('shows the stock a cancelled order gave back on the very next page', async () => {
    const before = await stock(cat.kibble.small);
    const order = await placeOrder(admin, [{ aid: cat.kibble.small, count: 3 }]);
    expect(await stock(cat.kibble.small)).toBe(before! - 3);
    const cancelled = await admin.call('POST', `/api/admin/orders/${order}/cancel`, { reason: 'Out of season' });
    expect(cancelled.statusCode).toBe(200);
    expect(await stock(cat.kibble.small)).toBe(before);
  });

  it('suggests the products it keeps from memory, their cards exactly as read from the database', async () => {
    const ids = [cat.kibble.productId, cat.harness.productId];
    for (const view of [retailView(), b2bView()]) {
      expect((await loadProducts(db(), ids, view)).map(cardOf)).toEqual(await loadProductCards(db(), ids, view));
    }
    const suggested = async (term: string) => {
      await admin.shop.app.searchSettled();
      const res = await admin.call('GET', `/api/product/suggest?term=${encodeURIComponent(term)}`, undefined, null);
      return (res.json().products as Array<{ name: string }>).map((p) => p.name);
    };
    // The fixtures write no search documents: the search finds the harness once they are made.
    await refreshSearchDocuments(db(), ids);
    const name = (await page('reflective-harness'))!.name;
    expect(await suggested('reflective')).toEqual([name]);
    await db().execute(sql`alter table products disable trigger products_shown_changed`);
    try {
      await db().execute(sql`update products set name = 'Harness Unheard' where id = ${cat.harness.productId}`);
      await heard();
      expect(await suggested('reflective harn')).toEqual([name]);
    } finally {
      await db().execute(sql`update products set name = ${name} where id = ${cat.harness.productId}`);
      await db().execute(sql`alter table products enable trigger products_shown_changed`);
    }
    await db().execute(sql`update products set name = 'Reflective Harness Pro' where id = ${cat.harness.productId}`);
    await heard();
    expect(await suggested('reflective h')).toEqual(['Reflective Harness Pro']);
  });

  it('keeps customers\' B2B prices apart from the guests\' retail ones', async () => {
    const retail = (await page('salmon-kibble'))!.product_attributes.find((a) => a.id === cat.kibble.small)!.price;
    const b2b = (await page('salmon-kibble', admin.customer.token))!.product_attributes.find((a) => a.id === cat.kibble.small)!;
    expect(retail).toBe(45.5);
    expect((b2b as unknown as { b2b_price: number }).b2b_price).toBe(39);
    expect((await page('salmon-kibble'))!.product_attributes.find((a) => a.id === cat.kibble.small)!).not.toHaveProperty('b2b_price', 39);
  });
});
