import { createSelector } from '@reduxjs/toolkit';
import { PAGE_SIZE } from '../../../shared/constants';
import { rangeText } from '../../../shared/messages';
import type { CatalogState } from './catalog-slice';

interface WithCatalog {
  catalog: CatalogState;
}

/** The submitted search the listings filter by. */
export const selectAppliedTerm = (state: WithCatalog) => state.catalog.filters.appliedTerm;

/** A submitted search is on its way to its results page (CatalogFilters.searchPagePending). */
export const selectSearchPagePending = (state: WithCatalog) => state.catalog.filters.searchPagePending;

/** The picks of the product page's choosers (null until its product is in). */
export const selectDetailChoice = (state: WithCatalog) => state.catalog.detail.choice;

export const selectListing = (state: WithCatalog) => state.catalog.listing;
export const selectListingKey = (state: WithCatalog) => state.catalog.listing.key;
export const selectListingProducts = (state: WithCatalog) => state.catalog.listing.products;
export const selectListingCount = (state: WithCatalog) => state.catalog.listing.count;
export const selectListingStatus = (state: WithCatalog) => state.catalog.listing.status;
export const selectListingPage = (state: WithCatalog) => state.catalog.listing.query?.p ?? 1;

/** Placeholders show while the first answer for a listing is on its way. */
export const selectListingIsLoading = (state: WithCatalog) =>
  state.catalog.listing.status === 'loading' || state.catalog.listing.status === 'idle';

/** 'There is no product.' shows only once an answer said so. */
export const selectListingIsEmpty = (state: WithCatalog) =>
  state.catalog.listing.status === 'succeeded' && state.catalog.listing.products.length === 0;

/** Spec section 2: '{first} - {last} of {count} Products' for the page on screen. */
export const selectListingRange = createSelector(
  [selectListingPage, selectListingCount, selectListingProducts],
  (page, count, products) => pageRange(page, count, products.length),
);

export function pageRange(page: number, count: number, shown: number, size: number = PAGE_SIZE.products): string {
  if (count === 0 || shown === 0) return rangeText(0, 0, count);
  const first = (page - 1) * size + 1;
  return rangeText(first, first + shown - 1, count);
}

export const selectPageCount = createSelector([selectListingCount], (count) => pageCount(count));

/** Pages of a listing; the paginator shows only when there is more than one. */
export function pageCount(count: number, size: number = PAGE_SIZE.products): number {
  return Math.max(1, Math.ceil(count / size));
}

export const selectDetail = (state: WithCatalog) => state.catalog.detail;
export const selectDetailSlug = (state: WithCatalog) => state.catalog.detail.slug;
export const selectDetailProduct = (state: WithCatalog) => state.catalog.detail.product;
export const selectDetailStatus = (state: WithCatalog) => state.catalog.detail.status;
