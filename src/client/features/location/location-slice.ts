import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How the browser got to a location: a link or saga (PUSH), a redirect (REPLACE), back/forward or a load (POP). */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

/**
 * Where the shopper is. Recorded by an action on every navigation, so a replayed state knows its
 * page: the router follows this state when DevTools jumps to it (see app/location-sync.ts).
 */
export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's own key: back/forward restores the scroll position kept under it. */
  key: string;
  historyAction: HistoryAction;
}

export type LocationChange = LocationState;

export const initialLocationState: LocationState = { pathname: '/', search: '', hash: '', key: 'default', historyAction: 'POP' };

const locationSlice = createSlice({
  name: 'location',
  initialState: initialLocationState,
  reducers: {
    /** The router moved (first load, link, back/forward, redirect or a saga's navigate). */
    changed(_state, action: PayloadAction<LocationChange>) {
      const { pathname, search, hash, key, historyAction } = action.payload;
      return { pathname, search, hash, key, historyAction };
    },
  },
});

export const { changed: locationChanged } = locationSlice.actions;
export default locationSlice.reducer;
