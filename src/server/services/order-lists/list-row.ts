// The one row every change of a list goes through. Writes lock it first, so two tabs of one
// buyer changing the same list run one after the other; a list of another customer is never
// found, so its id answers exactly like an unknown one.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderLists } from '../../db/schema';
import { isDbId } from '../ids';

export interface ListFailure { status: 0; code: 400 | 404; message: string }

export const fail = (code: 400 | 404, message: string): ListFailure => ({ status: 0, code, message });

export interface ListRow { id: number; name: string; updatedAt: Date }

/** The customer's list with this id, locked for the rest of the transaction when `lock`; null when not theirs. */
export async function findList(db: DbOrTx, customerId: number, listId: number, lock = false): Promise<ListRow | null> {
  if (!isDbId(listId)) return null;
  const query = db
    .select({ id: orderLists.id, name: orderLists.name, updatedAt: orderLists.updatedAt })
    .from(orderLists)
    .where(and(eq(orderLists.id, listId), eq(orderLists.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks the list as changed (the lists screen shows when). */
export async function touchList(tx: Tx, listId: number): Promise<void> {
  await tx.update(orderLists).set({ updatedAt: sql`clock_timestamp()` }).where(eq(orderLists.id, listId));
}
