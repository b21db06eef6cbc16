import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CatalogFilters {
  /** The shared search term of the header overlay and the listings (spec section 3). */
  searchTerm: string;
}

export interface CatalogState {
  filters: CatalogFilters;
}

export const initialCatalogState: CatalogState = { filters: { searchTerm: '' } };

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    searchTermChanged(state, action: PayloadAction<string>) {
      state.filters.searchTerm = action.payload;
    },
    searchCleared(state) {
      state.filters.searchTerm = '';
    },
  },
});

export const { searchTermChanged, searchCleared } = catalogSlice.actions;
export default catalogSlice.reducer;
