// Lines into a list: one article from the product page, every line of the cart, or every line
// of an earlier order. A line already in the list gets the new count added to it; a total the
// article's quantity rule does not allow is moved to the nearest count it does, and the answer
// says so per line, like the bulk cart call.
import { and, asc, eq, max } from 'drizzle-orm';
import type { BulkLineResult } from '../../../shared/api-types';
import { ORDER_LIST_LIMITS, ORDER_LIST_MESSAGES, type OrderListDetail, type OrderListSource } from '../../../shared/order-lists';
import { nearestCount, ruleProblem } from '../../../shared/quantity-rules';
import type { Db, Tx } from '../../db/client';
import { orderLines, orderListLines, orders } from '../../db/schema';
import { loadCartVariants, ruleOfRow } from '../cart/cart-items';
import { linesOfCustomer } from '../cart/cart-row';
import { isDbId } from '../ids';
import type { PriceView } from '../pricing';
import { linesOfList, readListDetail } from './list-detail';
import { type ListFailure, fail, findList, touchList } from './list-row';

export type ListLinesOutcome = { status: 1; list: OrderListDetail; results?: BulkLineResult[]; message?: string } | ListFailure;

interface Entry { sku: string; aid: number | null; count: number }

/** The lines a source names, or why it names none. */
async function entriesOf(tx: Tx, customerId: number, source: OrderListSource): Promise<Entry[] | ListFailure> {
  if (source.from === 'article') return [{ sku: '', aid: isDbId(source.aid) ? source.aid : null, count: source.count }];
  if (source.from === 'cart') {
    const lines = await linesOfCustomer(tx, customerId);
    if (lines.length === 0) return fail(400, ORDER_LIST_MESSAGES.emptyCart);
    return lines.map((line) => ({ sku: '', aid: line.aid, count: line.count }));
  }
  if (!isDbId(source.order_id)) return fail(404, ORDER_LIST_MESSAGES.unknownOrder);
  const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, source.order_id), eq(orders.customerId, customerId)));
  if (!order) return fail(404, ORDER_LIST_MESSAGES.unknownOrder);
  const lines = await tx.select({ sku: orderLines.sku, aid: orderLines.variantId, count: orderLines.count })
    .from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return lines;
}

async function applyEntries(tx: Tx, listId: number, entries: readonly Entry[]): Promise<BulkLineResult[]> {
  const saved = new Map((await linesOfList(tx, listId)).map((line) => [line.aid, line.count]));
  const [{ last }] = await tx.select({ last: max(orderListLines.position) }).from(orderListLines).where(eq(orderListLines.listId, listId));
  let position = (last ?? -1) + 1;
  const rows = await loadCartVariants(tx, entries.flatMap((e) => (e.aid === null ? [] : [e.aid])));
  const fresh = new Set<number>();
  const results: BulkLineResult[] = [];
  for (const entry of entries) {
    const row = entry.aid === null ? undefined : rows.get(entry.aid);
    const sku = row?.sku ?? entry.sku;
    if (!row) { results.push({ sku, status: 'unknown', message: ORDER_LIST_MESSAGES.unknownArticle }); continue; }
    if (!row.active) { results.push({ sku, status: 'unavailable', message: ORDER_LIST_MESSAGES.notSold }); continue; }
    const current = saved.get(row.aid);
    if (current === undefined && saved.size >= ORDER_LIST_LIMITS.lines) {
      results.push({ sku, status: 'refused', message: ORDER_LIST_MESSAGES.fullList });
      continue;
    }
    const wanted = (current ?? 0) + entry.count;
    const problem = ruleProblem(ruleOfRow(row), wanted);
    const count = problem === null ? wanted : nearestCount(ruleOfRow(row), wanted);
    if (current === undefined) fresh.add(row.aid);
    saved.set(row.aid, count);
    results.push(problem === null
      ? { sku, status: 'added', message: ORDER_LIST_MESSAGES.added(count - (current ?? 0)) }
      : { sku, status: 'adjusted', message: ORDER_LIST_MESSAGES.adjusted(problem, count) });
  }
  if (fresh.size > 0) {
    await tx.insert(orderListLines).values([...fresh].map((aid) => ({ listId, variantId: aid, count: saved.get(aid)!, position: position++ })));
  }
  const changed = new Set(entries.flatMap((e) => (e.aid !== null && rows.get(e.aid)?.active ? [e.aid] : [])));
  for (const aid of changed) {
    if (!fresh.has(aid) && saved.has(aid)) {
      await tx.update(orderListLines).set({ count: saved.get(aid)! }).where(and(eq(orderListLines.listId, listId), eq(orderListLines.variantId, aid)));
    }
  }
  return results;
}

export async function addListLines(db: Db, customerId: number, listId: number, source: OrderListSource, view: PriceView): Promise<ListLinesOutcome> {
  return db.transaction(async (tx): Promise<ListLinesOutcome> => {
    const list = await findList(tx, customerId, listId, true);
    if (!list) return fail(404, 'Not found');
    const entries = await entriesOf(tx, customerId, source);
    if (!Array.isArray(entries)) return entries;
    const results = await applyEntries(tx, list.id, entries);
    // One article from the product page either goes in or is refused outright.
    if (source.from === 'article' && (results[0].status !== 'added' && results[0].status !== 'adjusted')) {
      return fail(400, results[0].message);
    }
    await touchList(tx, list.id);
    const detail = await readListDetail(tx, (await findList(tx, customerId, list.id))!, view);
    return { status: 1, list: detail, results };
  });
}
