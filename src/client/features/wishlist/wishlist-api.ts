import type { Cart, GuestCartEntry, ProductList } from '../../../shared/api-types';
import { api, withToken } from '../../lib/api-client';

/**
 * POST /api/product/wishlist: the products of the wished ids (for a customer the list also
 * becomes the saved wishlist on the server). Thin; sagas call it with call().
 */
export async function syncWishlist(ids: readonly number[]): Promise<ProductList> {
  const response = await api.post<ProductList>('/api/product/wishlist', { localwish: JSON.stringify(ids) });
  return { count: response.data.count, products: response.data.products };
}

export interface WishMergeAnswer {
  status: number;
  wish?: number[];
}

/**
 * POST /api/customer/updatecart with the wishlist only: the ids join the customer's saved
 * wishlist (never replace it) and the answer is the saved list after the join.
 */
export async function mergeWishlist(ids: readonly number[]): Promise<WishMergeAnswer> {
  const response = await api.post<WishMergeAnswer>('/api/customer/updatecart', { wish: ids });
  return { status: response.data.status, wish: response.data.wish };
}

export interface GuestLists { cart: GuestCartEntry[]; wish: number[]; compare: number[] }
export interface MergeAnswer { status: number; cart?: Cart; wish?: number[]; compare?: number[] }

/** Spec section 4: the guest's cart, wishlist and compare list join the customer's saved ones. */
export async function mergeGuestLists(token: string, lists: GuestLists): Promise<MergeAnswer> {
  return (await api.post<MergeAnswer>('/api/customer/updatecart', lists, withToken(token))).data;
}
