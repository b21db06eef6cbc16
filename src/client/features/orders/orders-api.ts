import type { Cart, Order } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

// Thin calls; sagas invoke them with call() so tests can provide the answers. The api client
// adds the customer's Bearer token.

/** A cart line as the buyer saw it: article, count and unit price (AED before VAT). */
export interface SeenLine { aid: number; count: number; price: number }

/**
 * The body of POST /api/order/add: the delivery address, the purchase note, and the cart's
 * total and lines as the buyer saw them (the server refuses the order if its prices now come
 * to another total, or any line to another price, naming that line).
 */
export interface OrderRequest {
  address: string;
  postalCode: string;
  note: string;
  total: number;
  lines: SeenLine[];
}

export interface OrderReply {
  status: number;
  order?: Order;
  message?: string;
  /** With a refusal because the prices changed: the cart at the prices that apply now. */
  cart?: Cart;
}

export interface OrdersReply {
  status: number;
  orders?: Order[];
}

/**
 * Registers the invoice for the customer's cart. The key lets the server answer a repeated
 * submit of the same attempt with the first order instead of a second one.
 */
export async function postOrder(request: OrderRequest, idempotencyKey: string): Promise<OrderReply> {
  const response = await api.post<OrderReply>('/api/order/add', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return response.data;
}

/** The customer's orders, newest first (GET /api/order/orderslist). */
export async function fetchOrders(): Promise<OrdersReply> {
  const response = await api.get<OrdersReply>('/api/order/orderslist');
  return response.data;
}
