import type { ProductList } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

/**
 * POST /api/product/wishlist: the products of the wished ids (for a customer the list also
 * becomes the saved wishlist on the server). Thin; sagas call it with call().
 */
export async function syncWishlist(ids: readonly number[]): Promise<ProductList> {
  const response = await api.post<ProductList>('/api/product/wishlist', { localwish: JSON.stringify(ids) });
  return { count: response.data.count, products: response.data.products };
}
