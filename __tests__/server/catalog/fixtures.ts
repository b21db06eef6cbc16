// A small, fully known catalogue for the catalogue and wishlist tests, written straight
// through Drizzle: reference data with fixed ids, products with every child row, customers
// with their tokens.
import type { Customer } from '../../../src/shared/api-types';
import type { DbOrTx } from '../../../src/server/db/client';
import {
  attributeTypes, attributes, brands, categories, customers, faqs, metas, productCategories, productImages,
  productMetas, productTabs, products, reviews, variantAttributes, variants,
} from '../../../src/server/db/schema';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';
import { buildSearchText } from '../../../src/server/db/search-text';
import { syncIdSequences } from '../../../src/server/db/sequences';
import { customerSessionToken } from '../../../src/server/services/auth/sessions';
import { testConfig } from '../../support/test-app';

export const BRAND = { barkley: 1, whisker: 2, tailtrek: 3 } as const;
export const BRAND_NAMES: Record<number, string> = { 1: 'Barkley', 2: 'Whisker Co', 3: 'Tailtrek' };
/** Dog 4 > Food 10 > Dry 30 > Grain Free 50 (four levels); Dog > Toys 12; Cat 5 > Cat Food 20. */
export const CAT = { dog: 4, dogFood: 10, dry: 30, grainFree: 50, toys: 12, cat: 5, catFood: 20 } as const;
export const META = { newBadge: 1, hiddenBadge: 2, grainFree: 3 } as const;
export const ATTR = { red: 11, navy: 12, small: 21, medium: 22, twoKg: 41, sixKg: 42, offer: 31 } as const;

export async function insertReference(db: DbOrTx): Promise<void> {
  await db.insert(brands).values([
    { id: 1, name: 'Barkley', slug: 'barkley', thumbnail: 'brand-barkley.webp' },
    { id: 2, name: 'Whisker Co', slug: 'whisker-co' },
    { id: 3, name: 'Tailtrek', slug: 'tailtrek', thumbnail: 'brand-tailtrek.webp' },
  ]);
  await db.insert(categories).values([
    { id: 4, name: 'Dog', slug: 'dog', sort: 1 },
    { id: 5, name: 'Cat', slug: 'cat', sort: 2 },
    { id: 10, parentId: 4, name: 'Food', slug: 'dog-food', sort: 1 },
    { id: 12, parentId: 4, name: 'Toys', slug: 'dog-toys', sort: 2 },
    { id: 30, parentId: 10, name: 'Dry Food', slug: 'dog-dry', sort: 1 },
    { id: 50, parentId: 30, name: 'Grain Free', slug: 'dog-dry-grain-free', sort: 1 },
    { id: 20, parentId: 5, name: 'Cat Food', slug: 'cat-food', sort: 1 },
  ]);
  await db.insert(attributeTypes).values([
    { id: 1, name: 'Colour', type: 1 },
    { id: 2, name: 'Size', type: 2 },
    { id: 3, name: 'Special offer', type: 3 },
    { id: 4, name: 'Weight', type: 2 },
  ]);
  await db.insert(attributes).values([
    { id: 11, typeId: 1, name: 'Red', value: '#c0392b' },
    { id: 12, typeId: 1, name: 'Navy', value: '#1f3b6f' },
    { id: 21, typeId: 2, name: 'S' },
    { id: 22, typeId: 2, name: 'M' },
    { id: 41, typeId: 4, name: '2 kg' },
    { id: 42, typeId: 4, name: '6 kg' },
    { id: 31, typeId: 3, name: 'Buy 10 + 2 free', description: 'Pay for 10, receive 12.' },
  ]);
  await db.insert(metas).values([
    { id: 1, name: 'New', kind: 'badge', display: 1 },
    { id: 2, name: 'Staff pick', kind: 'badge', display: 0 },
    { id: 3, name: 'Grain free', kind: 'feature', display: 1 },
  ]);
  await syncIdSequences(db, ['brands', 'categories', 'attribute_types', 'attributes', 'metas']);
}

