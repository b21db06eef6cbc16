import type { GuestCartEntry } from '../../../shared/api-types';

/**
 * Spec section 4, guest cart: an existing aid with a count above 0 takes the new count, a count
 * of 0 or less removes it, and a new aid with a count above 0 is appended.
 */
export function applyGuestChange(list: readonly GuestCartEntry[], change: GuestCartEntry): GuestCartEntry[] {
  const exists = list.some((entry) => entry.aid === change.aid);
  if (change.count <= 0) return list.filter((entry) => entry.aid !== change.aid);
  if (exists) return list.map((entry) => (entry.aid === change.aid ? { aid: entry.aid, count: change.count } : entry));
  return [...list, { aid: change.aid, count: change.count }];
}

/** The guest cart as the cart call sends it (`localcart`, JSON text). */
export function guestCartText(list: readonly GuestCartEntry[]): string {
  return JSON.stringify(list.map(({ aid, count }) => ({ aid, count })));
}
