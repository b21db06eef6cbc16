// A product's updated_at is the version the product editor compares when it saves
// (product-write.ts): every change to the product or its parts moves it forward. The API shows
// it to the millisecond, so it moves by at least one: two changes within a millisecond, or a
// clock behind the stored value, still give a value the editor can tell from the old one.
import { eq, sql } from 'drizzle-orm';
import type { ProductUpdatedAt } from '../../../shared/admin-types';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';

/** The next updated_at of the product row being updated. */
export const NEXT_UPDATED_AT = sql`greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', ${products.updatedAt}) + interval '1 millisecond')`;

/** The product's updated_at, its row locked until the transaction ends; null when it is gone. */
export async function lockProduct(tx: Tx, productId: number): Promise<Date | null> {
  const [row] = await tx.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, productId)).for('update');
  return row?.updatedAt ?? null;
}

/** Moves a product's updated_at on after a change to one of its parts (`was`: read under lockProduct). */
export async function touchProduct(tx: Tx, productId: number, was: Date): Promise<ProductUpdatedAt> {
  const [row] = await tx.update(products).set({ updatedAt: NEXT_UPDATED_AT }).where(eq(products.id, productId))
    .returning({ updatedAt: products.updatedAt });
  return { was: was.toISOString(), now: row.updatedAt.toISOString() };
}

/** Whether the editor's `seen` (an ISO date) is the product's updated_at now. */
export function sameUpdatedAt(seen: string, now: Date): boolean {
  return Date.parse(seen) === now.getTime();
}
