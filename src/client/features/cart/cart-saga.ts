import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { GuestCartEntry } from '../../../shared/api-types';
import { loginSucceeded, logoutRequested, sessionExpired } from '../auth/auth-slice';
import { selectToken } from '../auth/auth-selectors';
import { fetchCustomerCart, fetchGuestCart, type CartReply } from './cart-api';
import { watchCountChoices } from './cart-count-saga';
import { guestItemChanged, loaded, loadFailed, loadStarted, pageOpened } from './cart-slice';
import { selectGuestCart } from './cart-selectors';
import { headerMounted } from '../../lib/shared-events';

const emptyCart = { items: [], count: 0, total: 0 };

/**
 * Refreshes the priced cart: the server cart for a customer, the local list priced by the
 * server for a guest. Spec sections 7 and 8: an answer with status 0 is ignored and a failed
 * call shows nothing.
 */
export function* refreshCart() {
  const token: string | null = yield select(selectToken);
  const guest: GuestCartEntry[] = yield select(selectGuestCart);
  if (!token && guest.length === 0) {
    // Nothing to price: an empty guest cart needs no round trip.
    yield put(loaded(emptyCart));
    return;
  }
  yield put(loadStarted());
  try {
    const reply: CartReply = token ? yield call(fetchCustomerCart, token) : yield call(fetchGuestCart, guest);
    if (reply.status === 0 || !reply.cart) {
      yield put(loadFailed());
      return;
    }
    yield put(loaded(reply.cart));
  } catch {
    yield put(loadFailed());
  }
}

export function* cartSaga() {
  yield all([
    // takeLatest: only the newest cart matters; an older answer in flight is dropped.
    takeLatest(
      [headerMounted.type, loginSucceeded.type, logoutRequested.type, sessionExpired.type, guestItemChanged.type, pageOpened.type],
      refreshCart,
    ),
    call(watchCountChoices),
  ]);
}
