import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchBrands, fetchMenus } from '../../../src/client/features/layout/layout-api';
import { layoutSaga } from '../../../src/client/features/layout/layout-saga';
import layoutReducer, { brandsFailed, brandsLoaded, initialLayoutState, menusFailed, menusLoaded, searchClosed, searchOpened, searchSubmitted, type LayoutState } from '../../../src/client/features/layout/layout-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { brandsFixture, menusFixture } from './layout-fixtures';
import { headerMounted, searchCleared, searchPageRefused } from '../../../src/client/lib/shared-events';

const reducer = combineReducers({ layout: layoutReducer });
const withLayout = (patch: Partial<LayoutState> = {}) => ({ layout: { ...initialLayoutState, ...patch } });
const networkError = new Error('Network Error');

describe('layout saga', () => {
  it('loads the menus and the brands once the header has mounted', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([
        [matchers.call.fn(fetchMenus), menusFixture],
        [matchers.call.fn(fetchBrands), brandsFixture],
      ])
      .put(menusLoaded(menusFixture))
      .put(brandsLoaded(brandsFixture))
      .dispatch(headerMounted())
      .hasFinalState(withLayout({ menus: menusFixture, menusStatus: 'succeeded', brands: brandsFixture, brandsStatus: 'succeeded' }))
      .silentRun(50));

  it('fails silently: the status says failed and no message is shown', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([
        [matchers.call.fn(fetchMenus), throwError(networkError)],
        [matchers.call.fn(fetchBrands), throwError(networkError)],
        [matchers.call.fn(notify), undefined],
      ])
      .put(menusFailed())
      .put(brandsFailed())
      .not.call.fn(notify)
      .dispatch(headerMounted())
      .hasFinalState(withLayout({ menusStatus: 'failed', brandsStatus: 'failed' }))
      .silentRun(50));

  it('keeps the brands when only the menus call fails', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([
        [matchers.call.fn(fetchMenus), throwError(networkError)],
        [matchers.call.fn(fetchBrands), brandsFixture],
      ])
      .dispatch(headerMounted())
      .hasFinalState(withLayout({ menusStatus: 'failed', brands: brandsFixture, brandsStatus: 'succeeded' }))
      .silentRun(50));

  it('does not fetch again when the header mounts after a successful load', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout({ menus: menusFixture, menusStatus: 'succeeded', brands: brandsFixture, brandsStatus: 'succeeded' }))
      .provide([
        [matchers.call.fn(fetchMenus), menusFixture],
        [matchers.call.fn(fetchBrands), brandsFixture],
      ])
      .not.call.fn(fetchMenus)
      .not.call.fn(fetchBrands)
      .dispatch(headerMounted())
      .silentRun(50));

  it('shows the results on /shop and closes the overlay when a search is submitted', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([[matchers.call.fn(navigate), undefined]])
      .call(navigate, '/shop')
      .not.put(searchPageRefused())
      .not.put(searchCleared())
      .dispatch(searchOpened())
      .dispatch(searchSubmitted())
      .hasFinalState(withLayout({ searchOpen: false }))
      .silentRun(50));

  it('lets the page it stays on show the results when the router refuses to go to /shop', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([[matchers.call.fn(navigate), throwError(new Error('navigation aborted'))]])
      .put(searchPageRefused())
      .dispatch(searchSubmitted())
      .silentRun(50));

  it('clears the search term when the overlay is closed', () =>
    expectSaga(layoutSaga)
      .withReducer(reducer, withLayout())
      .provide([[matchers.call.fn(navigate), undefined]])
      .put(searchCleared())
      .not.call.fn(navigate)
      .dispatch(searchOpened())
      .dispatch(searchClosed())
      .hasFinalState(withLayout({ searchOpen: false }))
      .silentRun(50));
});
