import { isAxiosError } from 'axios';
import type { BulkReply } from '../../../shared/api-types';
import type { OrderListReply, OrderListSource, OrderListsReply } from '../../../shared/order-lists';
import { api } from '../../lib/api-client';

// /api/lists: the customer's saved order lists. Thin calls; the sagas decide what follows.

export interface ListsAnswer extends OrderListsReply { id?: number }

export async function getLists(): Promise<ListsAnswer> {
  return (await api.get<ListsAnswer>('/api/lists')).data;
}

export async function postList(name: string): Promise<ListsAnswer> {
  return (await api.post<ListsAnswer>('/api/lists', { name })).data;
}

export async function postRename(id: number, name: string): Promise<ListsAnswer> {
  return (await api.post<ListsAnswer>(`/api/lists/${id}/rename`, { name })).data;
}

export async function deleteList(id: number): Promise<ListsAnswer> {
  return (await api.delete<ListsAnswer>(`/api/lists/${id}`)).data;
}

export async function getList(id: number): Promise<OrderListReply> {
  return (await api.get<OrderListReply>(`/api/lists/${id}`)).data;
}

export async function postLines(id: number, source: OrderListSource): Promise<OrderListReply> {
  return (await api.post<OrderListReply>(`/api/lists/${id}/lines`, source)).data;
}

export async function patchLineCount(id: number, aid: number, count: number): Promise<OrderListReply> {
  return (await api.patch<OrderListReply>(`/api/lists/${id}/lines/${aid}`, { count })).data;
}

export async function deleteLine(id: number, aid: number): Promise<OrderListReply> {
  return (await api.delete<OrderListReply>(`/api/lists/${id}/lines/${aid}`)).data;
}

/** Every line of the list, or only those of the articles named. */
export async function postListToCart(id: number, aids?: number[]): Promise<BulkReply> {
  return (await api.post<BulkReply>(`/api/lists/${id}/cart`, aids === undefined ? {} : { aids })).data;
}

/** The shop's own sentence for a refused call (400 and 404 carry one), else `fallback`. */
export function refusalOf(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      const message = (data as { message: string }).message.trim();
      if (message !== '' && message !== 'Not found') return message;
    }
  }
  return fallback;
}
