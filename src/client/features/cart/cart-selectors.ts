import { createSelector } from '@reduxjs/toolkit';
import { linesTotal } from '../../../shared/money';
import type { CartState } from './cart-slice';

interface WithCart {
  cart: CartState;
}

export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartStatus = (state: WithCart) => state.cart.status;
export const selectGuestCart = (state: WithCart) => state.cart.guest;
/** Number of lines (not units): the header badge counts lines (spec section 2). */
export const selectCartLineCount = (state: WithCart) => state.cart.items.length;
/** Spec section 9: the sum of count times (sale price if present, else price). */
export const selectCartTotal = createSelector([selectCartItems], (items) => linesTotal(items));
/** Count of one article in the cart, 0 when absent; drives the add button / stepper switch. */
export const selectCartCountOf = (state: WithCart, aid: number) =>
  state.cart.items.find((item) => item.aid === aid)?.count ?? 0;
export const selectIsCountPending = (state: WithCart, aid: number) => state.cart.pending.includes(aid);
export const selectIsCartEmpty = (state: WithCart) => state.cart.items.length === 0;
/** What the cart page and drawer say while the cart is arriving. */
export const CART_ARRIVING_TEXT = 'Loading your cart…';
/** No lines yet because the priced cart is on its way (after a reload or a login): "empty" would be untrue. */
export const selectIsCartArriving = (state: WithCart) =>
  state.cart.items.length === 0 && (state.cart.status === 'idle' || state.cart.status === 'loading');
/** A stepper change is still on its way: the server cart is about to change. */
export const selectHasPendingCounts = (state: WithCart) => state.cart.pending.length > 0;
