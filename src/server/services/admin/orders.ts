// Orders as the back office lists them: with the customer's contact details, the staff member
// who decided, and every line with its SKU for picking.
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminOrder, type AdminOrderState, type Paged } from '../../../shared/admin-types';
import { fromFils } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/search-text';
import { type OrderLineRow, type OrderRow, customers, orderLines, orders, staff } from '../../db/schema';
import { safeAttribute } from '../cart/cart-items';
import { plainText } from '../html-sanitize';
import { isDbId } from '../ids';
import { toOrder } from '../orders/order-view';
import { pageOffset } from './audit';

const orderColumns = {
  order: orders,
  customer: { id: customers.id, name: customers.name, company_name: customers.companyName, email: customers.email, mobile: customers.mobile },
  decidedBy: sql<string | null>`coalesce(nullif(${staff.name}, ''), ${staff.email})`,
};

type OrderJoinRow = { order: OrderRow; customer: AdminOrder['customer']; decidedBy: string | null };

function toAdminOrder(row: OrderJoinRow, lines: readonly OrderLineRow[]): AdminOrder {
  return {
    ...toOrder(row.order, lines),
    customer: row.customer,
    decided_at: row.order.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedBy,
    lines: lines.map((line) => ({
      sku: line.sku,
      product_name: plainText(line.productName),
      count: line.count,
      unit_price: fromFils(line.unitPriceFils),
      attributes: line.attributes.map(safeAttribute),
    })),
  };
}

async function withLines(db: DbOrTx, rows: readonly OrderJoinRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const lines = await db.select().from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((r) => r.order.id)))
    .orderBy(asc(orderLines.id));
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toAdminOrder(row, byOrder.get(row.order.id) ?? []));
}

function joined(db: DbOrTx) {
  return db.select(orderColumns).from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(staff, eq(staff.id, orders.decidedBy));
}

export async function loadAdminOrder(db: DbOrTx, id: number): Promise<AdminOrder | null> {
  const rows = await joined(db).where(eq(orders.id, id));
  return (await withLines(db, rows))[0] ?? null;
}

/** `q` is an order number, or part of the customer's name, company or email (any case). */
function termCondition(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const text = or(
    sql`lower(${customers.name}) like ${pattern}`,
    sql`lower(${customers.companyName}) like ${pattern}`,
    sql`lower(${customers.email}) like ${pattern}`,
    sql`lower(${orders.customerName}) like ${pattern}`,
  );
  const id = /^#?\d{1,10}$/.test(q) ? Number(q.replace('#', '')) : NaN;
  return isDbId(id) ? or(eq(orders.id, id), text) : text;
}

export interface OrderQuery { state?: AdminOrderState; q?: string; page: number }

/** Newest first. */
export async function listAdminOrders(db: DbOrTx, query: OrderQuery): Promise<Paged<'orders', AdminOrder>> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(orders.state, query.state));
  const term = query.q?.trim();
  if (term) conditions.push(termCondition(term)!);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
  const rows = await joined(db).where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(query.page));
  return { count: total, orders: await withLines(db, rows) };
}
