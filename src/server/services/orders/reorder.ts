// Order again: the lines of an earlier order go into the cart at today's prices, stock and
// quantity rules, through the same bulk path as quick order; each line says what changed.
import { and, asc, eq } from 'drizzle-orm';
import type { BulkLineResult, Cart } from '../../../shared/api-types';
import { effectivePrice, formatAed, fromFils } from '../../../shared/money';
import type { Db } from '../../db/client';
import { orderLines, orders, variants } from '../../db/schema';
import { addBulkLines } from '../cart/bulk-lines';
import { readCustomerCart } from '../cart/customer-cart';
import { isDbId } from '../ids';
import type { PriceView } from '../pricing';

export const REORDER_MESSAGES = {
  gone: 'This product is no longer sold.',
  price: (now: number, then: number) => `Price now ${formatAed(now)} (was ${formatAed(then)}).`,
} as const;

export type ReorderOutcome = { status: 1; cart: Cart; results: BulkLineResult[] } | null;

/** null when the order is not one of this customer's (unknown and foreign ids answer alike). */
export async function reorder(db: Db, customerId: number, orderId: number, view: PriceView): Promise<ReorderOutcome> {
  if (!isDbId(orderId)) return null;
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) return null;
  const lines = await db
    .select({ snapshotSku: orderLines.sku, currentSku: variants.sku, aid: orderLines.variantId, count: orderLines.count, unitFils: orderLines.unitPriceFils })
    .from(orderLines)
    .leftJoin(variants, eq(variants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const live = lines.filter((line) => line.currentSku !== null);
  const outcome = live.length > 0
    ? await addBulkLines(db, customerId, live.map((line) => ({ sku: line.currentSku!, count: line.count })), { view })
    : { cart: await readCustomerCart(db, customerId, view), results: [] };
  const priceOf = new Map(outcome.cart.items.map((item) => [item.aid, effectivePrice(item.price, item.sale_price)]));
  let next = 0;
  const results = lines.map((line): BulkLineResult => {
    if (line.currentSku === null) return { sku: line.snapshotSku, status: 'unavailable', message: REORDER_MESSAGES.gone };
    const result = outcome.results[next++];
    const now = priceOf.get(line.aid!);
    const then = fromFils(line.unitFils);
    const changed = (result.status === 'added' || result.status === 'adjusted') && now !== undefined && now !== then;
    return changed ? { ...result, message: `${result.message} ${REORDER_MESSAGES.price(now, then)}` } : result;
  });
  return { status: 1, cart: outcome.cart, results };
}
