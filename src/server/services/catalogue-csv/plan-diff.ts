// What an import plan changes, decided from the plan alone before anything is written: which
// product columns and links differ, which articles are new and which differ, and so what the
// import counts as created, updated and unchanged (volume tiers included: an article whose tiers
// the file replaces with others is an updated article). The writer (write-plan.ts) carries out
// exactly this, and the preview (preview-summary.ts) reports it, so the two never disagree.
import { formatTiers } from '../price-lists/tier-cells';
import type { ExistingProduct, ExistingVariant } from './existing';
import type { ImportPlan, PlannedProduct, PlannedVariant, Ref } from './resolve';
import { stockChanges } from './stock-cells';

/** A brand or attribute the import creates gets its id when written; no stored row has this one. */
const NOT_YET_WRITTEN = 0;

const idOrPending = (ref: Ref) => ('id' in ref ? ref.id : NOT_YET_WRITTEN);

type ProductField = 'name' | 'brand' | 'excerpt' | 'introduction' | 'meta_description' | 'active' | 'direct_fast';
type LinkField = 'categories' | 'metas' | 'images';
export type VariantField =
  | 'stock' | 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price' | 'thumbnail' | 'position'
  | 'min_order' | 'order_multiple' | 'max_order' | 'vat_category' | 'attributes' | 'tiers';

export interface VariantDiff {
  planned: PlannedVariant;
  /** The article's position in its product: the order of its rows. */
  position: number;
  /** What differs from the stored article; null for a new article. */
  changed: VariantField[] | null;
}

export interface ProductDiff {
  product: PlannedProduct;
  /** Product columns that differ (none for a new product, which is created whole). */
  columns: ProductField[];
  /** Category, meta and image lists that differ (none for a new product). */
  links: LinkField[];
  variants: VariantDiff[];
  /** An existing product the import writes to: a column, a link, or an article new or changed. */
  touched: boolean;
}

const differing = <F extends string>(pairs: Array<[F, unknown, unknown]>): F[] => pairs.filter(([, a, b]) => a !== b).map(([field]) => field);

const sameList = (a: readonly (number | string)[], b: readonly (number | string)[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function productChanges(p: PlannedProduct, e: ExistingProduct): ProductField[] {
  return differing<ProductField>([
    ['name', p.name, e.name], ['brand', p.brand === null ? null : idOrPending(p.brand), e.brandId], ['excerpt', p.excerpt, e.excerpt],
    ['introduction', p.introduction, e.introduction], ['meta_description', p.metaDescription, e.metaDescription],
    ['active', p.active, e.active], ['direct_fast', p.directFast, e.directFast],
  ]);
}

function linkChanges(p: PlannedProduct, e: ExistingProduct): LinkField[] {
  const changed: LinkField[] = [];
  if (!sameList(p.categoryIds, e.categoryIds)) changed.push('categories');
  if (!sameList(p.metaIds, e.metaIds)) changed.push('metas');
  if (!sameList(p.images, e.images)) changed.push('images');
  return changed;
}

/** What an existing article would change; a stock left as exported is no change (stock-cells.ts). */
function variantChanges(v: PlannedVariant, position: number, e: ExistingVariant): VariantField[] {
  const changed = differing<VariantField>([
    ['price', v.fils.priceFils, e.priceFils], ['sale_price', v.fils.salePriceFils, e.salePriceFils],
    ['b2b_price', v.fils.b2bPriceFils, e.b2bPriceFils], ['b2b_sale_price', v.fils.b2bSalePriceFils, e.b2bSalePriceFils],
    ['thumbnail', v.thumbnail, e.thumbnail], ['position', position, e.position],
    ['min_order', v.rule.minOrder, e.minOrder], ['order_multiple', v.rule.orderMultiple, e.orderMultiple], ['max_order', v.rule.maxOrder, e.maxOrder],
    ['vat_category', v.vatCategory, e.vatCategory], ['attributes', v.attributes.map(idOrPending).join(','), e.attributeIds.join(',')],
    // Both lists come lowest quantity first; a file without the tiers column keeps the article's.
    ['tiers', formatTiers(v.tiers ?? e.tiers), formatTiers(e.tiers)],
  ]);
  return stockChanges(v, e.stock) ? ['stock', ...changed] : changed;
}

/** Whether the article's own row is written: new, or a column of it differs (its tiers are rows of their own). */
export const writesArticle = (v: VariantDiff) => v.changed === null || v.changed.some((field) => field !== 'tiers');

/** Whether the import replaces the article's tiers: a new article's given ones, or an existing article's that differ. */
export const writesTiers = (v: VariantDiff) => (v.changed === null ? (v.planned.tiers ?? []).length > 0 : v.changed.includes('tiers'));

function diffProduct(product: PlannedProduct): ProductDiff {
  const e = product.existing;
  const variants = product.variants.map((planned, position): VariantDiff => ({
    planned, position, changed: planned.existing ? variantChanges(planned, position, planned.existing) : null,
  }));
  if (!e) return { product, columns: [], links: [], variants, touched: false };
  const columns = productChanges(product, e);
  const links = linkChanges(product, e);
  const touched = columns.length > 0 || links.length > 0 || variants.some((v) => v.changed === null || v.changed.length > 0);
  return { product, columns, links, variants, touched };
}

export const diffPlan = (plan: ImportPlan): ProductDiff[] => plan.products.map(diffProduct);

interface PlanCounts {
  products: { created: number; updated: number; unchanged: number };
  /** Rows: created when the SKU is new; updated when its article or its product changes (every row of a renamed product). */
  articles: { created: number; updated: number; unchanged: number };
}

export function countDiffs(diffs: readonly ProductDiff[]): PlanCounts {
  const counts: PlanCounts = { products: { created: 0, updated: 0, unchanged: 0 }, articles: { created: 0, updated: 0, unchanged: 0 } };
  for (const d of diffs) {
    const kept = d.variants.filter((v) => v.changed !== null).length;
    counts.articles.created += d.variants.length - kept;
    if (!d.product.existing) counts.products.created += 1;
    else if (d.touched) {
      counts.products.updated += 1;
      counts.articles.updated += kept;
    } else {
      counts.products.unchanged += 1;
      counts.articles.unchanged += kept;
    }
  }
  return counts;
}
