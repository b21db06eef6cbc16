// The pricing rules of contract price lists and volume tiers, as one pure function so that
// every answer (listing, product page, suggestions, cart, order) decides a unit price the same
// way. Amounts are whole fils; dates are calendar days (YYYY-MM-DD) in the shop's time zone.
//
// - Only rules valid on the date count (valid_from and valid_to both inclusive).
// - The most specific kind wins: article > product > category > brand. Two rules of the same
//   kind (a product in two categories) give the lower price, the older rule on a tie.
// - A rule's tiers replace the article's own tiers; the quantity picks the tier with the
//   largest from-quantity not above it.
// - The unit price is the lowest of the customer's normal B2B price, the rule's price and the
//   tier's price: a contract never makes an article dearer than the normal B2B price.
// - A percentage is taken off the normal B2B price and rounded to the nearest fils.
import type { PriceRuleTarget } from '../../db/schema/price-lists';

export interface Tier { from: number; priceFils: number }

export interface PriceRule {
  id: number;
  listId: number;
  listName: string;
  kind: PriceRuleTarget;
  priceFils: number | null;
  /** Hundredths of a percent off the B2B price (1250 = 12.5 %). */
  percentOffBp: number | null;
  validFrom: string | null;
  validTo: string | null;
  tiers: Tier[];
}

/** What may price one article for one customer: the list rules aimed at it and its own tiers. */
export interface ArticleTerms { rules: PriceRule[]; tiers: Tier[] }

export interface PriceDecision {
  unitFils: number;
  /**
   * The list rule that set the price (its own price, or one of its own tiers): null when the
   * normal B2B price or the article's own tier was charged, even with a rule in force, so an
   * order line never names a price list that did not price it.
   */
  rule: PriceRule | null;
  /** The tier whose price was charged, null when the tier was no better than the rule or B2B price. */
  tier: Tier | null;
  /** The tiers in force for this article and customer, lowest quantity first. */
  tiers: Tier[];
}

export const NO_TERMS: ArticleTerms = { rules: [], tiers: [] };

const SPECIFICITY: Record<PriceRuleTarget, number> = { article: 4, product: 3, category: 2, brand: 1 };

export const isValidOn = (rule: Pick<PriceRule, 'validFrom' | 'validTo'>, date: string) =>
  (rule.validFrom === null || rule.validFrom <= date) && (rule.validTo === null || rule.validTo >= date);

export function rulePriceFils(rule: PriceRule, b2bFils: number): number {
  if (rule.priceFils !== null) return rule.priceFils;
  return Math.round((b2bFils * (10000 - (rule.percentOffBp ?? 0))) / 10000);
}

/** The valid rule of the most specific kind; among equals the lowest price, then the oldest. */
export function winningRule(rules: readonly PriceRule[], b2bFils: number, date: string): PriceRule | null {
  let best: PriceRule | null = null;
  for (const rule of rules) {
    if (!isValidOn(rule, date)) continue;
    if (best === null) { best = rule; continue; }
    const bySpecificity = SPECIFICITY[rule.kind] - SPECIFICITY[best.kind];
    const byPrice = rulePriceFils(best, b2bFils) - rulePriceFils(rule, b2bFils);
    if (bySpecificity > 0 || (bySpecificity === 0 && (byPrice > 0 || (byPrice === 0 && rule.id < best.id)))) best = rule;
  }
  return best;
}

const sortedTiers = (tiers: readonly Tier[]) => [...tiers].sort((a, b) => a.from - b.from);

export function tierFor(tiers: readonly Tier[], quantity: number): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (tier.from <= quantity && (found === null || tier.from > found.from)) found = tier;
  return found;
}

/** The unit price of `quantity` units for a customer whose normal B2B unit price is `b2bFils`. */
export function decidePrice(b2bFils: number, terms: ArticleTerms, quantity: number, date: string): PriceDecision {
  const rule = winningRule(terms.rules, b2bFils, date);
  const ruleFils = rule === null ? null : rulePriceFils(rule, b2bFils);
  const base = Math.min(b2bFils, ruleFils ?? b2bFils);
  const ruleTiers = rule !== null && rule.tiers.length > 0;
  const tiers = sortedTiers(ruleTiers ? rule.tiers : terms.tiers);
  const tier = tierFor(tiers, Math.max(1, quantity));
  const tierWins = tier !== null && tier.priceFils < base;
  const ruleSetIt = tierWins ? ruleTiers : ruleFils !== null && ruleFils < b2bFils;
  return { unitFils: Math.round(tierWins ? tier.priceFils : base), rule: ruleSetIt ? rule : null, tier: tierWins ? tier : null, tiers };
}

/** The tier table a customer sees: each tier at the price the customer would pay from that quantity. */
export function customerTiers(b2bFils: number, terms: ArticleTerms, date: string): Tier[] {
  const { tiers } = decidePrice(b2bFils, terms, 1, date);
  return tiers.map((tier) => ({ from: tier.from, priceFils: decidePrice(b2bFils, terms, tier.from, date).unitFils }));
}
