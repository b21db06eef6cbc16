import { createSelector } from '@reduxjs/toolkit';
import type { SearchSuggestions } from '../../../shared/api-types';
import { normalizeSearchTerm } from '../../../shared/search-term';
import type { SearchState } from './search-slice';

interface WithSearch { search: SearchState; catalog: { filters: { searchTerm: string } } }

/** The overlay's text: the shared search term of spec section 3, kept in the catalog's filters. */
export const selectSearchTerm = (state: WithSearch) => state.catalog.filters.searchTerm;
export const selectHighlighted = (state: WithSearch) => state.search.highlighted;

/**
 * The suggestions to show: only those answering the text now in the input, so an answer for
 * an older text never shows under a newer one, whatever order the answers came in.
 */
export const selectSuggestions = createSelector(
  [(state: WithSearch) => state.search.suggestions, selectSearchTerm],
  (suggestions, text): SearchSuggestions | null => (suggestions && suggestions.term === normalizeSearchTerm(text) ? suggestions : null),
);
