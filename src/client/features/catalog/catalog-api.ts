import type { Product, ProductList } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

// Thin calls of the catalogue; sagas invoke them with call() so tests can provide the answers.
// The Bearer token, when there is one, is added by the api client: customers get B2B prices.

/** Which products a listing shows: one of category, meta or brand (or all), a term, a page. */
export interface ListingQuery {
  p: number;
  cid?: number;
  mid?: number;
  brid?: number;
  term?: string;
}

/** GET /api/product/productlist: one page of 24 and the total count. */
export async function fetchProductList(query: ListingQuery): Promise<ProductList> {
  const params: Record<string, string | number> = { p: query.p };
  if (query.cid) params.cid = query.cid;
  if (query.mid) params.mid = query.mid;
  if (query.brid) params.brid = query.brid;
  if (query.term) params.term = query.term;
  const response = await api.get<ProductList>('/api/product/productlist', { params });
  return { count: response.data.count, products: response.data.products };
}

/** One product by its slug; null when the shop does not know it (HTTP 404). */
export async function fetchProduct(slug: string): Promise<Product | null> {
  const response = await api.get<ProductList>('/api/product/productlist', {
    params: { slug, lng: 'en' },
    validateStatus: (status) => (status >= 200 && status < 300) || status === 404,
  });
  return response.status === 404 ? null : (response.data.products[0] ?? null);
}
