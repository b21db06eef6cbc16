// Reads of the order tables the order tests assert on.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { cartLines, orderLines, orders, variants } from '../../../src/server/db/schema';

export async function stockOf(db: Db, aid: number): Promise<number> {
  const [row] = await db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, aid));
  return row.stock;
}

export async function orderRows(db: Db) {
  return db.select().from(orders).orderBy(asc(orders.id));
}

export async function orderLineRows(db: Db) {
  return db.select().from(orderLines).orderBy(asc(orderLines.id));
}

export async function cartLineCount(db: Db): Promise<number> {
  return (await db.select().from(cartLines)).length;
}
