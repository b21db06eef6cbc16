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

/** A page number from a route parameter: whole numbers from 1, anything else is page 1. */
export function pageFromParam(raw: string | undefined | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** An id from a route parameter, or null when it is missing or not a positive whole number. */
export function idFromParam(raw: string | undefined | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
