// Changing one line of a list: a new count (moved to the nearest count the article's quantity
// rule allows, and said so) or its removal.
import { and, eq } from 'drizzle-orm';
import { ORDER_LIST_MESSAGES } from '../../../shared/order-lists';
import { nearestCount, ruleProblem } from '../../../shared/quantity-rules';
import type { Db, Tx } from '../../db/client';
import { orderListLines } from '../../db/schema';
import { loadCartVariants, ruleOfRow } from '../cart/cart-items';
import { isDbId } from '../ids';
import type { PriceView } from '../pricing';
import type { ListLinesOutcome } from './add-lines';
import { readListDetail } from './list-detail';
import { fail, findList, touchList } from './list-row';

const lineOf = (listId: number, aid: number) => and(eq(orderListLines.listId, listId), eq(orderListLines.variantId, aid));

async function answer(tx: Tx, customerId: number, listId: number, view: PriceView, message?: string): Promise<ListLinesOutcome> {
  await touchList(tx, listId);
  const list = await readListDetail(tx, (await findList(tx, customerId, listId))!, view);
  return message === undefined ? { status: 1, list } : { status: 1, list, message };
}

export async function setListLineCount(db: Db, customerId: number, listId: number, aid: number, count: number, view: PriceView): Promise<ListLinesOutcome> {
  return db.transaction(async (tx): Promise<ListLinesOutcome> => {
    const list = await findList(tx, customerId, listId, true);
    if (!list || !isDbId(aid)) return fail(404, 'Not found');
    const [line] = await tx.select({ count: orderListLines.count }).from(orderListLines).where(lineOf(list.id, aid));
    const row = (await loadCartVariants(tx, [aid])).get(aid);
    if (!line || !row) return fail(404, 'Not found');
    const problem = ruleProblem(ruleOfRow(row), count);
    const saved = problem === null ? count : nearestCount(ruleOfRow(row), count);
    await tx.update(orderListLines).set({ count: saved }).where(lineOf(list.id, aid));
    return answer(tx, customerId, list.id, view, problem === null ? undefined : ORDER_LIST_MESSAGES.adjusted(problem, saved));
  });
}

export async function removeListLine(db: Db, customerId: number, listId: number, aid: number, view: PriceView): Promise<ListLinesOutcome> {
  return db.transaction(async (tx): Promise<ListLinesOutcome> => {
    const list = await findList(tx, customerId, listId, true);
    if (!list || !isDbId(aid)) return fail(404, 'Not found');
    const removed = await tx.delete(orderListLines).where(lineOf(list.id, aid)).returning({ aid: orderListLines.variantId });
    if (removed.length === 0) return fail(404, 'Not found');
    return answer(tx, customerId, list.id, view);
  });
}
