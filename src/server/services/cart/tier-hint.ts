// The volume tier a cart line has reached and the next one it could reach ("12 more for
// AED 39.50 each"), decided on the server from the same pricing function as the line's price.
// "More" counts to a count the article's quantity rule allows (whole cases, at most its
// maximum): a tier that starts off the case pack is reached at the first whole case past it,
// and one above the maximum is never offered.
import type { CartItem } from '../../../shared/api-types';
import { fromFils } from '../../../shared/money';
import { type QuantityRule, smallestCountFrom } from '../../../shared/quantity-rules';
import type { PriceDecision } from '../price-lists/decide-price';
import { type PriceView, type VariantPriceColumns, decideUnit } from '../pricing';

export function tierHint(
  row: VariantPriceColumns, aid: number, count: number, view: PriceView, decision: PriceDecision, rule: QuantityRule,
): Pick<CartItem, 'tier' | 'next_tier'> {
  const tier = decision.tier === null ? null : { from: decision.tier.from, price: fromFils(decision.unitFils) };
  // The next tier that actually lowers this customer's unit price (one capped by a contract price does not).
  for (const next of decision.tiers) {
    if (next.from <= count) continue;
    const reach = smallestCountFrom(rule, next.from);
    if (reach === null) break;
    const then = decideUnit(row, aid, reach, view).unitFils;
    if (then < decision.unitFils) return { tier, next_tier: { from: next.from, price: fromFils(then), more: reach - count } };
  }
  return { tier, next_tier: null };
}
