import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { BulkReply } from '../../../shared/api-types';
import { notify } from '../../lib/notify';
import { loaded as cartLoaded } from '../cart/cart-slice';
import { postReorder } from './reorder-api';
import { orderAgainClicked, orderAgainFailed, orderAgainSucceeded } from './reorder-slice';

export const REORDER_TOASTS = { failed: 'The order could not be put into your cart. Please try again.' } as const;

export function* orderAgain(action: PayloadAction<{ orderId: number }>) {
  const { orderId } = action.payload;
  try {
    const reply: BulkReply = yield call(postReorder, orderId);
    yield put(cartLoaded(reply.cart));
    yield put(orderAgainSucceeded({ orderId, results: reply.results }));
  } catch {
    yield put(orderAgainFailed({ orderId }));
    yield call(notify, REORDER_TOASTS.failed, 'error');
  }
}

export function* reorderSaga() {
  // takeEvery: each order's button is its own request; the server's cart lock orders them.
  yield takeEvery(orderAgainClicked.type, orderAgain);
}
