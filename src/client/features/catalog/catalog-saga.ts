import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Product, ProductList } from '../../../shared/api-types';
import { loginSucceeded, logoutRequested, sessionExpired } from '../auth/auth-slice';
import { fetchProduct, fetchProductList, type ListingQuery } from './catalog-api';
import {
  listingFailed, listingLoaded, listingRequested, pricesExpired, productFailed, productLoaded, productNotFound,
  productRequested,
} from './catalog-slice';
import { selectDetail, selectDetailSlug, selectListing, selectListingKey } from './catalog-selectors';
import type { CatalogState, DetailState, ListingState } from './catalog-slice';

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
  const detail: DetailState = yield select(selectDetail);
  // The reducer kept a product already on screen: nothing to fetch.
  if (detail.slug !== slug || detail.status !== 'loading') return;
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

/**
 * takeLatest by what the screen shows (the key the reducer moved to): a request for something
 * else cancels the one in flight, while a repeat of the request in flight (a page mounted twice)
 * lets it finish instead of sending it again.
 */
export function* takeLatestDistinct(
  type: string,
  selectKey: (state: { catalog: CatalogState }) => string | null,
  worker: (action: never) => unknown,
) {
  let running: { task: Task; key: string | null } | null = null;
  for (;;) {
    const action: PayloadAction<unknown> = yield take(type);
    const key: string | null = yield select(selectKey);
    if (running?.task.isRunning()) {
      if (running.key === key) continue;
      yield cancel(running.task);
    }
    const task: Task = yield fork(worker, action as never);
    running = { task, key };
  }
}

export function* catalogSaga() {
  // Latest distinct: only the listing on screen matters; leaving a page cancels its request.
  yield fork(takeLatestDistinct, listingRequested.type, selectListingKey, loadListing);
  // Latest distinct: the product page shows one product at a time.
  yield fork(takeLatestDistinct, productRequested.type, selectDetailSlug, loadProduct);
  // takeLatest: one reload is enough however many session changes arrive together.
  yield takeLatest([loginSucceeded.type, logoutRequested.type, sessionExpired.type], reloadForNewViewer);
}
