import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchSuggestions } from '../../../shared/api-types';
import { searchClosed, searchSubmitted } from './layout-slice';
import type { LoadStatus } from './layout-slice';
import { searchCleared, searchTermChanged } from '../../lib/shared-events';

// The search overlay's suggestions. The typed text itself is the shared search term of the
// catalog slice (spec: Filters.searchTerm), which the overlay's input edits; everything
// else the overlay shows (what was suggested for which term, which suggestion the arrows are
// on) lives here, so replaying the actions redraws the overlay without a server.

export interface SearchState {
  /** The term the suggestions answer; '' when there are none. */
  term: string;
  suggestions: SearchSuggestions | null;
  status: LoadStatus;
  /** Index into the overlay's options (products, categories, brands, "all results"); -1 for none. */
  highlighted: number;
}

export const initialSearchState: SearchState = { term: '', suggestions: null, status: 'idle', highlighted: -1 };

/** Products, categories and brands, then the "all results" entry. */
export function optionCount(suggestions: SearchSuggestions | null): number {
  if (!suggestions) return 0;
  return suggestions.products.length + suggestions.categories.length + suggestions.brands.length + 1;
}

const reset = () => initialSearchState;

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    suggestionsRequested(state, action: PayloadAction<string>) {
      state.term = action.payload;
      state.status = 'loading';
    },
    suggestionsLoaded(state, action: PayloadAction<SearchSuggestions>) {
      state.term = action.payload.term;
      state.suggestions = action.payload;
      state.status = 'succeeded';
      state.highlighted = -1;
    },
    suggestionsFailed(state) {
      state.suggestions = null;
      state.status = 'failed';
      state.highlighted = -1;
    },
    /** The text became too short to suggest anything. */
    suggestionsCleared: reset,
    /** An arrow key: +1 down, -1 up, wrapping through "no suggestion" at either end. */
    highlightMoved(state, action: PayloadAction<1 | -1>) {
      const count = optionCount(state.suggestions);
      if (count === 0) return;
      const next = state.highlighted + action.payload;
      state.highlighted = next >= count ? -1 : next < -1 ? count - 1 : next;
    },
    /** A suggestion was picked (click, or Enter on the highlighted one); the saga follows its link. */
    suggestionChosen(_state, _action: PayloadAction<string>) {},
  },
  extraReducers: (builder) => {
    builder.addCase(searchTermChanged, (state) => {
      state.highlighted = -1;
    });
    builder.addCase(searchClosed, reset).addCase(searchSubmitted, reset).addCase(searchCleared, reset);
  },
});

export const {
  suggestionsRequested, suggestionsLoaded, suggestionsFailed, suggestionsCleared, highlightMoved, suggestionChosen,
} = searchSlice.actions;
export default searchSlice.reducer;
