import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ProductList } from '../../../shared/api-types';
import { MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { selectToken } from '../auth/auth-selectors';
import { loginSucceeded } from '../auth/auth-slice';
import { mergeWishlist, syncWishlist, type WishMergeAnswer } from './wishlist-api';
import { listsReplaced, pageOpened, synced, syncFailed, syncStarted, toggled } from './wishlist-slice';
import { selectIsWished, selectWishIds, selectWishMergePending } from './wishlist-selectors';
import { headerMounted } from '../../lib/shared-events';

/** The reducer already toggled the id; the toast tells which way it went (spec section 4). */
export function* announceToggle(action: PayloadAction<number>) {
  const wished: boolean = yield select(selectIsWished, action.payload);
  if (wished) yield call(notify, MSG.wishlist.added, 'success');
  else yield call(notify, MSG.wishlist.removed, 'error');
}

/**
 * Spec section 4: the wishlist is synchronised after load (when there is one) and after every
 * toggle: the server answers with the wished products (and saves the list for a customer).
 * An empty list needs no call: there is nothing to show or, after the last removal, the
 * empty list is sent so a customer's saved wishlist empties too.
 */
export function* synchronise(action: { type: string }) {
  const ids: number[] = yield select(selectWishIds);
  const token: string | null = yield select(selectToken);
  const pending: boolean = yield select(selectWishMergePending);
  if (token && pending) {
    yield call(mergeIntoSaved, ids);
    return;
  }
  if (ids.length === 0 && action.type !== toggled.type) {
    yield put(synced({ products: [] }));
    return;
  }
  yield put(syncStarted());
  try {
    const result: ProductList = yield call(syncWishlist, ids);
    yield put(synced({ products: result.products }));
  } catch {
    yield put(syncFailed());
  }
}

/**
 * After a failed login merge the local list is the guest's alone: sending it as the wishlist
 * would replace the customer's saved one. It is merged instead (the saved list only gains), and
 * the saved list the server answers with becomes the local one, which then synchronises.
 */
export function* mergeIntoSaved(ids: number[]) {
  yield put(syncStarted());
  try {
    const answer: WishMergeAnswer = yield call(mergeWishlist, ids);
    if (answer.status === 1 && Array.isArray(answer.wish)) {
      yield put(listsReplaced({ ids: answer.wish }));
      return;
    }
  } catch {
    // Falls through: the list stays local and pending until a later sync merges it.
  }
  yield put(syncFailed());
}

export function* wishlistSaga() {
  yield all([
    // takeEvery: each toggle deserves its own message, even on quick repeated clicks.
    takeEvery(toggled.type, announceToggle),
    // takeLatest: the newest list is the one to keep; an older answer in flight is dropped.
    takeLatest([headerMounted.type, toggled.type, listsReplaced.type, loginSucceeded.type, pageOpened.type], synchronise),
  ]);
}
