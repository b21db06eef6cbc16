// Creating and updating a product with everything that hangs off it, in one transaction:
// links to categories and metas, tabs, FAQs, and variants matched by id (new ones created,
// missing ones deleted). search_text and updated_at are recomputed; the change is audited.
// An update sent with the updated_at the editor loaded is refused when the product changed
// since: the editor's copy would otherwise put back what the other change wrote.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminProduct, AdminProductInput, AdminVariant } from '../../../shared/admin-types';
import { fromFils, toFils } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  faqs, productCategories, productMetas, productTabs, products, variantAttributes, variants,
} from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, Rejection, done, invalid, notFound, settle } from '../admin/outcome';
import { touchCartsHolding } from './cart-effects';
import { productInputProblem, productReferenceProblem } from './product-check';
import { loadAdminProduct } from './product-read';
import { sameUpdatedAt } from './product-stamp';
import { toPriceFils, toRuleColumns } from './rules';
import { refreshProducts } from './search-refresh';

export const PRODUCT_MESSAGES = {
  slugTaken: (slug: string) => `The slug "${slug}" is already used by another product.`,
  skuTaken: (sku: string, slug: string) => `The SKU "${sku}" is already used by the product "${slug}".`,
  conflict: 'Another change to the catalogue got in the way. Please try again.',
  notOfProduct: (id: number) => `The variant ${id} is not a variant of this product.`,
  changedMeanwhile: 'Someone else changed this product while you were editing it (a save, a quick stock or price edit, or an import). '
    + 'Nothing was saved. Reload the product to see their changes, then make yours again.',
  stockMoved: (sku: string, now: number) =>
    `The stock of "${sku}" changed to ${now} while you were editing (an order or another change). Reload the product, check the stock and save again.`,
} as const;

const productColumns = (input: AdminProductInput) => ({
  slug: input.slug,
  name: input.name.trim(),
  brandId: input.brand_id,
  excerpt: input.excerpt,
  introduction: input.introduction,
  metaDescription: input.meta_description,
  directFast: input.direct_fast,
  active: input.active,
});

const variantColumns = (v: AdminVariant, position: number) => ({
  sku: v.sku.trim(), stock: v.stock, thumbnail: v.thumbnail, position, ...toPriceFils(v), ...toRuleColumns(v),
  ...(v.vat_category === undefined ? {} : { vatCategory: v.vat_category }),
});

/** The product changed after the editor loaded it; answered 409, the transaction rolled back. */
class ChangedMeanwhile extends Error {}

export type SaveOutcome = Outcome<{ product: AdminProduct }> | { kind: 'stale'; message: string };

type VatChange = { sku: string; before: string; after: string };
type PriceChange = { sku: string; field: PriceField; before: number | null; after: number | null };
type PriceField = 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price';
type PricedRow = { id: number; priceFils: number; salePriceFils: number | null; b2bPriceFils: number | null; b2bSalePriceFils: number | null };

const PRICE_COLUMNS: ReadonlyArray<[PriceField, keyof Omit<PricedRow, 'id'>]> = [
  ['price', 'priceFils'], ['sale_price', 'salePriceFils'], ['b2b_price', 'b2bPriceFils'], ['b2b_sale_price', 'b2bSalePriceFils'],
];

/** The kept variants' prices the save changes (AED, before and after), for the audit entry: who changed a price, and from what. */
function priceChanges(before: readonly PricedRow[], list: readonly AdminVariant[]): PriceChange[] {
  return list.flatMap((v) => {
    const row = before.find((r) => r.id === v.id);
    if (!row) return [];
    return PRICE_COLUMNS.flatMap(([field, column]) => {
      const was = row[column] === null ? null : fromFils(row[column]);
      const now = v[field] ?? null;
      return (was === null ? null : toFils(was)) === (now === null ? null : toFils(now)) ? [] : [{ sku: v.sku.trim(), field, before: was, after: now }];
    });
  });
}

/** The kept variants whose VAT category the save changes, for the audit entry. */
function vatChanges(before: ReadonlyArray<{ id: number; vatCategory: string }>, list: readonly AdminVariant[]): VatChange[] {
  return list.flatMap((v) => {
    const was = before.find((row) => row.id === v.id)?.vatCategory;
    return was === undefined || v.vat_category === undefined || v.vat_category === was ? [] : [{ sku: v.sku.trim(), before: was, after: v.vat_category }];
  });
}

