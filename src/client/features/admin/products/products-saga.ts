import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { AdminProductSummary, Paged } from '../../../../shared/admin-types';
import { fetchProducts, type ProductQuery } from '../api/catalogue-api';
import { selectProductQuery, selectStaffToken } from '../admin-selectors';
import { failureOf, requestAgain } from '../shared/saga-support';
import { editorSaga } from './editor-saga';
import { imagesSaga } from './images-saga';
import { productsActions as actions } from './products-slice';

export function* loadProducts(action: PayloadAction<ProductQuery>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'products', AdminProductSummary> = yield call(fetchProducts, token ?? '', action.payload);
    yield put(actions.listLoaded({ count: page.count, products: page.products }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.listFailed({ message }));
  }
}

/** The screen opened again: the search and page it showed last, fresh from the server. */
export function* reloadProducts() {
  yield* requestAgain(selectProductQuery, actions.listRequested);
}

export function* productsSaga() {
  yield all([
    // takeLatest: only the search and page on screen matter; an older answer is dropped.
    takeLatest(actions.listRequested.type, loadProducts),
    // takeLatest: opening the screen twice quickly needs one reload.
    takeLatest(actions.screenOpened.type, reloadProducts),
    call(editorSaga),
    call(imagesSaga),
  ]);
}