export interface FixtureVariant {
  sku: string;
  priceFils: number;
  salePriceFils?: number | null;
  b2bPriceFils?: number | null;
  b2bSalePriceFils?: number | null;
  stock?: number;
  thumbnail?: string | null;
  /** In dimension order. */
  attributeIds?: number[];
}

export interface FixtureProduct {
  slug: string;
  name: string;
  createdAt: Date;
  brandId?: number | null;
  excerpt?: string;
  introduction?: string;
  metaDescription?: string;
  active?: boolean;
  rate?: number;
  directFast?: boolean;
  categoryIds?: number[];
  metaIds?: number[];
  images?: string[];
  variants?: FixtureVariant[];
  reviews?: Array<{ customerName: string; comment: string; rate: number; createdAt: Date }>;
  faqs?: Array<{ question: string; answer: string }>;
  tabs?: Array<{ tabName: string; content: string }>;
}

export async function insertProduct(db: DbOrTx, p: FixtureProduct): Promise<number> {
  const variantList = p.variants ?? [{ sku: `${p.slug.toUpperCase()}-1`, priceFils: 1000 }];
  const [{ id }] = await db.insert(products).values({
    slug: p.slug, name: p.name, brandId: p.brandId ?? null, excerpt: p.excerpt ?? '', introduction: p.introduction ?? '',
    metaDescription: p.metaDescription ?? '', active: p.active ?? true, rate: p.rate ?? 0, directFast: p.directFast ?? false,
    createdAt: p.createdAt,
    searchText: buildSearchText({
      name: p.name, brandName: p.brandId ? BRAND_NAMES[p.brandId] : null, skus: variantList.map((v) => v.sku), excerpt: p.excerpt,
    }),
  }).returning({ id: products.id });
  const many = <T>(rows: T[], write: (rows: T[]) => Promise<unknown>) => (rows.length ? write(rows) : Promise.resolve());
  await many((p.categoryIds ?? []).map((categoryId) => ({ productId: id, categoryId })), (rows) => db.insert(productCategories).values(rows));
  await many((p.metaIds ?? []).map((metaId) => ({ productId: id, metaId })), (rows) => db.insert(productMetas).values(rows));
  await many((p.images ?? []).map((name, position) => ({ productId: id, name, position })), (rows) => db.insert(productImages).values(rows));
  await many((p.reviews ?? []).map((r) => ({ productId: id, ...r })), (rows) => db.insert(reviews).values(rows));
  await many((p.faqs ?? []).map((f, position) => ({ productId: id, ...f, position })), (rows) => db.insert(faqs).values(rows));
  await many((p.tabs ?? []).map((t, position) => ({ productId: id, ...t, position })), (rows) => db.insert(productTabs).values(rows));
  for (const [position, v] of variantList.entries()) {
    const { attributeIds = [], ...columns } = v;
    const [variant] = await db.insert(variants).values({ productId: id, position, stock: 10, ...columns }).returning({ id: variants.id });
    await many(attributeIds.map((attributeId, i) => ({ variantId: variant.id, attributeId, dimension: i + 1 })), (rows) => db.insert(variantAttributes).values(rows));
  }
  // As every catalogue write does once the product's SKUs and categories are in.
  await refreshSearchDocuments(db, [id]);
  return id;
}

export const CUSTOMER: Customer = {
  name: 'Layla Haddad', company_name: 'Paws Corner Trading', lisence_number: null, otrn_number: null,
  country_id: 225, mobile: '+971501234567', email: 'layla@pawscorner.ae',
};

/** A customer row in the given state and a token for it. */
export async function insertCustomer(
  db: DbOrTx, email: string, state: 'active' | 'pending' = 'active',
): Promise<{ id: number; token: string }> {
  const [row] = await db.insert(customers).values({
    email, name: CUSTOMER.name, companyName: CUSTOMER.company_name, countryId: 225, passwordHash: 'x', state,
  }).returning({ id: customers.id });
  const token = await customerSessionToken(db, testConfig('/tmp').jwtSecret, row.id, { ...CUSTOMER, email });
  return { id: row.id, token };
}

/** Minutes after a fixed moment, so "newest first" is known in advance. */
export const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 8, minute));
