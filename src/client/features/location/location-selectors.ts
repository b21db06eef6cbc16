import type { LocationState } from './location-slice';

interface WithLocation {
  location: LocationState;
}

export const selectLocation = (state: WithLocation) => state.location;

/** The address of a location as the browser shows it after the origin. */
export function pathOf(location: Pick<LocationState, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

