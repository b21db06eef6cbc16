// Which earlier order a submit repeats. A client's Idempotency-Key names it directly; without
// one, the cart's identity and version do: placing an order empties the cart without changing
// its version, so a second click on Register Invoice finds the order the first click placed,
// while any change to the cart afterwards makes the next submit a new order.
import { createHash } from 'node:crypto';
import type { LockedCart } from '../cart/cart-row';

/** Client keys and derived keys live in one column; the prefixes keep them from ever colliding. */
export function keyFromHeader(header: string): string {
  return `h:${header}`;
}

export function keyFromCart(cart: LockedCart): string {
  return `c:${createHash('sha256').update(`${cart.id}|${cart.version}`).digest('base64url')}`;
}
