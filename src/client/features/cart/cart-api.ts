import type { Cart, GuestCartEntry } from '../../../shared/api-types';
import { api, withToken } from '../../lib/api-client';
import { guestCartText } from './guest-cart';

// Thin calls; sagas invoke them with call() so tests can provide the answers.

export interface CartReply {
  status: number;
  cart?: Cart;
  message?: string;
}

/** A logged-in customer's cart (GET /api/cart/cartlist with the Bearer token). */
export async function fetchCustomerCart(token: string): Promise<CartReply> {
  const response = await api.get<CartReply>('/api/cart/cartlist', withToken(token));
  return response.data;
}

/** A guest's cart priced by the server from the local list (POST /api/cart/cartlist). */
export async function fetchGuestCart(list: readonly GuestCartEntry[]): Promise<CartReply> {
  const response = await api.post<CartReply>('/api/cart/cartlist', { localcart: guestCartText(list) });
  return response.data;
}

/** Sets a line of the customer's cart to `count` (POST /api/cart/addtocart); 0 removes it. */
export async function setCartCount(aid: number, count: number): Promise<CartReply> {
  const response = await api.post<CartReply>('/api/cart/addtocart', { aid, count });
  return response.data;
}

/** Removes a line of the customer's cart (GET /api/cart/remove). */
export async function removeCartLine(aid: number): Promise<CartReply> {
  const response = await api.get<CartReply>('/api/cart/remove', { params: { aid } });
  return response.data;
}

/** Empties the customer's cart in one step (POST /api/cart/clear); answers the empty cart. */
export async function clearServerCart(): Promise<Cart> {
  const response = await api.post<{ status: number; cart: Cart }>('/api/cart/clear', {});
  return response.data.cart;
}
