// What the catalogue already holds for the products and SKUs of a file: each product with its
// links and every variant (also those the file does not list, with its volume tiers), and who
// owns each SKU. Read only: a preview resolves its plan from this as the import does.
import { asc, eq, inArray } from 'drizzle-orm';
import type { VatCategory } from '../../../shared/tax';
import type { DbOrTx } from '../../db/client';
import { productCategories, productImages, productMetas, products, variants } from '../../db/schema';
import { oneByOne } from '../catalogue-admin/one-by-one';
import { attributeIdsOf } from '../catalogue-admin/product-read';
import { articleTiers } from '../price-lists/catalogue-tiers';
import type { Tier } from '../price-lists/decide-price';

export interface ExistingVariant {
  id: number; productId: number; sku: string; stock: number; thumbnail: string | null; position: number;
  priceFils: number; salePriceFils: number | null; b2bPriceFils: number | null; b2bSalePriceFils: number | null;
  minOrder: number; orderMultiple: number; maxOrder: number | null; vatCategory: VatCategory;
  attributeIds: number[];
  /** The article's own volume tiers, lowest quantity first (none: an empty list). */
  tiers: Tier[];
}

export interface ExistingProduct {
  id: number; slug: string; name: string; brandId: number | null; excerpt: string; introduction: string; metaDescription: string;
  active: boolean; directFast: boolean; categoryIds: number[]; metaIds: number[]; images: string[]; variants: ExistingVariant[];
}

export interface ExistingCatalogue {
  bySlug: Map<string, ExistingProduct>;
  /** SKU -> slug of the product that has it. */
  skuOwner: Map<string, string>;
}

const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function loadProducts(db: DbOrTx, slugs: string[], into: Map<string, ExistingProduct>): Promise<void> {
  const rows = await db.select().from(products).where(inArray(products.slug, slugs));
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const [categoryRows, metaRows, imageRows, variantRows] = await oneByOne([
    db.select().from(productCategories).where(inArray(productCategories.productId, ids)).orderBy(asc(productCategories.categoryId)),
    db.select().from(productMetas).where(inArray(productMetas.productId, ids)).orderBy(asc(productMetas.metaId)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position)),
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.position), asc(variants.id)),
  ]);
  const attributeIds = await attributeIdsOf(db, variantRows.map((v) => v.id));
  const tiers = new Map<number, Tier[]>();
  for (const slice of chunks(variantRows.map((v) => v.id))) for (const [id, list] of await articleTiers(db, slice)) tiers.set(id, list);
  const categoryIds = new Map<number, number[]>();
  const metaIds = new Map<number, number[]>();
  const images = new Map<number, string[]>();
  const variantsOf = new Map<number, ExistingVariant[]>();
  for (const r of categoryRows) push(categoryIds, r.productId, r.categoryId);
  for (const r of metaRows) push(metaIds, r.productId, r.metaId);
  for (const r of imageRows) push(images, r.productId, r.name);
  for (const v of variantRows) {
    push(variantsOf, v.productId, {
      id: v.id, productId: v.productId, sku: v.sku, stock: v.stock, thumbnail: v.thumbnail, position: v.position,
      priceFils: v.priceFils, salePriceFils: v.salePriceFils, b2bPriceFils: v.b2bPriceFils, b2bSalePriceFils: v.b2bSalePriceFils,
      minOrder: v.minOrder, orderMultiple: v.orderMultiple, maxOrder: v.maxOrder, vatCategory: v.vatCategory as VatCategory,
      attributeIds: attributeIds.get(v.id) ?? [], tiers: tiers.get(v.id) ?? [],
    });
  }
  for (const r of rows) {
    into.set(r.slug, {
      id: r.id, slug: r.slug, name: r.name, brandId: r.brandId, excerpt: r.excerpt, introduction: r.introduction,
      metaDescription: r.metaDescription, active: r.active, directFast: r.directFast,
      categoryIds: categoryIds.get(r.id) ?? [], metaIds: metaIds.get(r.id) ?? [], images: images.get(r.id) ?? [],
      variants: variantsOf.get(r.id) ?? [],
    });
  }
}

export async function loadExisting(db: DbOrTx, slugs: readonly string[], skus: readonly string[]): Promise<ExistingCatalogue> {
  const bySlug = new Map<string, ExistingProduct>();
  for (const slice of chunks([...new Set(slugs)])) await loadProducts(db, slice, bySlug);
  const skuOwner = new Map<string, string>();
  for (const slice of chunks([...new Set(skus)])) {
    const rows = await db.select({ sku: variants.sku, slug: products.slug }).from(variants)
      .innerJoin(products, eq(products.id, variants.productId)).where(inArray(variants.sku, slice));
    for (const r of rows) skuOwner.set(r.sku, r.slug);
  }
  return { bySlug, skuOwner };
}
