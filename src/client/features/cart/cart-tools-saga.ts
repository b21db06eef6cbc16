import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { Cart, CartItem } from '../../../shared/api-types';
import { downloadText } from '../../lib/download';
import { notify } from '../../lib/notify';
import { clearServerCart } from './cart-api';
import { cartCsv } from './cart-csv';
import { selectCartItems } from './cart-selectors';
import { loaded } from './cart-slice';
import { clearConfirmed, clearFailed, clearSucceeded, exportClicked } from './cart-tools-slice';

export const CART_TOOLS_TOASTS = { cleared: 'Cart cleared', failed: 'Error' } as const;

export function* exportCart() {
  const items: CartItem[] = yield select(selectCartItems);
  yield call(downloadText, 'petora-cart.csv', cartCsv(items), 'text/csv;charset=utf-8');
}

export function* clearCart() {
  try {
    const cart: Cart = yield call(clearServerCart);
    yield put(loaded(cart));
    yield put(clearSucceeded());
    yield call(notify, CART_TOOLS_TOASTS.cleared, 'success');
  } catch {
    yield put(clearFailed());
    yield call(notify, CART_TOOLS_TOASTS.failed, 'error');
  }
}

export function* cartToolsSaga() {
  // takeLeading: a double click exports or clears once.
  yield takeLeading(exportClicked.type, exportCart);
  yield takeLeading(clearConfirmed.type, clearCart);
}
