import { sql } from 'drizzle-orm';
import type { Database, Listener } from '../../../src/server/db/database-types';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { ANY_PRODUCT, PRODUCTS_CHANNEL } from '../../../src/server/services/heard-products';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

// Migration 0027: every write that changes how a product shows tells the instances which
// product, when it commits, on catalog_products; a write to a row many products show tells '*'.
// The writes are plain SQL, as another instance, a tool or an operator would make them.

const END = 'end-of-writes';

describe.each(DB_KINDS)('what catalogue writes tell on %s', (kind) => {
  let database: Database;
  let stop: () => Promise<void>;
  const heard: string[] = [];
  let ended: (() => void) | null = null;

  const db = () => database.db;
  const one = async <T>(query: ReturnType<typeof sql>) => (await db().execute<T & Record<string, unknown>>(query)).rows[0];

  /** The payloads `write` made heard (each once, in order), with nothing else in between. */
  async function toldBy(write: () => Promise<unknown>): Promise<string[]> {
    heard.length = 0;
    await write();
    // Notified after the writes, so heard after all they told.
    await new Promise<void>((resolve, reject) => {
      ended = resolve;
      db().execute(sql`select pg_notify(${PRODUCTS_CHANNEL}, ${END})`).then(undefined, reject);
    });
    return [...new Set(heard)];
  }

  let productId: number;
  let otherId: number;
  let variantId: number;
  let brandId: number;
  let categoryId: number;
  let metaId: number;
  let attributeId: number;
  let typeId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const listener: Listener = {
      notified: (payload) => (payload === END ? ended?.() : heard.push(payload)),
      live: () => undefined,
    };
    ({ stop } = await database.listen(PRODUCTS_CHANNEL, listener));
    brandId = Number((await one<{ id: number }>(sql`insert into brands (name, slug) values ('Quokka Foods', 'quokka') returning id`)).id);
    categoryId = Number((await one<{ id: number }>(sql`insert into categories (name, slug) values ('Quokka Treats', 'quokka-treats') returning id`)).id);
    metaId = Number((await one<{ id: number }>(sql`insert into metas (name, kind) values ('Grain free', 'feature') returning id`)).id);
    typeId = Number((await one<{ id: number }>(sql`insert into attribute_types (name) values ('Size') returning id`)).id);
    attributeId = Number((await one<{ id: number }>(sql`insert into attributes (type_id, name) values (${typeId}, '2 kg') returning id`)).id);
    // What setting up told is heard before the first test.
    await toldBy(async () => {
      otherId = Number((await one<{ id: number }>(sql`insert into products (slug, name) values ('quokka-other', 'Other') returning id`)).id);
    });
  });

  afterAll(async () => {
    await stop?.();
    await database.close();
  });

  it('tells a product added, with its own rows, and each of them written later', async () => {
    expect(await toldBy(async () => {
      productId = Number((await one<{ id: number }>(sql`insert into products (slug, name, brand_id) values ('quokka-bites', 'Quokka Bites', ${brandId}) returning id`)).id);
      variantId = Number((await one<{ id: number }>(sql`insert into variants (product_id, sku, price_fils) values (${productId}, 'QB-1', 1500) returning id`)).id);
    })).toEqual([String(productId)]);
    const p = productId;
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['picture', () => db().execute(sql`insert into product_images (product_id, position, name) values (${p}, 0, 'qb.webp')`)],
      ['badge', () => db().execute(sql`insert into product_metas (product_id, meta_id) values (${p}, ${metaId})`)],
      ['category', () => db().execute(sql`insert into product_categories (product_id, category_id) values (${p}, ${categoryId})`)],
      ['review', () => db().execute(sql`insert into reviews (product_id, customer_name, comment, rate) values (${p}, 'Sara', 'Good', 5)`)],
      ['FAQ', () => db().execute(sql`insert into faqs (product_id, question, answer) values (${p}, 'Halal?', 'Yes')`)],
      ['tab', () => db().execute(sql`insert into product_tabs (product_id, tab_name, content) values (${p}, 'Feeding', '<p>Daily</p>')`)],
      ['stock', () => db().execute(sql`update variants set stock = 7 where id = ${variantId}`)],
      ['option', () => db().execute(sql`insert into variant_attributes (variant_id, dimension, attribute_id) values (${variantId}, 1, ${attributeId})`)],
      ['volume tier', () => db().execute(sql`insert into volume_tiers (variant_id, from_quantity, price_fils) values (${variantId}, 10, 1200)`)],
      ['tier changed', () => db().execute(sql`update volume_tiers set price_fils = 1100 where variant_id = ${variantId}`)],
      ['name', () => db().execute(sql`update products set name = 'Quokka Bites Plus' where id = ${p}`)],
      ['switched off', () => db().execute(sql`update products set active = false where id = ${p}`)],
      ['review removed', () => db().execute(sql`delete from reviews where product_id = ${p}`)],
    ];
    for (const [what, write] of writes) {
      expect([what, await toldBy(write)]).toEqual([what, [String(p)]]);
    }
  });

  it('tells both products when an article moves from one to the other', async () => {
    expect(await toldBy(() => db().execute(sql`update variants set product_id = ${otherId} where id = ${variantId}`))).toEqual([String(productId), String(otherId)]);
    expect(await toldBy(() => db().execute(sql`update variants set product_id = ${productId} where id = ${variantId}`))).toEqual([String(otherId), String(productId)]);
  });

  it('tells nothing for what no product shows: its search document, its update stamp, a price list rule\'s tier', async () => {
    expect(await toldBy(() => refreshSearchDocuments(db(), [productId]))).toEqual([]);
    expect(await toldBy(() => db().execute(sql`update products set search_text = 'x', updated_at = now() where id = ${productId}`))).toEqual([]);
    expect(await toldBy(() => db().execute(sql`update products set name = name where id = ${productId}`))).toEqual([]);
    expect(await toldBy(async () => {
      const list = await one<{ id: number }>(sql`insert into price_lists (name) values ('Chains') returning id`);
      const rule = await one<{ id: number }>(sql`insert into price_list_rules (price_list_id, target_kind, target_id, price_fils) values (${list.id}, 'article', ${variantId}, 900) returning id`);
      await db().execute(sql`insert into volume_tiers (rule_id, from_quantity, price_fils) values (${rule.id}, 5, 800)`);
    })).toEqual([]);
    // A new brand or category is on no product yet; a save that changes nothing changes no product.
    expect(await toldBy(() => db().execute(sql`insert into brands (name, slug) values ('Wallaby', 'wallaby')`))).toEqual([]);
    expect(await toldBy(() => db().execute(sql`update brands set name = name`))).toEqual([]);
    expect(await toldBy(() => db().execute(sql`update categories set name = 'Quokka Treats' where id = ${categoryId}`))).toEqual([]);
  });

  it('tells every product ("*") when a row many products show changes or goes: a brand, category, badge, option or its type', async () => {
    const shared: Array<[string, () => Promise<unknown>]> = [
      ['brand', () => db().execute(sql`update brands set name = 'Quokka Foods Co' where id = ${brandId}`)],
      ['category', () => db().execute(sql`update categories set name = 'Quokka Snacks' where id = ${categoryId}`)],
      ['badge', () => db().execute(sql`update metas set name = 'Grain-free' where id = ${metaId}`)],
      ['option', () => db().execute(sql`update attributes set name = '2.5 kg' where id = ${attributeId}`)],
      ['option type', () => db().execute(sql`update attribute_types set name = 'Pack' where id = ${typeId}`)],
      ['brand removed', () => db().execute(sql`delete from brands where slug = 'wallaby'`)],
    ];
    for (const [what, write] of shared) {
      expect([what, await toldBy(write)]).toEqual([what, [ANY_PRODUCT]]);
    }
  });

  it('tells the products a deletion takes, and "*" when a table is emptied', async () => {
    const told = await toldBy(() => db().execute(sql`delete from products where id = ${productId}`));
    expect(told).toEqual([String(productId)]);
    expect(await toldBy(() => db().execute(sql`truncate product_tabs`))).toEqual([ANY_PRODUCT]);
  });

  it.each(['product_images', 'product_metas', 'product_categories', 'reviews', 'faqs', 'variant_attributes', 'volume_tiers', 'variants',
    'products', 'brands', 'categories', 'metas', 'attributes', 'attribute_types'])('tells "*" when %s is emptied', async (table) => {
    expect(await toldBy(() => db().execute(sql`truncate ${sql.identifier(table)} cascade`))).toContain(ANY_PRODUCT);
  });
});
