// What stands in the way of ordering a list line as it is today. Lists keep counts for later,
// so stock is not a reason to refuse a line, only to warn about it.
import { type QuantityRule, ruleProblem } from '../../../shared/quantity-rules';
import { ORDER_LIST_MESSAGES } from '../../../shared/order-lists';

export interface LineFacts { active: boolean; stock: number; rule: QuantityRule }

export function lineWarning(facts: LineFacts, count: number): string | null {
  if (!facts.active) return ORDER_LIST_MESSAGES.notSold;
  if (facts.stock <= 0) return ORDER_LIST_MESSAGES.outOfStock;
  // The rule first: its message offers the count to change to.
  const problem = ruleProblem(facts.rule, count);
  if (problem !== null) return problem;
  if (count > facts.stock) return ORDER_LIST_MESSAGES.overStock(facts.stock);
  return null;
}
