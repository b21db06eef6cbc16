import type { BulkReply } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

// Thin call; the saga invokes it with call() so tests can provide the answer. The api client
// adds the customer's Bearer token.

export interface BulkLine { sku: string; count: number }

/** POST /api/cart/bulk: adds the lines (or, with `check`, only says what adding would do). */
export async function postBulkLines(lines: readonly BulkLine[], check: boolean): Promise<BulkReply> {
  const response = await api.post<BulkReply>('/api/cart/bulk', check ? { lines, check } : { lines });
  return response.data;
}
