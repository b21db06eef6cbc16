// The variants of one slice of products: new ones inserted in batches, existing ones updated
// where plan-diff.ts found a value that differs (stock, prices, thumbnail, position, rule, VAT
// category, attributes). A stock given with stock_at_export is decided by the UPDATE against the
// row as it is then (stock-cells.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { variantAttributes, variants } from '../../db/schema';
import type { ImportRowError } from '../../../shared/admin-types';
import type { PlannedVariant, Ref } from './resolve';
import { STOCK_MESSAGES, stockWrite } from './stock-cells';

export interface VariantWork { productId: number; position: number; planned: PlannedVariant; attributeIds: number[] }

export function attributeIdsOf(refs: readonly Ref[], created: Map<string, number>): number[] {
  return refs.map((ref) => ('id' in ref ? ref.id : created.get(ref.create)!));
}

const BATCH = 500;

async function insertNew(tx: Tx, list: VariantWork[]): Promise<void> {
  for (let i = 0; i < list.length; i += BATCH) {
    const slice = list.slice(i, i + BATCH);
    const rows = await tx.insert(variants).values(slice.map((w) => ({
      productId: w.productId, sku: w.planned.sku, stock: w.planned.stock, thumbnail: w.planned.thumbnail, position: w.position, ...w.planned.fils, ...w.planned.rule,
      vatCategory: w.planned.vatCategory,
    }))).returning({ id: variants.id, sku: variants.sku });
    const idOf = new Map(rows.map((r) => [r.sku, r.id]));
    const links = slice.flatMap((w) => w.attributeIds.map((attributeId, d) => ({ variantId: idOf.get(w.planned.sku)!, attributeId, dimension: d + 1 })));
    if (links.length > 0) await tx.insert(variantAttributes).values(links);
  }
}

/** The rows the UPDATE left alone: their stock moved since the export (or the variant is gone). */
async function refusedRows(tx: Tx, missed: VariantWork[]): Promise<ImportRowError[]> {
  if (missed.length === 0) return [];
  const rows = await tx.select({ id: variants.id, stock: variants.stock }).from(variants).where(inArray(variants.id, missed.map((w) => w.planned.existing!.id)));
  const now = new Map(rows.map((r) => [r.id, r.stock]));
  return missed.map(({ planned: p }) => {
    const stock = now.get(p.existing!.id);
    return { line: p.line, message: stock === undefined ? STOCK_MESSAGES.gone(p.sku) : STOCK_MESSAGES.moved(p.sku, stock, p.stock) };
  });
}

/**
 * Updates the rows in batches. The stock is decided against each row as the UPDATE finds it
 * (locked, after any order that got there first): kept as it is (`keep`), or written only where
 * it still is the exported value (`expect`); rows where that no longer holds are not updated
 * and come back as problems, so the caller can roll everything back.
 */
async function updateChanged(tx: Tx, list: VariantWork[]): Promise<ImportRowError[]> {
  const problems: ImportRowError[] = [];
  for (let i = 0; i < list.length; i += BATCH) {
    const slice = list.slice(i, i + BATCH);
    const values = sql.join(slice.map(({ planned: p, position }) => {
      const stock = stockWrite(p);
      return sql`(${p.existing!.id}::int, ${p.stock}::int, ${stock.kind === 'keep'}::boolean, ${stock.kind === 'unless-moved' ? stock.expect : null}::int,
      ${p.fils.priceFils}::int, ${p.fils.salePriceFils}::int, ${p.fils.b2bPriceFils}::int, ${p.fils.b2bSalePriceFils}::int, ${p.thumbnail}::text, ${position}::int,
      ${p.rule.minOrder}::int, ${p.rule.orderMultiple}::int, ${p.rule.maxOrder}::int, ${p.vatCategory}::text)`;
    }), sql`, `);
    const updated = await tx.execute<{ id: number }>(sql`update ${variants} set stock = case when v.keep then ${variants.stock} else v.stock end,
      price_fils = v.price, sale_price_fils = v.sale, b2b_price_fils = v.b2b,
      b2b_sale_price_fils = v.b2b_sale, thumbnail = v.thumbnail, position = v.position,
      min_order = v.min_order, order_multiple = v.order_multiple, max_order = v.max_order, vat_category = v.vat_category
      from (values ${values}) as v (id, stock, keep, expect, price, sale, b2b, b2b_sale, thumbnail, position, min_order, order_multiple, max_order, vat_category)
      where ${variants.id} = v.id and (v.expect is null or ${variants.stock} = v.expect) returning ${variants.id}`);
    const written = new Set(updated.rows.map((r) => Number(r.id)));
    problems.push(...await refusedRows(tx, slice.filter((w) => !written.has(w.planned.existing!.id))));
    const relinked = slice.filter((w) => w.planned.existing!.attributeIds.join(',') !== w.attributeIds.join(','));
    if (relinked.length === 0) continue;
    await tx.delete(variantAttributes).where(inArray(variantAttributes.variantId, relinked.map((w) => w.planned.existing!.id)));
    const links = relinked.flatMap((w) => w.attributeIds.map((attributeId, d) => ({ variantId: w.planned.existing!.id, attributeId, dimension: d + 1 })));
    if (links.length > 0) await tx.insert(variantAttributes).values(links);
  }
  return problems;
}

/**
 * Inserts the new articles and updates the changed ones; answers the rows whose stock moved
 * since the export while the import ran (the import must then not be kept).
 */
export async function writeVariants(tx: Tx, fresh: VariantWork[], changed: VariantWork[]): Promise<ImportRowError[]> {
  await insertNew(tx, fresh);
  return updateChanged(tx, changed);
}
