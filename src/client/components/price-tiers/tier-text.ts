// Words for volume tiers, shared by the product page's table and the cart line's hint. The
// prices come from the API already decided for the customer; this only prints them.
import type { CartItem, PriceTier } from '../../../shared/api-types';
import { formatAed } from '../../../shared/money';

/** "1–11", "12–47", "48+": the quantities a tier covers, up to where the next one starts. */
export function tierRange(tiers: readonly PriceTier[], index: number): string {
  const from = tiers[index].from;
  const next = tiers[index + 1];
  if (!next) return `${from}+`;
  return next.from - 1 === from ? String(from) : `${from}–${next.from - 1}`;
}

export function reachedTierText(tier: PriceTier): string {
  return `Volume price from ${tier.from} units: ${formatAed(tier.price)} each`;
}

export function nextTierText(next: NonNullable<CartItem['next_tier']>): string {
  return `${next.more} more for ${formatAed(next.price)} each`;
}
