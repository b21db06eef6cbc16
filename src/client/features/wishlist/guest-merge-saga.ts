import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { GuestCartEntry } from '../../../shared/api-types';
import { guestMergeFailed, guestMergeSettled, loginAccepted } from '../auth/auth-forms-slice';
import { selectGuestCart } from '../cart/cart-selectors';
import { guestMerged } from '../cart/cart-slice';
import { mergeGuestLists, type MergeAnswer } from './wishlist-api';
import { selectCompareIds, selectWishIds } from './wishlist-selectors';
import { listsReplaced, mergeFailed as wishlistMergeFailed } from './wishlist-slice';

/**
 * Spec section 4: on login the guest's cart, wishlist and compare list join the customer's
 * saved ones. On status 1 the merged lists replace the local ones; otherwise the local lists
 * stay. Either way it ends with guestMergeSettled, which the login saga waits for before the
 * session starts.
 */
export function* mergeGuestData(action: PayloadAction<{ token: string }>) {
  const cart: GuestCartEntry[] = yield select(selectGuestCart);
  const wish: number[] = yield select(selectWishIds);
  const compare: number[] = yield select(selectCompareIds);
  try {
    const answer: MergeAnswer = yield call(mergeGuestLists, action.payload.token, { cart, wish, compare });
    if (answer.status === 1 && answer.cart) {
      yield put(guestMerged(answer.cart));
      yield put(listsReplaced({ ids: answer.wish, compareIds: answer.compare }));
      yield put(guestMergeSettled());
      return;
    }
  } catch {
    // Falls through: a failed merge still logs the customer in.
  }
  yield put(guestMergeFailed());
  // The local wishlist is not the saved one: the wishlist must merge it, not replace the saved list.
  yield put(wishlistMergeFailed());
  yield put(guestMergeSettled());
}

export function* guestMergeSaga() {
  // takeLeading: the login saga lets one login through at a time, and its merge is sent once.
  yield takeLeading(loginAccepted.type, mergeGuestData);
}
