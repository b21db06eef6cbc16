// The cart a guest keeps in the browser arrives as JSON text (`localcart`): it is checked here
// with messages a person can act on, then collapsed to one line per article.
import { MAX_CART_COUNT, MAX_CART_LINES } from '../../../shared/constants';
import { isDbId } from '../ids';
import type { CartLineInput } from './cart-items';

export const GUEST_CART_MESSAGES = {
  notJson: 'The cart "localcart" is not valid JSON text.',
  notList: 'The cart "localcart" must be a list of {aid, count} entries.',
  tooManyLines: `The cart can hold at most ${MAX_CART_LINES} lines.`,
  badEntry: (index: number) => `The cart entry ${index + 1} must be an object with a whole-number "aid" and "count".`,
  tooMany: (index: number) => `The count of cart entry ${index + 1} must be at most ${MAX_CART_COUNT}.`,
} as const;

export type GuestCartParse = { ok: true; lines: CartLineInput[] } | { ok: false; message: string };

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * One line per article: a later entry for the same aid replaces the earlier count, as the
 * storefront's own guest cart does; counts of 0 or less and ids no row can have are dropped.
 * The first appearance of an aid keeps its place in the list.
 */
export function collapseLines(entries: readonly CartLineInput[]): CartLineInput[] {
  const counts = new Map<number, number>();
  for (const { aid, count } of entries) counts.set(aid, count);
  return [...counts].filter(([aid, count]) => count > 0 && isDbId(aid)).map(([aid, count]) => ({ aid, count }));
}

export function parseGuestCart(text: string): GuestCartParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: GUEST_CART_MESSAGES.notJson };
  }
  if (!Array.isArray(value)) return { ok: false, message: GUEST_CART_MESSAGES.notList };
  if (value.length > MAX_CART_LINES) return { ok: false, message: GUEST_CART_MESSAGES.tooManyLines };
  const entries: CartLineInput[] = [];
  for (const [index, entry] of value.entries()) {
    const candidate = entry as { aid?: unknown; count?: unknown } | null;
    if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)
      || !isWhole(candidate.aid) || !isWhole(candidate.count)) {
      return { ok: false, message: GUEST_CART_MESSAGES.badEntry(index) };
    }
    if (candidate.count > MAX_CART_COUNT) return { ok: false, message: GUEST_CART_MESSAGES.tooMany(index) };
    entries.push({ aid: candidate.aid, count: candidate.count });
  }
  return { ok: true, lines: collapseLines(entries) };
}
