import type { ListingQuery } from './catalog-api';

/**
 * A listing's identity: two requests for the same key show the same products, so a change of
 * page, category or term is a change of key (spec section 4: the list clears and refetches).
 */
export function listingKey(query: ListingQuery): string {
  const filter = query.cid ? `cid:${query.cid}` : query.mid ? `mid:${query.mid}` : query.brid ? `brid:${query.brid}` : 'all';
  const term = query.term?.trim() ?? '';
  return `${filter}|p:${query.p}|t:${term.toLowerCase()}`;
}

