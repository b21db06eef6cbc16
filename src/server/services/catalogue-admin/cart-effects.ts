// Deleting a variant deletes the cart lines that hold it (cascade). Those carts changed, so
// their version moves (touchCart): a customer's next Register Invoice is a new order, not a
// repeat of the last one. The carts are locked before the variants are deleted, in id order,
// the same order cart calls and order placement lock in, so they never deadlock.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartLines, carts } from '../../db/schema';
import { touchCart } from '../cart/cart-row';

export async function touchCartsHolding(tx: Tx, variantIds: readonly number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await tx.select({ id: carts.id }).from(carts)
    .where(inArray(carts.id, sql`(select ${cartLines.cartId} from ${cartLines} where ${inArray(cartLines.variantId, [...variantIds])})`))
    .orderBy(asc(carts.id))
    .for('update');
  for (const row of rows) await touchCart(tx, row.id);
  return rows.map((r) => r.id);
}
