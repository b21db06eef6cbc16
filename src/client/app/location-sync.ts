import type { UnknownAction } from '@reduxjs/toolkit';
import { pathOf, selectLocation } from '../features/location/location-selectors';
import { locationChanged, type HistoryAction, type LocationState } from '../features/location/location-slice';

interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

interface RouterState {
  location: RouterLocation;
  historyAction: string;
}

/** The part of a data router (createBrowserRouter, createMemoryRouter) that the sync uses. */
export interface FollowingRouter {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
}

interface LocationStore {
  getState(): { location: LocationState };
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

const samePlace = (a: Pick<LocationState, 'pathname' | 'search' | 'hash'>, b: RouterLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

function changeOf(state: RouterState) {
  const { pathname, search, hash, key } = state.location;
  const historyAction = (['PUSH', 'REPLACE', 'POP'].includes(state.historyAction) ? state.historyAction : 'POP') as HistoryAction;
  return locationChanged({ pathname, search, hash, key, historyAction });
}

/**
 * Keeps the location in the store and the router's in step, both ways:
 * - every navigation the router makes is recorded as `location/changed`;
 * - when the store holds another place than the router shows, which happens only when DevTools
 *   jumps to a recorded state, the router follows the store (replacing the entry, so stepping
 *   through a log adds no history). Its own move then matches the store and records nothing.
 * Answers a function that stops both directions.
 */
export function syncLocation(store: LocationStore, router: FollowingRouter): () => void {
  const record = (state: RouterState) => {
    if (!samePlace(selectLocation(store.getState()), state.location)) store.dispatch(changeOf(state));
  };
  record(router.state);
  const stopRouter = router.subscribe(record);
  let following: string | null = null;
  const stopStore = store.subscribe(() => {
    const wanted = selectLocation(store.getState());
    if (samePlace(wanted, router.state.location)) {
      following = null;
      return;
    }
    const path = pathOf(wanted);
    // One navigation per wanted place: a lazy page keeps the router on the old place meanwhile.
    if (following === path) return;
    following = path;
    void router.navigate(path, { replace: true });
  });
  return () => {
    stopRouter();
    stopStore();
  };
}
