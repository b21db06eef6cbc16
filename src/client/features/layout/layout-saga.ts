import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Brand, MenuEntry } from '../../../shared/api-types';
import { SEARCH_RESULTS_PATH } from '../../../shared/listing-meta';
import { navigate } from '../../lib/navigation';
import { fetchBrands, fetchMenus } from './layout-api';
import { brandsFailed, brandsLoaded, brandsRequested, menusFailed, menusLoaded, menusRequested, searchClosed, searchSubmitted } from './layout-slice';
import { selectBrandsStatus, selectMenusStatus } from './layout-selectors';
import type { LoadStatus } from './layout-slice';
import { searchCleared, headerMounted, searchPageRefused } from '../../lib/shared-events';

// Spec section 8: a failed menus or brands call shows nothing; the header keeps its fixed entries.
export function* loadMenus() {
  const status: LoadStatus = yield select(selectMenusStatus);
  if (status === 'succeeded') return;
  yield put(menusRequested());
  try {
    const menus: MenuEntry[] = yield call(fetchMenus);
    yield put(menusLoaded(menus));
  } catch {
    yield put(menusFailed());
  }
}

export function* loadBrands() {
  const status: LoadStatus = yield select(selectBrandsStatus);
  if (status === 'succeeded') return;
  yield put(brandsRequested());
  try {
    const brands: Brand[] = yield call(fetchBrands);
    yield put(brandsLoaded(brands));
  } catch {
    yield put(brandsFailed());
  }
}

export function* loadNavigation() {
  yield all([call(loadMenus), call(loadBrands)]);
}

/**
 * The reducer already closed the overlay and applied the term; the results live on the shop
 * listing, which asks for them once it is on screen (use-listing.ts). Should the router refuse
 * to go there, the page stays and shows the results where it is.
 */
export function* showSearchResults() {
  try {
    yield call(navigate, SEARCH_RESULTS_PATH);
  } catch {
    yield put(searchPageRefused());
  }
}

/** Closing the overlay abandons the search, so the shared term must not keep filtering listings. */
export function* clearSearchTerm() {
  yield put(searchCleared());
}

export function* layoutSaga() {
  // takeLeading: a remounted header (strict mode, hot reload) must not start a second load
  // while the first is still running; a later mount after success is skipped by the status check.
  yield takeLeading(headerMounted.type, loadNavigation);
  // takeLatest: a quick second submit only needs the latest navigation to /shop.
  yield takeLatest(searchSubmitted.type, showSearchResults);
  // takeEvery: every close must clear the term; none may be dropped.
  yield takeEvery(searchClosed.type, clearSearchTerm);
}
