import type { SearchSuggestions } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

/** GET /api/product/suggest: the overlay's suggestions; `signal` drops an outdated question. */
export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const response = await api.get<SearchSuggestions>('/api/product/suggest', { params: { term }, signal });
  return response.data;
}
