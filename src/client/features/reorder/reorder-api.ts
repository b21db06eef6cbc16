import type { BulkReply } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

/** POST /api/order/{order_id}/reorder: the order's lines into the cart at today's prices. */
export async function postReorder(orderId: number): Promise<BulkReply> {
  const response = await api.post<BulkReply>(`/api/order/${orderId}/reorder`, {});
  return response.data;
}
