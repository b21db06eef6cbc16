import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { ListingQuery } from '../catalog-api';
import { listingRequested } from '../catalog-slice';

/**
 * Asks for a listing whenever what it shows changes (spec section 4: clear and refetch);
 * `enabled` false waits (a brand page that still needs the brands to know its first brand).
 */
export function useListing(query: ListingQuery, enabled = true) {
  const dispatch = useAppDispatch();
  const { p, cid, mid, brid, term } = query;
  useEffect(() => {
    if (!enabled) return;
    dispatch(listingRequested({ p, cid, mid, brid, term: term?.trim() || undefined }));
  }, [dispatch, enabled, p, cid, mid, brid, term]);
}
