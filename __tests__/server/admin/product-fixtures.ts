// Catalogue rows and editor payloads for the product tests.
import type { AdminProduct, AdminProductInput, AdminVariant } from '../../../src/shared/admin-types';
import type { Db } from '../../../src/server/db/client';
import { attributeTypes, attributes, brands, categories, metas, productImages } from '../../../src/server/db/schema';
import { syncIdSequences } from '../../../src/server/db/sequences';
import type { DbKind } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { storeImages } from './catalogue-fixtures';

export interface Reference { colourType: number; sizeType: number; red: number; blue: number; small: number; large: number; brand: number; dryFood: number; dog: number; meta: number }

export async function addReference(db: Db): Promise<Reference> {
  await db.insert(categories).values([{ id: 4, name: 'Dog', slug: 'dog' }, { id: 5, name: 'Cat', slug: 'cat' }]);
  await syncIdSequences(db);
  const [food] = await db.insert(categories).values({ parentId: 4, name: 'Food', slug: 'dog-food' }).returning();
  const [dry] = await db.insert(categories).values({ parentId: food.id, name: 'Dry Food', slug: 'dog-food-dry' }).returning();
  const [colour, size] = await db.insert(attributeTypes).values([{ name: 'Colour', type: 1 }, { name: 'Size', type: 2 }]).returning();
  const [red, blue, small, large] = await db.insert(attributes).values([
    { typeId: colour.id, name: 'Red', value: '#c0392b' }, { typeId: colour.id, name: 'Blue', value: '#1f3b6f' },
    { typeId: size.id, name: 'Small' }, { typeId: size.id, name: 'Large' },
  ]).returning();
  const [brand] = await db.insert(brands).values({ name: 'Pawsome', slug: 'pawsome' }).returning();
  const [meta] = await db.insert(metas).values({ name: 'Grain free', kind: 'feature' }).returning();
  return { colourType: colour.id, sizeType: size.id, red: red.id, blue: blue.id, small: small.id, large: large.id, brand: brand.id, dryFood: dry.id, dog: 4, meta: meta.id };
}

export function variant(sku: string, over: Partial<AdminVariant> = {}): AdminVariant {
  return {
    sku, stock: 10, price: 20, sale_price: null, b2b_price: 15, b2b_sale_price: null, attribute_ids: [], thumbnail: null,
    min_order: 1, order_multiple: 1, max_order: null, vat_category: 'S', ...over,
  };
}

export function productInput(ref: Reference, over: Partial<AdminProductInput> = {}): AdminProductInput {
  return {
    slug: 'rex-bowl', name: "Rex's Bowl, Large", brand_id: ref.brand, excerpt: '<p>Steel bowl</p>', introduction: '<h2>Why</h2><p>Heavy</p>',
    meta_description: 'A steel bowl', direct_fast: true, active: true, category_ids: [ref.dryFood], meta_ids: [ref.meta],
    tabs: [{ tab_name: 'Details', content: '<ul><li>Steel</li></ul>' }], faqs: [{ question: 'Dishwasher safe?', answer: 'Yes.' }],
    variants: [variant('REX-RS', { attribute_ids: [ref.red, ref.small] }), variant('REX-RL', { attribute_ids: [ref.red, ref.large], price: 25, sale_price: 22.5 })],
    ...over,
  };
}

export async function createProduct(admin: AdminShop, input: AdminProductInput): Promise<AdminProduct> {
  const res = await admin.as<{ status: number; product: AdminProduct; message?: string }>('POST', '/api/admin/products', input);
  if (res.status !== 1) throw new Error(`product not created: ${res.message}`);
  return res.product;
}

/** Gallery rows pointing at stored images, as the editor would have uploaded them. */
export async function addGallery(db: Db, productId: number, names: string[]): Promise<void> {
  await storeImages(db, names);
  await db.insert(productImages).values(names.map((name, position) => ({ productId, position, name })));
}

/** What the editor sends back when saving a product it loaded. */
export function asInput(product: AdminProduct): AdminProductInput {
  const { id: _id, rate: _rate, images: _images, created_at: _c, updated_at: _u, ...input } = product;
  return input;
}

/** As the editor sends it: with the updated_at it loaded, and each kept variant's stock as shown. */
export function asEdited(product: AdminProduct): AdminProductInput {
  const input = asInput(product);
  return { ...input, updated_at_seen: product.updated_at, variants: input.variants.map((v) => ({ ...v, stock_seen: v.stock })) };
}

export interface AdminCatalogue { admin: AdminShop; ref: Reference }

/** A back-office shop with the reference catalogue, open for the whole suite (read `t.admin` and `t.ref` in tests). */
export function useAdminCatalogue(kind: DbKind): AdminCatalogue {
  const t = {} as AdminCatalogue;
  beforeAll(async () => {
    t.admin = await adminShop(kind);
    t.ref = await addReference(t.admin.shop.database.db);
  });
  afterAll(async () => {
    await t.admin?.shop.close();
  });
  return t;
}
