// The wishlist of POST /api/product/wishlist: the storefront sends its stored list of product
// ids as JSON text; guests get those products back, customers also have the list saved as
// their wishlist (replacing the saved one).
//
// The saved order is the order of the list: wishlist_items has no position column, so each
// row's created_at is the save time plus its index in milliseconds, and reading the saved
// wishlist by created_at gives the list back in order.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { customers, products, wishlistItems } from '../db/schema';

export const WISHLIST_MAX_IDS = 500;

export const WISHLIST_MESSAGES = {
  notAList: 'The field "localwish" must be the JSON text of a list of product ids, e.g. "[12, 40]".',
  tooMany: `The wishlist can hold at most ${WISHLIST_MAX_IDS} products.`,
  badId: (position: number) => `The wishlist entry at position ${position} is not a product id (a whole number from 1).`,
} as const;

const MAX_ID = 2_147_483_647;

export type ParsedWishlist = { ok: true; ids: number[] } | { ok: false; message: string };

/** The ids of the JSON text, duplicates collapsed (first place kept), or what is wrong with it. */
export function parseWishlist(text: string): ParsedWishlist {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: WISHLIST_MESSAGES.notAList };
  }
  if (!Array.isArray(value)) return { ok: false, message: WISHLIST_MESSAGES.notAList };
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== 'number' || !Number.isInteger(entry) || entry < 1 || entry > MAX_ID) {
      return { ok: false, message: WISHLIST_MESSAGES.badId(index + 1) };
    }
    if (seen.has(entry)) continue;
    seen.add(entry);
    ids.push(entry);
    if (ids.length > WISHLIST_MAX_IDS) return { ok: false, message: WISHLIST_MESSAGES.tooMany };
  }
  return { ok: true, ids };
}

/** The ids that name an existing active product, in the order given. */
export async function activeProductIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
  const active = new Set(rows.map((row) => row.id));
  return ids.filter((id) => active.has(id));
}

/**
 * Makes `ids` the customer's saved wishlist, in one transaction. Ids of no product are left
 * out; inactive products are kept (they show again once reactivated). The customer row is
 * locked first, so two saves of the same customer run one after the other.
 */
export async function replaceWishlist(db: Db, customerId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    if (ids.length === 0) return;
    const existing = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, [...ids]))).map((row) => row.id));
    const savedAt = Date.now();
    const rows = ids.filter((id) => existing.has(id)).map((productId, index) => ({ customerId, productId, createdAt: new Date(savedAt + index) }));
    if (rows.length > 0) await tx.insert(wishlistItems).values(rows);
  });
}
