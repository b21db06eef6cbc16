// A product as the editor loads it: every field it can change, the gallery, and each variant
// with its four prices and attribute ids (first dimension first).
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminProduct, AdminVariant } from '../../../shared/admin-types';
import { fromFils } from '../../../shared/money';
import type { VatCategory } from '../../../shared/tax';
import type { DbOrTx } from '../../db/client';
import {
  type VariantRow, faqs, productCategories, productImages, productMetas, productTabs, products, variantAttributes, variants,
} from '../../db/schema';
import { mediaUrl } from '../media';
import { oneByOne } from './one-by-one';

const aed = (fils: number | null) => (fils === null ? null : fromFils(fils));

export function toAdminVariant(row: VariantRow, attributeIds: number[]): AdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    stock: row.stock,
    price: fromFils(row.priceFils),
    sale_price: aed(row.salePriceFils),
    b2b_price: aed(row.b2bPriceFils),
    b2b_sale_price: aed(row.b2bSalePriceFils),
    attribute_ids: attributeIds,
    thumbnail: row.thumbnail,
    min_order: row.minOrder,
    order_multiple: row.orderMultiple,
    max_order: row.maxOrder,
    // The column's check constraint allows only these three.
    vat_category: row.vatCategory as VatCategory,
  };
}

/** Attribute ids of each variant, in dimension order. */
export async function attributeIdsOf(db: DbOrTx, variantIds: readonly number[]): Promise<Map<number, number[]>> {
  const byVariant = new Map<number, number[]>();
  for (let i = 0; i < variantIds.length; i += 1000) {
    const rows = await db.select().from(variantAttributes)
      .where(inArray(variantAttributes.variantId, variantIds.slice(i, i + 1000)))
      .orderBy(asc(variantAttributes.variantId), asc(variantAttributes.dimension));
    for (const row of rows) byVariant.set(row.variantId, [...(byVariant.get(row.variantId) ?? []), row.attributeId]);
  }
  return byVariant;
}

export async function loadAdminVariant(db: DbOrTx, id: number): Promise<AdminVariant | null> {
  const [row] = await db.select().from(variants).where(eq(variants.id, id));
  if (!row) return null;
  return toAdminVariant(row, (await attributeIdsOf(db, [id])).get(id) ?? []);
}

export async function loadAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [categoryRows, metaRows, imageRows, tabRows, faqRows, variantRows] = await oneByOne([
    db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.categoryId)),
    db.select({ id: productMetas.metaId }).from(productMetas).where(eq(productMetas.productId, id)).orderBy(asc(productMetas.metaId)),
    db.select({ name: productImages.name }).from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    db.select().from(productTabs).where(eq(productTabs.productId, id)).orderBy(asc(productTabs.position), asc(productTabs.id)),
    db.select().from(faqs).where(eq(faqs.productId, id)).orderBy(asc(faqs.position), asc(faqs.id)),
    db.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.position), asc(variants.id)),
  ]);
  const attributeIds = await attributeIdsOf(db, variantRows.map((v) => v.id));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand_id: row.brandId,
    excerpt: row.excerpt,
    introduction: row.introduction,
    meta_description: row.metaDescription,
    direct_fast: row.directFast,
    active: row.active,
    category_ids: categoryRows.map((r) => r.id),
    meta_ids: metaRows.map((r) => r.id),
    tabs: tabRows.map((t) => ({ tab_name: t.tabName, content: t.content })),
    faqs: faqRows.map((f) => ({ question: f.question, answer: f.answer })),
    variants: variantRows.map((v) => toAdminVariant(v, attributeIds.get(v.id) ?? [])),
    rate: row.rate,
    images: imageRows.map((r) => ({ name: r.name, url: mediaUrl(r.name) })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
