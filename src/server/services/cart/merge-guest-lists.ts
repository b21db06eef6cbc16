// At login the storefront hands over what the visitor collected as a guest (cart, wishlist,
// compare list); it is merged into the saved lists in one transaction and the merged lists
// come back, so the browser can replace its own.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart } from '../../../shared/api-types';
import { MAX_CART_LINES, MAX_SAVED_PRODUCTS } from '../../../shared/constants';
import type { Db, Tx } from '../../db/client';
import { cartLines, compareItems, products, variants, wishlistItems } from '../../db/schema';
import type { PriceView } from '../pricing';
import { isDbId } from '../ids';
import { nearestCount, ruleProblem } from '../../../shared/quantity-rules';
import { type CartLineInput, ruleOfRow } from './cart-items';
import { savedCart } from './customer-cart';
import { lineStamp, linesOfCart, lockCart, touchCart } from './cart-row';
import { collapseLines } from './guest-lines';

export interface GuestLists { cart: CartLineInput[]; wish: number[]; compare: number[] }
export interface MergedLists { cart: Cart; wish: number[]; compare: number[] }

async function mergeCart(tx: Tx, customerId: number, guest: CartLineInput[]): Promise<number> {
  const cart = (await lockCart(tx, customerId, true))!;
  const lines = collapseLines(guest);
  if (lines.length === 0) return cart.id;
  const orderable = new Map((await tx
    .select({ id: variants.id, minOrder: variants.minOrder, orderMultiple: variants.orderMultiple, maxOrder: variants.maxOrder })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, lines.map((l) => l.aid)), eq(products.active, true)))).map((r) => [r.id, ruleOfRow(r)]));
  const saved = new Map((await linesOfCart(tx, cart.id)).map((l) => [l.aid, l.count]));
  // The saved cart comes first: guest lines that would pass the line cap are left behind.
  let room = MAX_CART_LINES - saved.size;
  const upserts: CartLineInput[] = [];
  for (const line of lines) {
    const rule = orderable.get(line.aid);
    if (!rule) continue;
    const current = saved.get(line.aid);
    // The merged count is one the article's quantity rule allows: the nearest to the larger one.
    const wanted = Math.max(line.count, current ?? 0);
    const count = ruleProblem(rule, wanted) === null ? wanted : nearestCount(rule, wanted);
    if (current === undefined) {
      if (room <= 0) continue;
      room -= 1;
      upserts.push({ aid: line.aid, count });
    } else if (count !== current) {
      upserts.push({ aid: line.aid, count });
    }
  }
  if (upserts.length > 0) {
    await touchCart(tx, cart.id, upserts.length);
    await tx.insert(cartLines)
      .values(upserts.map((l, i) => ({ cartId: cart.id, variantId: l.aid, count: l.count, createdAt: lineStamp(cart.id, i, upserts.length) })))
      // Same article in both carts: the count worked out above wins (a saved line keeps its place).
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { count: sql`excluded.count` } });
  }
  return cart.id;
}

type SavedList = typeof wishlistItems | typeof compareItems;

/** Union of the saved list and the guest's ids (existing products on sale only), up to the cap. */
async function mergeProductList(tx: Tx, table: SavedList, customerId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids.filter(isDbId))];
  if (wanted.length > 0) {
    const saved = new Set((await tx.select({ id: table.productId }).from(table).where(eq(table.customerId, customerId))).map((r) => r.id));
    const existing = await tx.select({ id: products.id }).from(products)
      .where(and(inArray(products.id, wanted), eq(products.active, true)));
    const known = new Set(existing.map((r) => r.id));
    const fresh = wanted.filter((id) => known.has(id) && !saved.has(id)).slice(0, Math.max(0, MAX_SAVED_PRODUCTS - saved.size));
    if (fresh.length > 0) {
      await tx.insert(table)
        .values(fresh.map((productId, i) => ({ customerId, productId, createdAt: sql`clock_timestamp() + ${i}::int * interval '1 microsecond'` })))
        .onConflictDoNothing();
    }
  }
  const rows = await tx.select({ id: table.productId }).from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(and(eq(table.customerId, customerId), eq(products.active, true)))
    .orderBy(asc(table.createdAt), asc(table.productId));
  return rows.map((r) => r.id);
}

export async function mergeGuestLists(db: Db, customerId: number, guest: GuestLists, view: PriceView): Promise<MergedLists> {
  return db.transaction(async (tx) => {
    const cartId = await mergeCart(tx, customerId, guest.cart);
    const wish = await mergeProductList(tx, wishlistItems, customerId, guest.wish);
    const compare = await mergeProductList(tx, compareItems, customerId, guest.compare);
    const cart = await savedCart(tx, { cartId }, view);
    return { cart, wish, compare };
  });
}
