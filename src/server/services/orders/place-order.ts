// Register Invoice: the customer's cart becomes an order waiting for approval, in one
// transaction on the shop's own prices. The cart row lock makes two submits of one customer
// run one after the other; the article rows are locked in id order, so customers whose carts
// share articles queue up instead of deadlocking; stock never goes below zero and an order is
// placed whole or not at all.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Order } from '../../../shared/api-types';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ORDER_STATES, cartLines, customers, orderLines, orders, variants } from '../../db/schema';
import { bumpCatalogueEpoch } from '../answer-cache';
import { formatAed, fromFils, toFils } from '../../../shared/money';
import { ruleProblem } from '../../../shared/quantity-rules';
import { type CartVariantRow, attributeLabel, loadCartVariants, ruleOfRow } from '../cart/cart-items';
import { type LockedCart, linesOfCart, lockCart } from '../cart/cart-row';
import { type PriceView, decideUnit, preparePrices } from '../pricing';
import { findOrderByKey, toOrder } from './order-view';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  addressRequired: 'Please choose a delivery address.',
  unavailable: (name: string) => `${name} is no longer available. Please remove it from your cart.`,
  outOfStock: (label: string) => `${label} is out of stock. Please remove it from your cart.`,
  overStock: (label: string, left: number) => `Only ${left} of ${label} left in stock. Please lower the count.`,
  rule: (label: string, problem: string) => `${label}: ${problem}`,
  totalChanged: (total: number) =>
    `Your cart has changed since it was shown: the total is now ${formatAed(total)}. Please check your cart and register the invoice again.`,
  priceChanged: (label: string, price: number) =>
    `The price of ${label} has changed since your cart was shown: it is now ${formatAed(price)}. Please check your cart and register the invoice again.`,
} as const;

/** A line of the cart as the buyer saw it: the article, its count and its unit price (AED before VAT). */
export interface SeenLine { aid: number; count: number; price: number }

// Which earlier order a submit repeats. A client's Idempotency-Key names it directly; without
// one, the cart's identity and version do: placing an order empties the cart without changing
// its version, so a second click on Register Invoice finds the order the first click placed,
// while any change to the cart afterwards makes the next submit a new order. The prefixes keep
// client keys and derived keys, which share one column, from ever colliding.
export const keyFromHeader = (header: string) => `h:${header}`;
const keyFromCart = (cart: LockedCart) => `c:${createHash('sha256').update(`${cart.id}|${cart.version}`).digest('base64url')}`;

export interface OrderInput {
  address: string;
  postalCode?: string | null;
  note?: string | null;
  /**
   * The cart's total as the buyer saw it (AED, before VAT): when the shop's prices for the
   * cart come to another total now (a contract price ended at midnight, a price changed), the
   * order is refused rather than placed at prices the buyer never saw.
   */
  total?: number | null;
  /**
   * The cart's lines as the buyer saw them: when one of them now has another unit price, or the
   * cart holds other lines or counts, the order is refused the same way, naming the line whose
   * price changed (two changes that cancel out in the total are caught here).
   */
  lines?: SeenLine[] | null;
}

