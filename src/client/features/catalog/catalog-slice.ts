import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product, ProductList } from '../../../shared/api-types';
import { normalizeSearchTerm } from '../../../shared/search-term';
import { searchCleared, searchPageRefused, searchTermChanged } from '../../lib/shared-events';
import { SEARCH_RESULTS_PATH } from '../../../shared/listing-meta';
import { searchSubmitted } from '../layout/layout-slice';
import { locationChanged } from '../location/location-slice';
import type { ListingQuery } from './catalog-api';
import { listingKey } from './listing-key';
import { chooseVariant, chosenVariant, initialChoice, type VariantChoice } from './variant-choice';
import type { LoadStatus } from '../../lib/load-cases';

export type { LoadStatus };

export interface CatalogFilters {
  /** The shared search term of the header overlay (spec section 3), as it is being typed. */
  searchTerm: string;
  /** The term the listings filter by: taken from searchTerm when a search is submitted. */
  appliedTerm: string;
  /**
   * A search was submitted and its results page has not asked for them yet: the page being left
   * asks for nothing with the new term (its results would be thrown away; use-listing.ts).
   */
  searchPagePending: boolean;
}

/** The product grid on screen (shop, new, brand, meta and search listings share it). */
export interface ListingState {
  key: string | null;
  query: ListingQuery | null;
  status: LoadStatus;
  products: Product[];
  count: number;
}

/** The product detail page; `notFound` when the slug names no product. */
export interface DetailState {
  slug: string | null;
  status: LoadStatus | 'notFound';
  product: Product | null;
  /** The shopper's picks in the choosers of the product page (in the store so a replay shows them). */
  choice: VariantChoice | null;
}

/** A pick on the product page: an option of the first or second dimension, or a special offer. */
export type VariantPick = { type: 'first' | 'second'; id: number } | { type: 'offer'; variantId: number };

export interface CatalogState {
  filters: CatalogFilters;
  listing: ListingState;
  detail: DetailState;
}

export const initialListingState: ListingState = { key: null, query: null, status: 'idle', products: [], count: 0 };
export const initialDetailState: DetailState = { slug: null, status: 'idle', product: null, choice: null };

export const initialCatalogState: CatalogState = {
  filters: { searchTerm: '', appliedTerm: '', searchPagePending: false },
  listing: initialListingState,
  detail: initialDetailState,
};

export interface ListingLoadedPayload extends ProductList {
  key: string;
}

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** A listing screen wants these products; a new key clears the grid (placeholders show). */
    listingRequested(state, action: PayloadAction<ListingQuery>) {
      // The first listing asked for after a search is submitted is its results page's.
      state.filters.searchPagePending = false;
      const key = listingKey(action.payload);
      if (key === state.listing.key && state.listing.status !== 'failed') return;
      state.listing = { key, query: action.payload, status: 'loading', products: [], count: 0 };
    },
    listingLoaded(state, action: PayloadAction<ListingLoadedPayload>) {
      // An answer for a listing the user already left is dropped.
      if (action.payload.key !== state.listing.key) return;
      state.listing.status = 'succeeded';
      state.listing.products = action.payload.products;
      state.listing.count = action.payload.count;
    },
    /** Spec section 8: a failed listing only clears the loading state. */
    listingFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key !== state.listing.key) return;
      state.listing.status = 'failed';
    },
    productRequested(state, action: PayloadAction<string>) {
      if (state.detail.slug === action.payload && state.detail.status === 'succeeded') return;
      // The same product reloaded (new prices after a login) keeps the shopper's picks.
      const choice = state.detail.product?.slug === action.payload ? state.detail.choice : null;
      state.detail = { slug: action.payload, status: 'loading', product: null, choice };
    },
    productLoaded(state, action: PayloadAction<{ slug: string; product: Product }>) {
      if (action.payload.slug !== state.detail.slug) return;
      const { product } = action.payload;
      const kept = state.detail.choice;
      state.detail.status = 'succeeded';
      state.detail.product = product;
      state.detail.choice = kept && chosenVariant(product, kept) ? kept : initialChoice(product);
    },
    /** Spec section 4, variant selection on the product page. */
    variantPicked(state, action: PayloadAction<{ slug: string; pick: VariantPick }>) {
      const { product } = state.detail;
      if (!product || product.slug !== action.payload.slug) return;
      state.detail.choice = chooseVariant(state.detail.choice ?? initialChoice(product), action.payload.pick);
    },
    productNotFound(state, action: PayloadAction<{ slug: string }>) {
      if (action.payload.slug !== state.detail.slug) return;
      state.detail.status = 'notFound';
    },
    productFailed(state, action: PayloadAction<{ slug: string }>) {
      if (action.payload.slug !== state.detail.slug) return;
      state.detail.status = 'failed';
    },
    /** Prices depend on who looks (spec section 6): a login or logout makes them stale. */
    pricesExpired(state) {
      state.listing.key = null;
      state.detail.slug = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchTermChanged, (state, action) => {
      state.filters.searchTerm = action.payload;
    });
    builder.addCase(searchCleared, (state) => {
      state.filters.searchTerm = '';
      state.filters.appliedTerm = '';
      state.filters.searchPagePending = false;
    });
    // Typing refetches nothing; the listings change when the search is submitted, with the
    // term as the suggestions asked for it (a pasted tab or line break becomes a space).
    builder.addCase(searchSubmitted, (state) => {
      state.filters.appliedTerm = normalizeSearchTerm(state.filters.searchTerm);
      state.filters.searchPagePending = true;
    });
    builder.addCase(searchPageRefused, (state) => {
      state.filters.searchPagePending = false;
    });
    // Gone elsewhere than the results page (a link followed at once): that page's listing asks.
    builder.addCase(locationChanged, (state, action) => {
      if (action.payload.pathname !== SEARCH_RESULTS_PATH) state.filters.searchPagePending = false;
    });
  },
});

export const {
  listingRequested, listingLoaded, listingFailed,
  productRequested, productLoaded, productNotFound, productFailed, pricesExpired, variantPicked,
} = catalogSlice.actions;
export default catalogSlice.reducer;
