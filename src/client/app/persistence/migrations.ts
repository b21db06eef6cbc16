import type { MigrationManifest, PersistedState } from 'redux-persist';
import type { GuestCartEntry } from '../../../shared/api-types';

/**
 * The version of what the shop keeps in the browser. Raise it with a migration below whenever
 * the stored shape or its rules change; the stored version is under the `version` key.
 */
export const STATE_VERSION = 1;

/** The localStorage key holding the version the stored fields were written in. */
export const VERSION_KEY = 'version';

type Stored = PersistedState & Record<string, unknown>;

function lastCountPerArticle(cart: GuestCartEntry[]): GuestCartEntry[] {
  const byAid = new Map<number, number>();
  cart.forEach((entry) => byAid.set(entry.aid, entry.count));
  return [...byAid].map(([aid, count]) => ({ aid, count }));
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * Version 1: lists written before versions existed could repeat an article or a product id;
 * the server keeps the last count of a repeated article (api-contract: cartlist), so the
 * stored cart does the same, and the id lists keep each id once.
 */
export const migrations: MigrationManifest = {
  1: (state) => {
    if (!state) return state;
    const stored = { ...(state as Stored) };
    if (Array.isArray(stored.guest)) stored.guest = lastCountPerArticle(stored.guest as GuestCartEntry[]);
    if (Array.isArray(stored.ids)) stored.ids = unique(stored.ids as number[]);
    if (Array.isArray(stored.compareIds)) stored.compareIds = unique(stored.compareIds as number[]);
    return stored;
  },
};
