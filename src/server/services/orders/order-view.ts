// Orders as the dashboard shows them (spec section 3 plus total and note). Every read is
// scoped to one customer: another customer's order id finds nothing, like an unknown one.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '../../../shared/api-types';
import { fromFils } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { type OrderLineRow, type OrderRow, orderLines, orders } from '../../db/schema';
import { safeAttribute } from '../cart/cart-items';
import { plainText } from '../html-sanitize';
import { isDbId } from '../ids';

export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    order_id: row.id,
    customer_name: row.customerName,
    date: row.createdAt.toISOString(),
    address: row.address,
    postal_code: row.postalCode,
    mobile: row.mobile,
    state: row.state,
    note: row.note,
    total: fromFils(row.totalFils),
    details: lines.map((line) => ({
      // Lines written before names were cleaned on the way in are cleaned on the way out.
      product_name: plainText(line.productName),
      count: line.count,
      unit_price: fromFils(line.unitPriceFils),
      attributes: line.attributes.map(safeAttribute),
    })),
  };
}

async function withLines(db: DbOrTx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db.select().from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderLines.id));
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/** Every order of the customer, newest first (the dashboard pages through them itself). */
export async function listOrders(db: DbOrTx, customerId: number): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withLines(db, rows);
}

export async function findOrder(db: DbOrTx, customerId: number, orderId: number): Promise<Order | null> {
  if (!isDbId(orderId)) return null;
  const rows = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return (await withLines(db, rows))[0] ?? null;
}

export async function findOrderByKey(db: DbOrTx, customerId: number, key: string): Promise<Order | null> {
  const rows = await db.select().from(orders).where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return (await withLines(db, rows))[0] ?? null;
}
