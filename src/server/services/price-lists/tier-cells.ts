// Volume tiers in one CSV cell, as the catalogue and contract imports and the export write
// them: "1:42.00|12:39.50|48:37.00" (from-quantity, colon, unit price in AED; bars between).
import { toFils } from '../../../shared/money';
import { LIST_SEPARATOR } from '../../../shared/catalogue-csv-columns';
import { formatAmount, parseAmount, parseWhole, splitList } from '../catalogue-csv/cells';
import type { Tier } from './decide-price';

export const TIER_MESSAGES = {
  shape: (part: string) => `Tier "${part}" is not "quantity:price" (for example 12:39.50).`,
  twice: (from: number) => `Two tiers start at quantity ${from}.`,
} as const;

export const MAX_TIERS = 20;

export const formatTiers = (tiers: readonly Tier[]) =>
  [...tiers].sort((a, b) => a.from - b.from).map((t) => `${t.from}:${formatAmount(t.priceFils)}`).join(LIST_SEPARATOR);

/** The tiers of a cell, lowest quantity first; a message when a part is malformed. */
export function parseTiers(cell: string): Tier[] | string {
  const tiers: Tier[] = [];
  for (const part of splitList(cell)) {
    const [quantity, price, extra] = part.split(':');
    const from = parseWhole(quantity ?? '');
    const amount = parseAmount(price ?? '');
    if (extra !== undefined || !(from >= 1) || amount === null || Number.isNaN(amount) || from > 1_000_000) return TIER_MESSAGES.shape(part);
    if (tiers.some((t) => t.from === from)) return TIER_MESSAGES.twice(from);
    tiers.push({ from, priceFils: toFils(amount) });
  }
  if (tiers.length > MAX_TIERS) return `At most ${MAX_TIERS} tiers per article.`;
  return tiers.sort((a, b) => a.from - b.from);
}
