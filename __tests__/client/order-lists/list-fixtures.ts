// Lists as the shop answers them, for the order-list saga and slice tests.
import type { OrderListDetail, OrderListSummary } from '../../../src/shared/order-lists';
import { cartItem } from '../cart/cart-fixtures';

export const summary = (id: number, name: string, lines = 0): OrderListSummary => ({ id, name, lines, updated_at: '2026-11-20T08:00:00.000Z' });

export function detail(id: number, lines: Array<[aid: number, count: number, warning?: string]>): OrderListDetail {
  return {
    id,
    name: 'Weekly dry food',
    updated_at: '2026-11-20T08:00:00.000Z',
    lines: lines.map(([aid, count, warning]) => ({ ...cartItem(aid, count, 39), sku: `SKU-${aid}`, warning: warning ?? null })),
    total: lines.reduce((sum, [, count]) => sum + count * 39, 0),
  };
}

/** An axios-shaped refusal carrying the shop's sentence. */
export function refusal(status: number, message: string) {
  return Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { status: 0, message } } });
}
