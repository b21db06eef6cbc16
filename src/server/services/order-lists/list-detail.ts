// One list with its lines, each priced for the buyer by the shop's pricing rules (the same
// cart-line description a cart answer uses) and with today's stock and rule warning.
import { asc, eq } from 'drizzle-orm';
import { ORDER_LIST_MESSAGES, type OrderListDetail, type OrderListLine } from '../../../shared/order-lists';
import { type QuantityRule, ruleProblem } from '../../../shared/quantity-rules';
import { fromFils } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { orderListLines } from '../../db/schema';
import { priceLines, ruleOfRow } from '../cart/cart-items';
import type { PriceView } from '../pricing';
import type { ListRow } from './list-row';

export interface StoredLine { aid: number; count: number }

export interface LineFacts { active: boolean; stock: number; rule: QuantityRule }

/**
 * What stands in the way of ordering a list line as it is today. Lists keep counts for later,
 * so stock is never a reason to refuse a line, only to warn about it.
 */
export function lineWarning(facts: LineFacts, count: number): string | null {
  if (!facts.active) return ORDER_LIST_MESSAGES.notSold;
  if (facts.stock <= 0) return ORDER_LIST_MESSAGES.outOfStock;
  // The rule first: its message offers the count to change to.
  const problem = ruleProblem(facts.rule, count);
  if (problem !== null) return problem;
  if (count > facts.stock) return ORDER_LIST_MESSAGES.overStock(facts.stock);
  return null;
}

export async function linesOfList(db: DbOrTx, listId: number): Promise<StoredLine[]> {
  return db
    .select({ aid: orderListLines.variantId, count: orderListLines.count })
    .from(orderListLines)
    .where(eq(orderListLines.listId, listId))
    .orderBy(asc(orderListLines.position), asc(orderListLines.variantId));
}

export async function readListDetail(db: DbOrTx, list: ListRow, view: PriceView): Promise<OrderListDetail> {
  const stored = await linesOfList(db, list.id);
  // Priced as the cart prices the same lines; deleting an article deletes its list lines, so a
  // row can only be missing mid-change.
  const { priced, totalFils } = await priceLines(db, stored, view, (_row, line) => line.count);
  const lines: OrderListLine[] = priced.map(({ line, row, item }) => ({
    ...item,
    warning: lineWarning({ active: row.active, stock: row.stock, rule: ruleOfRow(row) }, line.count),
  }));
  return { id: list.id, name: list.name, updated_at: list.updatedAt.toISOString(), lines, total: fromFils(totalFils) };
}
