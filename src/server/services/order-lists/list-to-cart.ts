// A whole list, or the lines the buyer chose, into the cart through the bulk cart path: the
// same summing, quantity rules, stock checks and per-line answers as quick order.
import { ORDER_LIST_MESSAGES } from '../../../shared/order-lists';
import type { Db } from '../../db/client';
import { type BulkOutcome, addBulkLines } from '../cart/bulk-lines';
import { loadCartVariants } from '../cart/cart-items';
import type { PriceView } from '../pricing';
import { linesOfList } from './list-detail';
import { type ListFailure, fail, findList } from './list-row';

export type ListToCartOutcome = ({ status: 1 } & BulkOutcome) | ListFailure;

/** `aids` chooses lines by article id; without it every line goes. */
export async function addListToCart(db: Db, customerId: number, listId: number, aids: readonly number[] | undefined, view: PriceView): Promise<ListToCartOutcome> {
  if (aids !== undefined && aids.length === 0) return fail(400, ORDER_LIST_MESSAGES.noLines);
  const list = await findList(db, customerId, listId);
  if (!list) return fail(404, 'Not found');
  const stored = await linesOfList(db, list.id);
  const chosen = aids === undefined ? stored : stored.filter((line) => aids.includes(line.aid));
  if (aids !== undefined && new Set(aids).size !== chosen.length) return fail(400, ORDER_LIST_MESSAGES.unknownLines);
  if (chosen.length === 0) return fail(400, ORDER_LIST_MESSAGES.noLines);
  // Bulk names articles by SKU, as a buyer's sheet does.
  const rows = await loadCartVariants(db, chosen.map((line) => line.aid));
  const lines = chosen.flatMap((line) => {
    const row = rows.get(line.aid);
    return row ? [{ sku: row.sku, count: line.count }] : [];
  });
  return { status: 1, ...(await addBulkLines(db, customerId, lines, { view })) };
}
