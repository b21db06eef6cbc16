// Clearing the whole saved cart in one step (the cart page's "Clear cart").
import { eq } from 'drizzle-orm';
import type { Cart } from '../../../shared/api-types';
import type { Db } from '../../db/client';
import { cartLines } from '../../db/schema';
import { lockCart, touchCart, versionedLines } from './cart-row';

export async function clearCart(db: Db, customerId: number): Promise<Cart> {
  const version = await db.transaction(async (tx) => {
    const cart = await lockCart(tx, customerId, false);
    if (!cart) return 0;
    const removed = await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id)).returning({ id: cartLines.variantId });
    // A new version: a Register Invoice sent before the clear must not find this cart again.
    if (removed.length > 0) await touchCart(tx, cart.id);
    return (await versionedLines(tx, { cartId: cart.id })).version;
  });
  return { items: [], count: 0, total: 0, version };
}