/**
 * What a save does to a variant's stock, against the stock now in the database (its row
 * locked): without `seen` (the stock the editor showed), the stock sent is the stock; with it,
 * stock left as shown keeps what the database holds (orders placed while the editor was open
 * stay counted), and a changed stock is taken only if nothing changed it meanwhile, else the
 * save is refused with the message. Shared by the product save and the quick stock edit.
 */
export function stockDecision(sku: string, stock: number, seen: number | undefined, now: number): { stock?: number } | { refused: string } {
  if (seen === undefined) return { stock };
  if (stock === seen) return {};
  if (now !== seen) return { refused: PRODUCT_MESSAGES.stockMoved(sku.trim(), now) };
  return { stock };
}

function stockToWrite(v: AdminVariant, now: number): { stock?: number } {
  const decided = stockDecision(v.sku, v.stock, v.stock_seen, now);
  if ('refused' in decided) throw new Rejection('refused', decided.refused);
  return decided;
}

async function ensureFree(tx: Tx, productId: number | null, input: AdminProductInput): Promise<void> {
  const [slugOwner] = await tx.select({ id: products.id }).from(products)
    .where(productId === null ? eq(products.slug, input.slug) : and(eq(products.slug, input.slug), ne(products.id, productId)));
  if (slugOwner) throw new Rejection('refused', PRODUCT_MESSAGES.slugTaken(input.slug));
  const skus = input.variants.map((v) => v.sku.trim());
  const owners = await tx.select({ sku: variants.sku, slug: products.slug }).from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(productId === null ? inArray(variants.sku, skus) : and(inArray(variants.sku, skus), ne(variants.productId, productId)));
  if (owners.length > 0) throw new Rejection('refused', PRODUCT_MESSAGES.skuTaken(owners[0].sku, owners[0].slug));
}

async function replaceChildren(tx: Tx, productId: number, input: AdminProductInput): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.delete(productMetas).where(eq(productMetas.productId, productId));
  await tx.delete(productTabs).where(eq(productTabs.productId, productId));
  await tx.delete(faqs).where(eq(faqs.productId, productId));
  const categoryIds = [...new Set(input.category_ids)];
  const metaIds = [...new Set(input.meta_ids)];
  if (categoryIds.length > 0) await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
  if (metaIds.length > 0) await tx.insert(productMetas).values(metaIds.map((metaId) => ({ productId, metaId })));
  if (input.tabs.length > 0) {
    await tx.insert(productTabs).values(input.tabs.map((t, position) => ({ productId, tabName: t.tab_name.trim(), content: t.content, position })));
  }
  if (input.faqs.length > 0) {
    await tx.insert(faqs).values(input.faqs.map((f, position) => ({ productId, question: f.question.trim(), answer: f.answer.trim(), position })));
  }
}

/** Deletes the variants left out (`existingIds` are the product's before the save), updates the kept ones, creates the new ones. */
async function writeVariants(tx: Tx, productId: number, existingIds: readonly number[], list: readonly AdminVariant[]): Promise<{ added: number; removed: number }> {
  const keptIds = list.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  const removed = existingIds.filter((id) => !keptIds.includes(id));
  if (removed.length > 0) {
    await touchCartsHolding(tx, removed);
    // Order lines keep their snapshot; their variant_id becomes null (foreign key).
    await tx.delete(variants).where(inArray(variants.id, removed));
  }
  // The kept variants' rows are locked first: an order taking stock waits for the save, or the
  // save sees what the order took.
  const stockNow = new Map(keptIds.length === 0 ? [] : (await tx.select({ id: variants.id, stock: variants.stock }).from(variants)
    .where(inArray(variants.id, keptIds)).orderBy(variants.id).for('update')).map((r) => [r.id, r.stock]));
  // SKUs may be swapped between kept variants: park them all first on values no SKU can have
  // (a control character), so no update meets another's old SKU.
  if (keptIds.length > 0) {
    await tx.update(variants).set({ sku: sql`chr(1) || ${variants.id}::text` }).where(inArray(variants.id, keptIds));
    await tx.delete(variantAttributes).where(inArray(variantAttributes.variantId, keptIds));
  }
  let added = 0;
  for (const [position, v] of list.entries()) {
    let id = v.id;
    if (id === undefined) {
      [{ id }] = await tx.insert(variants).values({ productId, ...variantColumns(v, position) }).returning({ id: variants.id });
      added += 1;
    } else {
      const { stock, ...columns } = variantColumns(v, position);
      await tx.update(variants).set({ ...columns, ...stockToWrite(v, stockNow.get(id) ?? stock) }).where(eq(variants.id, id));
    }
    if (v.attribute_ids.length > 0) {
      await tx.insert(variantAttributes).values(v.attribute_ids.map((attributeId, i) => ({ variantId: id!, attributeId, dimension: i + 1 })));
    }
  }
  return { added, removed: removed.length };
}