export interface PlaceOrderOptions {
  view: PriceView;
  /** The request's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string;
}

export type PlaceOrderOutcome = { status: 1; order: Order; created: boolean } | { status: 0; message: string; pricesChanged?: true };

const lineLabel = (row: CartVariantRow) => {
  const attrs = attributeLabel(row.attributes);
  return attrs ? `${row.name} (${attrs})` : row.name;
};

/**
 * Why the lines the buyer saw are not the cart about to be ordered, or null: a line whose unit
 * price changed is named; other lines or counts than shown say the cart changed, with its total.
 */
function seenLinesProblem(seen: readonly SeenLine[] | null | undefined, priced: readonly { row: CartVariantRow; count: number; unitFils: number }[], totalFils: number): string | null {
  if (!seen) return null;
  const byAid = new Map(seen.map((line) => [line.aid, line]));
  const changedCart = ORDER_MESSAGES.totalChanged(fromFils(totalFils));
  if (byAid.size !== seen.length || byAid.size !== priced.length) return changedCart;
  for (const p of priced) {
    const line = byAid.get(p.row.aid);
    if (!line || line.count !== p.count) return changedCart;
    if (toFils(line.price) !== p.unitFils) return ORDER_MESSAGES.priceChanged(lineLabel(p.row), fromFils(p.unitFils));
  }
  return null;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

async function placeInTransaction(tx: Tx, customerId: number, input: OrderInput, opts: PlaceOrderOptions, keyUsed: { key?: string }): Promise<PlaceOrderOutcome> {
  const cart = await lockCart(tx, customerId, false);
  const headerKey = opts.idempotencyKey === undefined ? undefined : keyFromHeader(opts.idempotencyKey);
  const key = headerKey ?? (cart ? keyFromCart(cart) : undefined);
  keyUsed.key = key;
  const earlier = key === undefined ? null : await findOrderByKey(tx, customerId, key);
  if (earlier) return { status: 1, order: earlier, created: false };

  const lines = cart ? await linesOfCart(tx, cart.id) : [];
  if (!cart || lines.length === 0) return { status: 0, message: ORDER_MESSAGES.emptyCart };
  const address = input.address.trim();
  if (!address) return { status: 0, message: ORDER_MESSAGES.addressRequired };

  // The customer's terms are read before the article rows are locked, so other orders waiting
  // on those rows do not wait for this read as well.
  await preparePrices(tx, opts.view, lines.map((line) => line.aid));
  // Locked as they are read, in id order: these are the prices and stock no other order can
  // change until commit.
  const rows = await loadCartVariants(tx, lines.map((line) => line.aid), { lock: true });
  const priced = [];
  for (const line of lines) {
    const row = rows.get(line.aid);
    // An article deleted since the lines were read took its line with it (cascade).
    if (!row) continue;
    if (!row.active) return { status: 0, message: ORDER_MESSAGES.unavailable(row.name) };
    // Rules may have changed since the line was written: the order is where they are final.
    const problem = ruleProblem(ruleOfRow(row), line.count);
    if (problem) return { status: 0, message: ORDER_MESSAGES.rule(lineLabel(row), problem) };
    if (row.stock < line.count) {
      const message = row.stock <= 0 ? ORDER_MESSAGES.outOfStock(lineLabel(row)) : ORDER_MESSAGES.overStock(lineLabel(row), row.stock);
      return { status: 0, message };
    }
    const decision = decideUnit(row, row.aid, line.count, opts.view);
    priced.push({ row, count: line.count, unitFils: decision.unitFils, rule: decision.rule, tier: decision.tier });
  }

  if (priced.length === 0) return { status: 0, message: ORDER_MESSAGES.emptyCart };
  const totalFils = priced.reduce((sum, p) => sum + p.count * p.unitFils, 0);
  const changed = seenLinesProblem(input.lines, priced, totalFils)
    ?? (input.total !== undefined && input.total !== null && toFils(input.total) !== totalFils ? ORDER_MESSAGES.totalChanged(fromFils(totalFils)) : null);
  if (changed) return { status: 0, message: changed, pricesChanged: true };

  // Exactly the counts checked above; the stock check constraint would refuse going below zero.
  const taken = sql.join(priced.map((p) => sql`(${p.row.aid}::int, ${p.count}::int)`), sql`, `);
  await tx.execute(sql`update ${variants} set stock = ${variants.stock} - taken.count
    from (values ${taken}) as taken (id, count) where ${variants.id} = taken.id`);
  // The customer's name and mobile are copied in by the insert itself (one round trip less).
  const [order] = await tx.insert(orders).values({
    customerId,
    state: ORDER_STATES.waiting,
    customerName: sql`(select ${customers.name} from ${customers} where ${customers.id} = ${customerId})`,
    address,
    postalCode: blankToNull(input.postalCode),
    mobile: sql`(select ${customers.mobile} from ${customers} where ${customers.id} = ${customerId})`,
    note: blankToNull(input.note),
    totalFils,
    idempotencyKey: key,
  }).returning();
  const written = await tx.insert(orderLines).values(priced.map((p) => ({
    orderId: order.id,
    variantId: p.row.aid,
    productName: p.row.name,
    sku: p.row.sku,
    attributes: p.row.attributes,
    count: p.count,
    unitPriceFils: p.unitFils,
    priceListId: p.rule?.listId ?? null,
    priceListName: p.rule?.listName ?? null,
    tierFrom: p.tier?.from ?? null,
    vatCategory: p.row.vatCategory,
  }))).returning();
  // Emptied without touching the cart's version: a repeated submit must find this order.
  await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  return { status: 1, order: toOrder(order, written.sort((a, b) => a.id - b.id)), created: true };
}

export async function placeOrder(db: Db, customerId: number, input: OrderInput, opts: PlaceOrderOptions): Promise<PlaceOrderOutcome> {
  const keyUsed: { key?: string } = {};
  try {
    const outcome = await db.transaction((tx) => placeInTransaction(tx, customerId, input, opts, keyUsed));
    // The stock shown in listings changed: this instance's cached catalogue answers are stale.
    if (outcome.status === 1 && outcome.created) bumpCatalogueEpoch();
    return outcome;
  } catch (error) {
    // Two submits with one key that did not meet on the cart lock: the loser answers with the winner's order.
    if (keyUsed.key !== undefined && isUniqueViolation(error, 'orders_customer_idempotency_uq')) {
      const first = await findOrderByKey(db, customerId, keyUsed.key);
      if (first) return { status: 1, order: first, created: false };
    }
    throw error;
  }
}
