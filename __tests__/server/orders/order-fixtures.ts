// Rows the order tests set up in bulk, and reads of the tables they assert on.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { cartLines, carts, customers, orderLines, orders, variants } from '../../../src/server/db/schema';
import { customerSessionToken } from '../../../src/server/services/auth/sessions';
import { SECRET, type TestCustomer, addProduct } from '../cart/shop-fixtures';

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

/** Customers whose carts already hold these lines, in this order. */
export async function buyersWithCarts(db: Db, count: number, linesFor: (i: number) => Array<{ aid: number; count: number }>): Promise<TestCustomer[]> {
  const rows = await db.insert(customers).values(Array.from({ length: count }, (_, i) => ({
    email: `buyer${i}@rush.test`, name: `Buyer ${i}`, companyName: `Shop ${i}`, passwordHash: 'x', state: 'active' as const,
  }))).returning();
  const made = await db.insert(carts).values(rows.map((r) => ({ customerId: r.id }))).returning();
  for (const [i, cart] of made.entries()) {
    for (const [n, line] of linesFor(i).entries()) {
      await db.insert(cartLines).values({ cartId: cart.id, variantId: line.aid, count: line.count, createdAt: sql`now() + ${n}::int * interval '1 second'` });
    }
  }
  return Promise.all(rows.map(async (r) => ({
    id: r.id, name: r.name,
    token: await customerSessionToken(db, SECRET, r.id, {
      name: r.name, company_name: r.companyName, lisence_number: null, otrn_number: null, country_id: 0, mobile: null, email: r.email,
    }),
  })));
}

/** A product with one article ("Article SKU (One)") at 10.00 AED. */
export async function article(db: Db, sku: string, stock: number): Promise<number> {
  const { aids } = await addProduct(db, { slug: sku.toLowerCase(), name: `Article ${sku}`, variants: [{ sku, stock, priceFils: 1000, size: 'One' }] });
  return aids[0];
}
