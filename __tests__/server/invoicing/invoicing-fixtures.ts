// Orders written straight into the database (fast enough for fifty at once), and the issued
// documents of an order.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { orderLines, orders, taxDocuments } from '../../../src/server/db/schema';

export async function waitingOrder(
  db: Db, customerId: number, lines: Array<{ variantId: number | null; name: string; count: number; unitPriceFils: number; vatCategory?: 'S' | 'Z' | 'E' }>,
): Promise<number> {
  const total = lines.reduce((s, l) => s + l.count * l.unitPriceFils, 0);
  const [order] = await db.insert(orders).values({ customerId, customerName: 'Layla Haddad', address: 'Warehouse 4, Al Quoz', postalCode: '12345', totalFils: total }).returning();
  await db.insert(orderLines).values(lines.map((l) => ({ orderId: order.id, variantId: l.variantId, productName: l.name, sku: `SKU-${l.name}`, count: l.count, unitPriceFils: l.unitPriceFils, vatCategory: l.vatCategory ?? 'S' })));
  return order.id;
}

export function documentsOf(db: Db, orderId: number) {
  return db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
}
