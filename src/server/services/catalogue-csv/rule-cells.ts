// The quantity-rule cells of a catalogue row: whole numbers, empty meaning "no rule".
import type { QuantityRule } from '../../../shared/quantity-rules';
import { quantityRuleProblem } from '../catalogue-admin/rules';
import { parseWhole } from './cells';

type RuleCells = Record<'min_order' | 'order_multiple' | 'max_order', string>;

function whole(cells: RuleCells, column: keyof RuleCells, problems: string[]): number | null {
  if (cells[column].trim() === '') return null;
  const value = parseWhole(cells[column]);
  if (Number.isNaN(value)) {
    problems.push(`${column} must be a whole number (got "${cells[column].trim()}").`);
    return null;
  }
  return value;
}

/** The rule of the row, its problems noted in `problems`. */
export function quantityRuleCells(cells: RuleCells, problems: string[]): QuantityRule {
  const rule: QuantityRule = {
    min_order: whole(cells, 'min_order', problems) ?? 1,
    order_multiple: whole(cells, 'order_multiple', problems) ?? 1,
    max_order: whole(cells, 'max_order', problems),
  };
  const problem = quantityRuleProblem(rule);
  if (problem) problems.push(problem);
  return rule;
}
