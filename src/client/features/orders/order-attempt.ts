import { isAxiosError } from 'axios';
import type { CartItem } from '../../../shared/api-types';
import { effectivePrice } from '../../../shared/money';
import type { OrderRequest, SeenLine } from './orders-api';

/** One checkout attempt: the Idempotency-Key sent with it and what it was sent for. */
export interface OrderAttempt {
  key: string;
  signature: string;
}

/**
 * What makes two submits "the same checkout": the same lines at the same prices, address and
 * note. A retry of the same attempt reuses its key, so an order the server took before its
 * answer got lost is returned instead of placed twice; any change (new prices a refusal
 * brought included) starts a new attempt.
 */
export function attemptSignature(request: OrderRequest): string {
  const lines = [...request.lines].sort((a, b) => a.aid - b.aid).map((line) => [line.aid, line.count, line.price]);
  return JSON.stringify({ ...request, lines });
}

/** The cart's lines as the buyer sees them: article, count and the unit price charged (AED before VAT). */
export function seenLines(items: readonly Pick<CartItem, 'aid' | 'count' | 'price' | 'sale_price'>[]): SeenLine[] {
  return items.map((item) => ({ aid: item.aid, count: item.count, price: effectivePrice(item.price, item.sale_price) }));
}

/** A fresh random key; browsers outside secure contexts lack randomUUID, so it falls back. */
export function newIdempotencyKey(): string {
  const source = globalThis.crypto;
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Refusals a customer can act on (a line over stock, an empty cart) come as {status: 0,
// message}; session and rate-limit answers are not about the cart and keep their message to
// themselves.
const REFUSALS = new Set([400, 409, 422]);

/** The server's reason for refusing an order, from an answer or a failed call; else null. */
export function refusalMessage(source: unknown): string | null {
  let body: unknown = source;
  if (isAxiosError(source)) body = REFUSALS.has(source.response?.status ?? 0) ? source.response?.data : null;
  else if (source instanceof Error) body = null;
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