async function write(tx: Tx, staffId: number, productId: number | null, input: AdminProductInput): Promise<Outcome<{ product: AdminProduct }>> {
  let existingIds: number[] = [];
  let vatChanged: VatChange[] = [];
  let pricesChanged: PriceChange[] = [];
  if (productId !== null) {
    const [current] = await tx.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId)).for('update');
    if (!current) return notFound;
    // Compared under the row lock: a change committed after this read waits for the save.
    if (input.updated_at_seen !== undefined && !sameUpdatedAt(input.updated_at_seen, current.updatedAt)) throw new ChangedMeanwhile(PRODUCT_MESSAGES.changedMeanwhile);
    const existing = await tx.select({
      id: variants.id, vatCategory: variants.vatCategory, priceFils: variants.priceFils, salePriceFils: variants.salePriceFils,
      b2bPriceFils: variants.b2bPriceFils, b2bSalePriceFils: variants.b2bSalePriceFils,
    }).from(variants).where(eq(variants.productId, productId));
    existingIds = existing.map((r) => r.id);
    vatChanged = vatChanges(existing, input.variants);
    pricesChanged = priceChanges(existing, input.variants);
    const stranger = input.variants.find((v) => v.id !== undefined && !existingIds.includes(v.id));
    if (stranger) return invalid(PRODUCT_MESSAGES.notOfProduct(stranger.id!));
  } else {
    const given = input.variants.find((v) => v.id !== undefined);
    if (given) return invalid(PRODUCT_MESSAGES.notOfProduct(given.id!));
  }
  const reference = await productReferenceProblem(tx, productId, input);
  if (reference) return invalid(reference);
  await ensureFree(tx, productId, input);
  let id = productId;
  if (id === null) {
    [{ id }] = await tx.insert(products).values(productColumns(input)).returning({ id: products.id });
  } else {
    await tx.update(products).set(productColumns(input)).where(eq(products.id, id));
  }
  await replaceChildren(tx, id, input);
  const { added, removed } = await writeVariants(tx, id, existingIds, input.variants);
  await refreshProducts(tx, [id]);
  await audit(tx, staffId, productId === null ? 'product.create' : 'product.update', `product:${id}`, {
    slug: input.slug, name: input.name.trim(), variants: input.variants.length, variants_added: added, variants_removed: removed,
    ...(vatChanged.length > 0 ? { vat_categories: vatChanged } : {}),
    ...(pricesChanged.length > 0 ? { prices: pricesChanged } : {}),
  });
  return done({ product: (await loadAdminProduct(tx, id))! });
}

/**
 * `productId` null creates. Slug or SKU taken: refused (status 0), naming the conflict. Changed
 * since the editor loaded it (`updated_at_seen`): `stale`, nothing written.
 */
export async function saveProduct(db: Db, staffId: number, productId: number | null, input: AdminProductInput): Promise<SaveOutcome> {
  const problem = productInputProblem(input);
  if (problem) return invalid(problem);
  try {
    return await settle(() => db.transaction((tx) => write(tx, staffId, productId, input)));
  } catch (error) {
    if (error instanceof ChangedMeanwhile) return { kind: 'stale', message: error.message };
    // Two saves racing for one slug or SKU: the loser hears what the checks would have said.
    if (isUniqueViolation(error, 'products_slug_uq')) return { kind: 'refused', message: PRODUCT_MESSAGES.slugTaken(input.slug) };
    if (isUniqueViolation(error, 'variants_sku_uq')) return { kind: 'refused', message: PRODUCT_MESSAGES.conflict };
    throw error;
  }
}
