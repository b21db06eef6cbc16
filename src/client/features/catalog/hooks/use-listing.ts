import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { ListingQuery } from '../catalog-api';
import { listingRequested } from '../catalog-slice';
import { listingKey } from '../listing-key';

/**
 * Asks for a listing whenever what it shows changes (spec section 4: clear and refetch);
 * `enabled` false waits (a brand page that still needs the brands to know its first brand).
 * Answers the key of the listing this page shows (null while it waits), for ListingFrame.
 */
export function useListing(query: ListingQuery, enabled = true): string | null {
  const dispatch = useAppDispatch();
  const { p, cid, mid, brid, term } = query;
  useEffect(() => {
    if (!enabled) return;
    dispatch(listingRequested({ p, cid, mid, brid, term: term?.trim() || undefined }));
  }, [dispatch, enabled, p, cid, mid, brid, term]);
  return enabled ? listingKey({ p, cid, mid, brid, term }) : null;
}
