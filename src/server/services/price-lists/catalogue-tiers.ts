// The articles' own volume tiers as the catalogue CSV carries them (the `tiers` column).
import { inArray, isNotNull, and } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { variants, volumeTiers } from '../../db/schema';
import type { Tier } from './decide-price';

const SLICE = 1000;

/** The tiers of these articles, lowest quantity first, by article id. */
export async function articleTiers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Tier[]>> {
  const byArticle = new Map<number, Tier[]>();
  if (ids.length === 0) return byArticle;
  const rows = await db.select().from(volumeTiers).where(and(isNotNull(volumeTiers.variantId), inArray(volumeTiers.variantId, [...ids])));
  for (const row of rows.sort((a, b) => a.fromQuantity - b.fromQuantity)) {
    const id = row.variantId as number;
    byArticle.set(id, [...(byArticle.get(id) ?? []), { from: row.fromQuantity, priceFils: row.priceFils }]);
  }
  return byArticle;
}

/** Replaces the tiers of every imported row that has a tiers cell (rows of a file without the column have null). */
export async function writeArticleTiers(tx: Tx, rows: ReadonlyArray<{ sku: string; tiers: Tier[] | null }>): Promise<void> {
  const withTiers = rows.filter((row) => row.tiers !== null);
  for (let i = 0; i < withTiers.length; i += SLICE) {
    const slice = withTiers.slice(i, i + SLICE);
    const found = await tx.select({ id: variants.id, sku: variants.sku }).from(variants).where(inArray(variants.sku, slice.map((r) => r.sku)));
    const idOf = new Map(found.map((v) => [v.sku, v.id]));
    await tx.delete(volumeTiers).where(inArray(volumeTiers.variantId, found.map((v) => v.id)));
    const values = slice.flatMap((row) => {
      const id = idOf.get(row.sku);
      return id === undefined ? [] : (row.tiers ?? []).map((t) => ({ variantId: id, fromQuantity: t.from, priceFils: t.priceFils }));
    });
    if (values.length > 0) await tx.insert(volumeTiers).values(values);
  }
}
