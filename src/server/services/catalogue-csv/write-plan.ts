// Carries out an import plan inside the caller's transaction, a slice of products at a time:
// missing brands and attributes first, then products (new ones in batches, existing ones only
// where plan-diff.ts found something that differs), their links and variants, then the volume
// tiers the diff found changed. Unchanged
// products are left untouched, so importing a fresh export changes nothing, not even
// updated_at. Rows whose stock moved since the export while the import ran are refused at the
// end: the transaction rolls back.
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attributes, brands, productCategories, productImages, productMetas, products } from '../../db/schema';
import { buildSearchText } from '../../db/search-text';
import { slugify } from '../catalogue-admin/rules';
import { refreshProducts } from '../catalogue-admin/search-refresh';
import { refreshSearchDocuments } from '../../db/search-document';
import { writeArticleTiers } from '../price-lists/catalogue-tiers';
import { type VariantDiff, countDiffs, diffPlan, writesArticle, writesTiers } from './plan-diff';
import type { ImportPlan, PlannedProduct, Ref } from './resolve';
import { RowErrors, RowsRejected } from './row-errors';
import { type VariantWork, attributeIdsOf, writeVariants } from './write-variants';

export interface WriteHooks {
  /** Called after each slice with the rows written so far; may throw to stop (rolls back). */
  progress(done: number): Promise<void>;
}

export interface WriteResult { created: number; updated: number; brandsCreated: number; attributesCreated: number }

const SLICE = 250;

async function createBrands(tx: Tx, plan: ImportPlan): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (plan.newBrands.size === 0) return ids;
  const taken = new Set((await tx.select({ slug: brands.slug }).from(brands)).map((b) => b.slug));
  for (const [key, name] of plan.newBrands) {
    const base = slugify(name) || 'brand';
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    const [row] = await tx.insert(brands).values({ name, slug }).returning({ id: brands.id });
    ids.set(key, row.id);
  }
  return ids;
}

async function createAttributes(tx: Tx, plan: ImportPlan): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const attribute of plan.newAttributes.values()) {
    const [row] = await tx.insert(attributes).values({ typeId: attribute.typeId, name: attribute.name, value: attribute.value }).returning({ id: attributes.id });
    ids.set(attribute.key, row.id);
  }
  return ids;
}

function columnsOf(p: PlannedProduct, brandId: number | null) {
  return {
    slug: p.slug, name: p.name, brandId, excerpt: p.excerpt, introduction: p.introduction,
    metaDescription: p.metaDescription, active: p.active, directFast: p.directFast,
  };
}

async function writeLinks(tx: Tx, items: Array<{ id: number; p: PlannedProduct; replace: boolean }>): Promise<void> {
  const replacing = items.filter((i) => i.replace).map((i) => i.id);
  if (replacing.length > 0) {
    await tx.delete(productCategories).where(inArray(productCategories.productId, replacing));
    await tx.delete(productMetas).where(inArray(productMetas.productId, replacing));
    await tx.delete(productImages).where(inArray(productImages.productId, replacing));
  }
  const categoryRows = items.flatMap(({ id, p }) => p.categoryIds.map((categoryId) => ({ productId: id, categoryId })));
  const metaRows = items.flatMap(({ id, p }) => p.metaIds.map((metaId) => ({ productId: id, metaId })));
  const imageRows = items.flatMap(({ id, p }) => p.images.map((name, position) => ({ productId: id, position, name })));
  if (categoryRows.length > 0) await tx.insert(productCategories).values(categoryRows);
  if (metaRows.length > 0) await tx.insert(productMetas).values(metaRows);
  if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);
}

export async function writePlan(tx: Tx, plan: ImportPlan, hooks: WriteHooks): Promise<WriteResult> {
  const newBrandIds = await createBrands(tx, plan);
  const newAttributeIds = await createAttributes(tx, plan);
  const brandNames = new Map((await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((b) => [b.id, b.name]));
  const brandId = (ref: Ref | null) => (ref === null ? null : 'id' in ref ? ref.id : newBrandIds.get(ref.create)!);
  // Decided once, from the plan: what the preview of this file reports is what is written here.
  const diffs = diffPlan(plan);
  let done = 0;
  const refused = new RowErrors();
  for (let i = 0; i < diffs.length; i += SLICE) {
    const slice = diffs.slice(i, i + SLICE);
    const fresh = slice.filter((d) => !d.product.existing).map((d) => d.product);
    const ids = new Map<PlannedProduct, number>();
    if (fresh.length > 0) {
      const rows = await tx.insert(products).values(fresh.map((p) => ({
        ...columnsOf(p, brandId(p.brand)),
        searchText: buildSearchText({ name: p.name, brandName: brandNames.get(brandId(p.brand) ?? 0), skus: p.variants.map((v) => v.sku), excerpt: p.excerpt }),
      }))).returning({ id: products.id, slug: products.slug });
      const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
      for (const p of fresh) ids.set(p, bySlug.get(p.slug)!);
    }
    const links: Array<{ id: number; p: PlannedProduct; replace: boolean }> = fresh.map((p) => ({ id: ids.get(p)!, p, replace: false }));
    // The slice's products are locked before any of their variants, in id order, as a product
    // save and a quick variant edit lock theirs: the import and an editor never deadlock.
    const existingIds = slice.flatMap((d) => (d.product.existing ? [d.product.existing.id] : [])).sort((a, b) => a - b);
    if (existingIds.length > 0) {
      await tx.select({ id: products.id }).from(products).where(inArray(products.id, existingIds)).orderBy(products.id).for('update');
    }
    for (const { product: p, columns, links: changedLinks } of slice) {
      if (!p.existing) continue;
      ids.set(p, p.existing.id);
      if (columns.length > 0) await tx.update(products).set(columnsOf(p, brandId(p.brand))).where(eq(products.id, p.existing.id));
      if (changedLinks.length > 0) links.push({ id: p.existing.id, p, replace: true });
    }
    await writeLinks(tx, links);
    const work = (changed: (v: VariantDiff) => boolean): VariantWork[] => slice.flatMap((d) => d.variants.filter(changed).map((v) => ({
      productId: ids.get(d.product)!, position: v.position, planned: v.planned, attributeIds: attributeIdsOf(v.planned.attributes, newAttributeIds),
    })));
    const stockMoved = await writeVariants(tx, work((v) => v.changed === null), work((v) => v.changed !== null && writesArticle(v)));
    for (const { line, message } of stockMoved) refused.add(line, message);
    // Names, brands, SKUs or excerpts of existing products may have changed: search text and updated_at follow.
    await refreshProducts(tx, slice.filter((d) => d.touched).map((d) => d.product.existing!.id));
    // New products have their SKUs and categories only now: their search documents follow.
    await refreshSearchDocuments(tx, fresh.map((p) => ids.get(p)!));
    done += slice.reduce((sum, d) => sum + d.variants.length, 0);
    await hooks.progress(done);
  }
  if (refused.size > 0) throw new RowsRejected(refused);
  // Tiers as the diff decided: only the articles whose tiers the file changes have theirs replaced.
  await writeArticleTiers(tx, diffs.flatMap((d) => d.variants.filter(writesTiers).map((v) => v.planned)));
  const { articles } = countDiffs(diffs);
  return { created: articles.created, updated: articles.updated, brandsCreated: newBrandIds.size, attributesCreated: newAttributeIds.size };
}
