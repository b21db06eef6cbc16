import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Address, CartItem } from '../../../shared/api-types';
import { MSG } from '../../../shared/messages';
import { navigate } from '../../lib/navigation';
import { ordersViewOpened } from '../../lib/shared-events';
import { notify } from '../../lib/notify';
import { selectSelectedAddress } from '../addresses/addresses-selectors';
import { selectCartItems, selectCartTotal } from '../cart/cart-selectors';
import { cleared as cartCleared, loaded as cartLoaded } from '../cart/cart-slice';
import { attemptSignature, newIdempotencyKey, refusalMessage, seenLines, type OrderAttempt } from './order-attempt';
import { fetchOrders, postOrder, type OrderReply, type OrderRequest, type OrdersReply } from './orders-api';
import { selectOrderAttempt } from './orders-selectors';
import {
  listFailed, listLoaded, listLoadStarted, orderSubmitted, placeFailed, placeStarted, placeSucceeded,
} from './orders-slice';

// The checkout screens show their toasts for 1500 ms (spec section 9).
const SHORT = { short: true };

/**
 * Register Invoice. Spec sections 4 and 8: an answer carrying the order is a success ('Invoce
 * registered successfully.', the server emptied the cart, on to /dashboard/orders); anything
 * else says 'Error', with the server's reason kept for the cart page when it gave one. The
 * total and the lines' prices sent are the ones on screen: prices that changed since refuse the
 * order, and the cart the refusal carries replaces the one shown.
 */
export function* placeOrder(action: PayloadAction<{ note: string }>) {
  const address: Address | null = yield select(selectSelectedAddress);
  const items: CartItem[] = yield select(selectCartItems);
  if (!address || items.length === 0) {
    // The button is disabled in this case; a replayed or stray event still must not order.
    yield put(placeFailed({ message: null }));
    yield call(notify, MSG.error, 'error', SHORT);
    return;
  }
  const total: number = yield select(selectCartTotal);
  const request: OrderRequest = {
    address: address.address, postalCode: address.postal_code ?? '', note: action.payload.note.trim(), total, lines: seenLines(items),
  };
  const signature = attemptSignature(request);
  const previous: OrderAttempt | null = yield select(selectOrderAttempt);
  const key: string = previous?.signature === signature ? previous.key : yield call(newIdempotencyKey);
  yield put(placeStarted({ key, signature }));
  try {
    const reply: OrderReply = yield call(postOrder, request, key);
    if (reply?.order) {
      yield put(placeSucceeded(reply.order));
      yield put(cartCleared());
      yield call(notify, MSG.order.registered, 'success', SHORT);
      yield call(navigate, '/dashboard/orders');
      return;
    }
    // Refused because the prices changed since the cart was shown: the cart shows the new ones.
    if (reply?.cart) yield put(cartLoaded(reply.cart));
    yield put(placeFailed({ message: refusalMessage(reply) }));
  } catch (error) {
    yield put(placeFailed({ message: refusalMessage(error) }));
  }
  yield call(notify, MSG.error, 'error', SHORT);
}

/** The orders of the dashboard; a failure is silent (spec section 8). */
export function* loadOrders() {
  yield put(listLoadStarted());
  try {
    const reply: OrdersReply = yield call(fetchOrders);
    yield put(reply?.status === 1 && Array.isArray(reply.orders) ? listLoaded(reply.orders) : listFailed());
  } catch {
    yield put(listFailed());
  }
}

export function* ordersSaga() {
  yield all([
    // takeLeading: one invoice at a time; a double click while the first is on its way is
    // dropped rather than sent as a second order.
    takeLeading(orderSubmitted.type, placeOrder),
    // takeLatest: reopening the Orders view needs only the newest list.
    takeLatest(ordersViewOpened.type, loadOrders),
  ]);
}
