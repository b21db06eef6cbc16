import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SEARCH_RESULTS_PATH } from '../../../../shared/listing-meta';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { ListingQuery } from '../catalog-api';
import { selectSearchPagePending } from '../catalog-selectors';
import { listingRequested } from '../catalog-slice';
import { listingKey } from '../listing-key';

/**
 * Asks for a listing whenever what it shows changes (spec section 4: clear and refetch);
 * `enabled` false waits (a brand page that still needs the brands to know its first brand).
 * Nothing is asked while a submitted search is on its way to its results page: its term applies
 * at once, and the category page being left would ask for its own results for it, thrown away.
 * The results page's own request ends the wait (catalog-slice.ts).
 * Answers the key of the listing this page shows (null while it waits), for ListingFrame.
 */
export function useListing(query: ListingQuery, enabled = true): string | null {
  const dispatch = useAppDispatch();
  const searchPending = useAppSelector(selectSearchPagePending);
  const { pathname } = useLocation();
  const leaving = searchPending && pathname !== SEARCH_RESULTS_PATH;
  const { p, cid, mid, brid, term } = query;
  useEffect(() => {
    if (!enabled || leaving) return;
    dispatch(listingRequested({ p, cid, mid, brid, term: term?.trim() || undefined }));
  }, [dispatch, enabled, leaving, p, cid, mid, brid, term]);
  return enabled ? listingKey({ p, cid, mid, brid, term }) : null;
}
