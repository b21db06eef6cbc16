import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Product, ProductList } from '../../../shared/api-types';
import { loginSucceeded, logoutRequested, sessionExpired } from '../auth/auth-slice';
import { fetchProduct, fetchProductList, type ListingQuery } from './catalog-api';
import {
  listingFailed, listingLoaded, listingRequested, pricesExpired, productFailed, productLoaded, productNotFound,
  productRequested,
} from './catalog-slice';
import { selectDetailSlug, selectListing, selectListingKey } from './catalog-selectors';
import type { ListingState } from './catalog-slice';

/**
 * Loads the listing the reducer just switched to. Spec section 8: a failed call shows no
 * message, the grid only stops loading. The reducer skipped a repeat of the same listing, so
 * only a request whose key is now loading goes to the server.
 */
export function* loadListing(action: PayloadAction<ListingQuery>) {
  const listing: ListingState = yield select(selectListing);
  const key = listing.key;
  if (key === null || listing.status !== 'loading') return;
  try {
    const result: ProductList = yield call(fetchProductList, action.payload);
    yield put(listingLoaded({ key, count: result.count, products: result.products }));
  } catch {
    yield put(listingFailed({ key }));
  }
}

export function* loadProduct(action: PayloadAction<string>) {
  const slug = action.payload;
  const current: string | null = yield select(selectDetailSlug);
  if (current !== slug) return;
  try {
    const product: Product | null = yield call(fetchProduct, slug);
    if (product) yield put(productLoaded({ slug, product }));
    else yield put(productNotFound({ slug }));
  } catch {
    yield put(productFailed({ slug }));
  }
}

/** Who is looking decides the prices: after a login or logout the screen is loaded again. */
export function* reloadForNewViewer() {
  const listing: ListingState = yield select(selectListing);
  const slug: string | null = yield select(selectDetailSlug);
  const listed: string | null = yield select(selectListingKey);
  yield put(pricesExpired());
  if (listed !== null && listing.query) yield put(listingRequested(listing.query));
  if (slug !== null) yield put(productRequested(slug));
}

export function* catalogSaga() {
  // takeLatest: only the listing on screen matters; leaving a page cancels its request.
  yield takeLatest(listingRequested.type, loadListing);
  // takeLatest: the product page shows one product at a time.
  yield takeLatest(productRequested.type, loadProduct);
  // takeLatest: one reload is enough however many session changes arrive together.
  yield takeLatest([loginSucceeded.type, logoutRequested.type, sessionExpired.type], reloadForNewViewer);
}
