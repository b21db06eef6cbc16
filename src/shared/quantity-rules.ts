// Quantity rules of an article: a minimum order quantity, an order multiple (the case pack) and
// a maximum per order. The server checks every cart write and every order with these functions
// and the storefront steps its quantity control with them, so both always agree.
import { MAX_CART_COUNT } from './constants';

export interface QuantityRule {
  /** Smallest count that may be ordered (1 when the article has no minimum). */
  min_order: number;
  /** Counts must be a multiple of this (1 when the article is sold by the piece). */
  order_multiple: number;
  /** Largest count of one order, null when only the cart's own cap applies. */
  max_order: number | null;
}

export const NO_RULE: QuantityRule = { min_order: 1, order_multiple: 1, max_order: null };

/** The smallest count the rule allows: the minimum rounded up to a whole case. */
export function lowestCount(rule: QuantityRule): number {
  const step = Math.max(1, rule.order_multiple);
  return Math.ceil(Math.max(1, rule.min_order) / step) * step;
}

/** The largest count the rule allows: the maximum (or the cart cap) rounded down to a whole case. */
export function highestCount(rule: QuantityRule): number {
  const step = Math.max(1, rule.order_multiple);
  const cap = Math.min(rule.max_order ?? MAX_CART_COUNT, MAX_CART_COUNT);
  return Math.floor(cap / step) * step;
}

/** Whether any count at all satisfies the rule (staff cannot save one that does not). */
export function isSatisfiable(rule: QuantityRule): boolean {
  return lowestCount(rule) <= highestCount(rule);
}

/** The valid counts on each side of `count` (null when there is none on that side). */
function neighbours(rule: QuantityRule, count: number): { below: number | null; above: number | null } {
  const step = Math.max(1, rule.order_multiple);
  const low = lowestCount(rule);
  const high = highestCount(rule);
  const down = Math.min(Math.floor(count / step) * step, high);
  const up = Math.max(Math.ceil(count / step) * step, low);
  return { below: down >= low ? down : null, above: up <= high ? up : null };
}

/** The valid count closest to `count` (rounding up on a tie: a buyer rather gets a case more than one less). */
export function nearestCount(rule: QuantityRule, count: number): number {
  const { below, above } = neighbours(rule, count);
  if (below === null) return above ?? lowestCount(rule);
  if (above === null) return below;
  return count - below < above - count ? below : above;
}

/** The smallest count the rule allows from `count` up; null when none is that large. */
export function smallestCountFrom(rule: QuantityRule, count: number): number | null {
  return neighbours(rule, count).above;
}

/** The largest count the rule allows up to `limit` (the stock, say); null when none is that small. */
export function largestCountWithin(rule: QuantityRule, limit: number): number | null {
  return neighbours(rule, limit).below;
}

export const RULE_MESSAGES = {
  multiple: (step: number, options: number[]) => `Sold in cases of ${step}: ${options.join(' or ')}?`,
  minimum: (min: number) => `Minimum order is ${min}: ${min}?`,
  maximum: (max: number) => `At most ${max} per order: ${max}?`,
} as const;

/**
 * null when `count` (a positive count) meets the rule, else the message naming the rule that
 * is not met, with the valid counts nearest to it.
 */
export function ruleProblem(rule: QuantityRule, count: number): string | null {
  const low = lowestCount(rule);
  const high = highestCount(rule);
  const step = Math.max(1, rule.order_multiple);
  if (count < low) return step > 1 && rule.min_order <= step ? RULE_MESSAGES.multiple(step, [low]) : RULE_MESSAGES.minimum(low);
  if (count > high) return RULE_MESSAGES.maximum(high);
  if (count % step !== 0) {
    const { below, above } = neighbours(rule, count);
    return RULE_MESSAGES.multiple(step, [below, above].filter((n): n is number => n !== null));
  }
  return null;
}

/** A short description for the product page and the cart line ("Cases of 12 · min. 24 · max. 120"), '' without a rule. */
export function describeRule(rule: QuantityRule): string {
  const parts: string[] = [];
  if (rule.order_multiple > 1) parts.push(`Sold in cases of ${rule.order_multiple}`);
  if (lowestCount(rule) > Math.max(1, rule.order_multiple)) parts.push(`minimum ${lowestCount(rule)}`);
  if (rule.max_order !== null) parts.push(`at most ${highestCount(rule)} per order`);
  const text = parts.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** The next count of a stepper going one case up or down from `count` (0 leaves the cart; the top stays put). */
export function steppedCount(rule: QuantityRule, count: number, direction: 1 | -1): number {
  if (direction === 1) {
    const { above } = neighbours(rule, count + 1);
    return above ?? Math.max(count, 0);
  }
  const { below } = neighbours(rule, count - 1);
  return below !== null && below < count ? below : 0;
}

/** The rule of a cart line or article as the API sends it; older answers without one mean no rule. */
export function ruleOf(source: Partial<QuantityRule>): QuantityRule {
  return {
    min_order: source.min_order ?? 1,
    order_multiple: source.order_multiple ?? 1,
    max_order: source.max_order ?? null,
  };
}
