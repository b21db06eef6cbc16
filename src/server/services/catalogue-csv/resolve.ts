// Names in the file become ids: brands (created when missing), categories by full path, metas,
// attribute types (which must exist) and attributes (created under their type when missing),
// images (which must be stored). Together with what the catalogue holds this is the plan the
// writer carries out; every reference that cannot be resolved is reported on its row.
import type { VatCategory } from '../../../shared/tax';
import { ATTRIBUTE_TYPE_CODES } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { HEX_COLOUR, attributeKey } from '../catalogue-admin/attributes';
import { existingImages } from '../catalogue-admin/media-files';
import { type PriceFils, toPriceFils, toRuleColumns } from '../catalogue-admin/rules';
import type { Tier } from '../price-lists/decide-price';
import { type CatalogueMaps, loadCatalogueMaps } from './catalogue-maps';
import { joinPath } from './cells';
import type { AttributeCell, CheckedRow } from './check-rows';
import { type ExistingProduct, type ExistingVariant, loadExisting } from './existing';
import type { ProductGroup } from './group-rows';
import type { RowErrors } from './row-errors';
import { stockMovedProblem } from './stock-cells';

export type Ref = { id: number } | { create: string };

export interface NewAttribute { key: string; typeId: number; typeName: string; name: string; value: string | null }

export interface PlannedVariant {
  line: number; sku: string; attributes: Ref[]; thumbnail: string | null; stock: number; fils: PriceFils;
  /** The stock when the file was exported (stock-cells.ts); null for absolute stock and for new variants. */
  stockAtExport: number | null;
  /** The rule columns to write: the file's, or the article's own when the file has none. */
  rule: { minOrder: number; orderMultiple: number; maxOrder: number | null };
  /** The file's category, or the article's own when the file gives none (S for a new one). */
  vatCategory: VatCategory;
  /** The file's volume tiers (replacing the article's); null when the file has no tiers column: the article keeps its own. */
  tiers: Tier[] | null;
  existing: ExistingVariant | null;
}

export interface PlannedProduct {
  slug: string; name: string; brand: Ref | null; categoryIds: number[]; metaIds: number[];
  active: boolean; directFast: boolean; excerpt: string; introduction: string; metaDescription: string; images: string[];
  existing: ExistingProduct | null; variants: PlannedVariant[];
}

export interface ImportPlan { products: PlannedProduct[]; newBrands: Map<string, string>; newAttributes: Map<string, NewAttribute>; rows: number }

const lower = (text: string) => text.trim().toLowerCase();
const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

function resolveAttribute(maps: CatalogueMaps, cell: AttributeCell, plan: ImportPlan): Ref | string {
  const type = maps.typeByName.get(lower(cell.type));
  if (!type) return `Unknown attribute type "${cell.type}" (the types are: ${[...maps.typeByName.values()].map((t) => t.name).join(', ')}).`;
  const key = `${type.id}|${attributeKey(type.code, cell.name, cell.value)}`;
  const id = maps.attributeByKey.get(key);
  if (id !== undefined) return { id };
  if (type.code === ATTRIBUTE_TYPE_CODES.colour && (cell.value === null || !HEX_COLOUR.test(cell.value))) {
    return `The colour "${cell.name}" does not exist yet; to create it give its value as a hex colour such as #c0392b.`;
  }
  if (!plan.newAttributes.has(key)) plan.newAttributes.set(key, { key, typeId: type.id, typeName: type.name, name: cell.name, value: cell.value });
  return { create: key };
}

function resolveProduct(group: ProductGroup, maps: CatalogueMaps, images: Set<string>, plan: ImportPlan, errors: RowErrors): PlannedProduct {
  const { first } = group;
  const problems: string[] = [];
  const categoryIds = first.categories.flatMap((path) => {
    const id = maps.categoryByPath.get(lower(joinPath(path)));
    if (id === undefined) problems.push(`Unknown category "${joinPath(path)}" (categories are written as their full path, e.g. "Dog > Food > Dry Food").`);
    return id === undefined ? [] : [id];
  });
  const metaIds = first.metas.flatMap((name) => {
    const id = maps.metaByName.get(lower(name));
    if (id === undefined) problems.push(`Unknown meta "${name}".`);
    return id === undefined ? [] : [id];
  });
  const missing = first.images.filter((name) => !images.has(name));
  if (missing.length > 0) problems.push(`Image${missing.length > 1 ? 's' : ''} not stored: ${missing.join(', ')}.`);
  for (const row of group.rows) for (const problem of problems) errors.add(row.line, problem);
  let brand: Ref | null = null;
  if (first.brand !== null) {
    const id = maps.brandByName.get(lower(first.brand));
    if (id !== undefined) brand = { id };
    else {
      if (!plan.newBrands.has(lower(first.brand))) plan.newBrands.set(lower(first.brand), first.brand);
      brand = { create: lower(first.brand) };
    }
  }
  return {
    slug: group.slug, name: first.name, brand, categoryIds: sortedIds(categoryIds), metaIds: sortedIds(metaIds),
    active: first.active, directFast: first.directFast, excerpt: first.excerpt, introduction: first.introduction,
    metaDescription: first.metaDescription, images: first.images, existing: null, variants: [],
  };
}

function resolveVariant(row: CheckedRow, maps: CatalogueMaps, plan: ImportPlan, product: PlannedProduct, errors: RowErrors): PlannedVariant {
  const attributes: Ref[] = [];
  for (const cell of row.attributes) {
    const ref = resolveAttribute(maps, cell, plan);
    if (typeof ref === 'string') errors.add(row.line, ref);
    else attributes.push(ref);
  }
  const existing = product.existing?.variants.find((v) => v.sku === row.sku) ?? null;
  const stockAtExport = existing ? row.stockAtExport : null;
  const moved = existing ? stockMovedProblem({ sku: row.sku, stock: row.stock, stockAtExport }, existing.stock) : null;
  if (moved) errors.add(row.line, moved);
  return { line: row.line, sku: row.sku, attributes, thumbnail: row.thumbnail, stock: row.stock, stockAtExport, fils: toPriceFils(row.prices),
    rule: row.rule ? toRuleColumns(row.rule) : { minOrder: existing?.minOrder ?? 1, orderMultiple: existing?.orderMultiple ?? 1, maxOrder: existing?.maxOrder ?? null },
    vatCategory: row.vatCategory ?? existing?.vatCategory ?? 'S',
    tiers: row.tiers, existing };
}

export async function resolvePlan(db: DbOrTx, groups: readonly ProductGroup[], errors: RowErrors): Promise<ImportPlan> {
  const maps = await loadCatalogueMaps(db);
  const rows = groups.flatMap((g) => g.rows);
  const existing = await loadExisting(db, groups.map((g) => g.slug), rows.map((r) => r.sku));
  const images = await existingImages(db, groups.flatMap((g) => g.first.images));
  const plan: ImportPlan = { products: [], newBrands: new Map(), newAttributes: new Map(), rows: rows.length };
  for (const group of groups) {
    const product = resolveProduct(group, maps, images, plan, errors);
    product.existing = existing.bySlug.get(group.slug) ?? null;
    for (const row of group.rows) {
      const owner = existing.skuOwner.get(row.sku);
      if (owner !== undefined && owner !== group.slug) errors.add(row.line, `The SKU ${row.sku} belongs to the product ${owner}; a SKU cannot move to another product.`);
      product.variants.push(resolveVariant(row, maps, plan, product, errors));
    }
    plan.products.push(product);
  }
  return plan;
}
