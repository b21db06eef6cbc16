// A customer's lists: read them, create, rename and delete one. Names are unique per customer
// whatever their case; the unique index settles two requests racing for the same name.
import { and, asc, count as countRows, eq, ne, sql } from 'drizzle-orm';
import { ORDER_LIST_LIMITS, ORDER_LIST_MESSAGES, type OrderListSummary, listName, listNameProblem } from '../../../shared/order-lists';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customers, orderListLines, orderLists } from '../../db/schema';
import { type ListFailure, fail, findList } from './list-row';

export type ListsOutcome = { status: 1; lists: OrderListSummary[]; id?: number } | ListFailure;

export async function readLists(db: DbOrTx, customerId: number): Promise<OrderListSummary[]> {
  const rows = await db
    .select({
      id: orderLists.id,
      name: orderLists.name,
      updatedAt: orderLists.updatedAt,
      lines: sql<number>`(select count(*) from ${orderListLines} where ${orderListLines.listId} = ${orderLists.id})::int`,
    })
    .from(orderLists)
    .where(eq(orderLists.customerId, customerId))
    .orderBy(asc(sql`lower(${orderLists.name})`), asc(orderLists.id));
  return rows.map((row) => ({ id: row.id, name: row.name, lines: Number(row.lines), updated_at: row.updatedAt.toISOString() }));
}

async function nameTaken(tx: Tx, customerId: number, name: string, exceptId?: number): Promise<boolean> {
  const same = and(eq(orderLists.customerId, customerId), eq(sql`lower(${orderLists.name})`, name.toLowerCase()));
  const [row] = await tx.select({ id: orderLists.id }).from(orderLists)
    .where(exceptId === undefined ? same : and(same, ne(orderLists.id, exceptId)));
  return row !== undefined;
}

/** Runs a write that may lose a race for a name to another request of the same customer. */
async function guardName<T>(work: () => Promise<T>): Promise<T | ListFailure> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'order_lists_customer_name_uq')) return fail(400, ORDER_LIST_MESSAGES.nameTaken);
    throw err;
  }
}

export async function createList(db: Db, customerId: number, text: string): Promise<ListsOutcome> {
  const problem = listNameProblem(text);
  if (problem) return fail(400, problem);
  const name = listName(text);
  return guardName(() => db.transaction(async (tx): Promise<ListsOutcome> => {
    // The customer row is the lock that keeps two creations from both passing the count.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ lists }] = await tx.select({ lists: countRows() }).from(orderLists).where(eq(orderLists.customerId, customerId));
    if (lists >= ORDER_LIST_LIMITS.lists) return fail(400, ORDER_LIST_MESSAGES.tooManyLists);
    if (await nameTaken(tx, customerId, name)) return fail(400, ORDER_LIST_MESSAGES.nameTaken);
    const [row] = await tx.insert(orderLists).values({ customerId, name }).returning({ id: orderLists.id });
    return { status: 1, id: row.id, lists: await readLists(tx, customerId) };
  }));
}

export async function renameList(db: Db, customerId: number, listId: number, text: string): Promise<ListsOutcome> {
  const problem = listNameProblem(text);
  const name = listName(text);
  return guardName(() => db.transaction(async (tx): Promise<ListsOutcome> => {
    const list = await findList(tx, customerId, listId, true);
    if (!list) return fail(404, 'Not found');
    if (problem) return fail(400, problem);
    if (await nameTaken(tx, customerId, name, list.id)) return fail(400, ORDER_LIST_MESSAGES.nameTaken);
    await tx.update(orderLists).set({ name, updatedAt: sql`clock_timestamp()` }).where(eq(orderLists.id, list.id));
    return { status: 1, id: list.id, lists: await readLists(tx, customerId) };
  }));
}

export async function deleteList(db: Db, customerId: number, listId: number): Promise<ListsOutcome> {
  return db.transaction(async (tx): Promise<ListsOutcome> => {
    const list = await findList(tx, customerId, listId, true);
    if (!list) return fail(404, 'Not found');
    await tx.delete(orderLists).where(eq(orderLists.id, list.id));
    return { status: 1, lists: await readLists(tx, customerId) };
  });
}
