// A logged-in customer's saved cart: read it, set a line's count, remove a line. Answers follow
// the contract: status 1 with the whole cart, or status 0 with a reason when nothing changed.
import { and, count as countRows, eq, sql } from 'drizzle-orm';
import type { Cart } from '../../../shared/api-types';
import { MAX_CART_COUNT, MAX_CART_LINES } from '../../../shared/constants';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartLines, products, variants } from '../../db/schema';
import type { PriceView } from '../pricing';
import { isDbId } from '../ids';
import { type QuantityRule, ruleProblem } from '../../../shared/quantity-rules';
import { priceCart, ruleOfRow } from './cart-items';
import { lineStamp, lockCart, touchCart, versionedLines } from './cart-row';

export const CART_MESSAGES = {
  unknownArticle: 'This product is not available.',
  tooMany: `You can order at most ${MAX_CART_COUNT.toLocaleString('en-US')} of one product.`,
  fullCart: `Your cart can hold at most ${MAX_CART_LINES} different products.`,
} as const;

export type CartOutcome = { status: 1; cart: Cart } | { status: 0; message?: string };

/** A saved cart as its owner sees it: priced, with the version its lines are at. */
export async function savedCart(db: DbOrTx, of: { cartId: number } | { customerId: number }, view: PriceView): Promise<Cart> {
  const { version, lines } = await versionedLines(db, of);
  return { ...(await priceCart(db, lines, view, { keepInactive: true })), version };
}

export async function readCustomerCart(db: DbOrTx, customerId: number, view: PriceView): Promise<Cart> {
  return savedCart(db, { customerId }, view);
}

const cartOf = (tx: Tx, cartId: number, view: PriceView) => savedCart(tx, { cartId }, view);

/** null for an unknown article, else whether its product is on sale and its quantity rule (one query). */
async function articleState(tx: Tx, aid: number): Promise<{ onSale: boolean; rule: QuantityRule } | null> {
  const [row] = await tx
    .select({ active: products.active, minOrder: variants.minOrder, orderMultiple: variants.orderMultiple, maxOrder: variants.maxOrder })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, aid));
  return row ? { onSale: row.active, rule: ruleOfRow(row) } : null;
}

/**
 * addtocart: the line's count becomes `count`; 0 or less removes the line. Not bounded by
 * stock (spec section 4): placing the order checks stock. A count the article's quantity rule
 * does not allow changes nothing and names the rule.
 */
export async function setCartLine(db: Db, customerId: number, aid: number, count: number, view: PriceView): Promise<CartOutcome> {
  if (count > MAX_CART_COUNT) return { status: 0, message: CART_MESSAGES.tooMany };
  if (!isDbId(aid)) return { status: 0, message: CART_MESSAGES.unknownArticle };
  return db.transaction(async (tx): Promise<CartOutcome> => {
    const article = await articleState(tx, aid);
    if (!article) return { status: 0, message: CART_MESSAGES.unknownArticle };
    if (count <= 0) {
      // Removing never needs a new cart row; a customer without one simply has nothing to remove.
      const cart = await lockCart(tx, customerId, false);
      if (!cart) return { status: 1, cart: { items: [], count: 0, total: 0, version: 0 } };
      const removed = await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, aid))).returning();
      if (removed.length > 0) await touchCart(tx, cart.id);
      return { status: 1, cart: await cartOf(tx, cart.id, view) };
    }
    if (!article.onSale) return { status: 0, message: CART_MESSAGES.unknownArticle };
    const problem = ruleProblem(article.rule, count);
    if (problem) return { status: 0, message: problem };
    const cart = (await lockCart(tx, customerId, true))!;
    // The line's count (if the article is in the cart already) and the number of lines, at once.
    const [{ lines, current }] = await tx
      .select({ lines: countRows(), current: sql<number | null>`max(${cartLines.count}) filter (where ${cartLines.variantId} = ${aid})` })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    const present = current === null ? null : { count: Number(current) };
    if (!present && lines >= MAX_CART_LINES) return { status: 0, message: CART_MESSAGES.fullCart };
    if (!present) {
      await touchCart(tx, cart.id, 1);
      await tx.insert(cartLines).values({ cartId: cart.id, variantId: aid, count, createdAt: lineStamp(cart.id, 0, 1) });
    } else if (present.count !== count) {
      await tx.update(cartLines).set({ count }).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, aid)));
      await touchCart(tx, cart.id);
    }
    return { status: 1, cart: await cartOf(tx, cart.id, view) };
  });
}

/** remove: `{status: 0}` when the line is not in the cart (the contract gives no message). */
export async function removeCartLine(db: Db, customerId: number, aid: number, view: PriceView): Promise<CartOutcome> {
  if (!isDbId(aid)) return { status: 0 };
  return db.transaction(async (tx): Promise<CartOutcome> => {
    const cart = await lockCart(tx, customerId, false);
    if (!cart) return { status: 0 };
    const removed = await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, aid))).returning();
    if (removed.length === 0) return { status: 0 };
    await touchCart(tx, cart.id);
    return { status: 1, cart: await cartOf(tx, cart.id, view) };
  });
}
