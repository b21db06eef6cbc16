// The one cart row of a customer. Every change to a saved cart, and every order, first locks
// this row, so two requests of the same customer (two tabs, a double click) run one after the
// other instead of interleaving.
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { cartLines, carts } from '../../db/schema';
import type { CartLineInput } from './cart-items';

export interface LockedCart {
  id: number;
  /** updated_at at full precision: it changes with every change of the lines, and only then. */
  version: string;
}

async function selectForUpdate(tx: Tx, customerId: number): Promise<LockedCart | null> {
  const [row] = await tx
    .select({ id: carts.id, version: sql<string>`${carts.updatedAt}::text` })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  return row ?? null;
}

/** Locks the customer's cart for the rest of the transaction; `create` makes one when there is none. */
export async function lockCart(tx: Tx, customerId: number, create: boolean): Promise<LockedCart | null> {
  const found = await selectForUpdate(tx, customerId);
  if (found || !create) return found;
  // Created lazily: most visitors never log in. A concurrent first request may win the insert.
  await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  return selectForUpdate(tx, customerId);
}

/**
 * Marks the lines as changed, making room for `newLines` lines stamped by lineStamp. The new
 * version is strictly later than the last one even where the clock only counts milliseconds
 * (PGlite), so no two states of a cart ever share a version.
 */
export async function touchCart(tx: Tx, cartId: number, newLines = 0): Promise<void> {
  await tx.update(carts)
    .set({ updatedAt: sql`greatest(clock_timestamp(), ${carts.updatedAt} + interval '1 microsecond') + ${newLines}::int * interval '1 microsecond'` })
    .where(eq(carts.id, cartId));
}

/** created_at for the i-th of the n lines the last touchCart made room for: after every older line, in order. */
export function lineStamp(cartId: number, index: number, count: number): SQL {
  return sql`(select ${carts.updatedAt} from ${carts} where ${carts.id} = ${cartId}) - ${count - index}::int * interval '1 microsecond'`;
}

/** The lines of a cart in the order they were first added. */
export async function linesOfCart(db: DbOrTx, cartId: number): Promise<CartLineInput[]> {
  return (await versionedLines(db, { cartId })).lines;
}

/** The lines of a customer's cart, none when the customer has no cart yet. */
export async function linesOfCustomer(db: DbOrTx, customerId: number): Promise<CartLineInput[]> {
  return (await versionedLines(db, { customerId })).lines;
}

/** A saved cart's lines with the version they are at (0: the customer has no cart yet). */
export interface VersionedLines {
  version: number;
  lines: CartLineInput[];
}

/**
 * The lines of a cart (by its id, or its customer's) and its version, read in one statement so
 * the version names exactly these lines. The version is the cart's updated_at in microseconds:
 * it grows with every change (touchCart), so the storefront can tell an older answer about the
 * cart from a newer one whatever order they arrive in.
 */
export async function versionedLines(db: DbOrTx, of: { cartId: number } | { customerId: number }): Promise<VersionedLines> {
  const rows = await db
    .select({
      version: sql<number>`round(extract(epoch from ${carts.updatedAt}) * 1000000)::float8`,
      aid: cartLines.variantId,
      count: cartLines.count,
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where('cartId' in of ? eq(carts.id, of.cartId) : eq(carts.customerId, of.customerId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.variantId));
  return {
    version: rows.length === 0 ? 0 : Number(rows[0].version),
    lines: rows.flatMap((row) => (row.aid === null || row.count === null ? [] : [{ aid: row.aid, count: row.count }])),
  };
}
