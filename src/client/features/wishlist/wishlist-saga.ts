import type { PayloadAction } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { toggled } from './wishlist-slice';
import { selectIsWished } from './wishlist-selectors';

/** The reducer already toggled the id; the toast tells which way it went (spec section 4). */
export function* announceToggle(action: PayloadAction<number>) {
  const wished: boolean = yield select(selectIsWished, action.payload);
  if (wished) yield call(notify, MSG.wishlist.added, 'success');
  else yield call(notify, MSG.wishlist.removed, 'error');
}

export function* wishlistSaga() {
  // takeEvery: each toggle deserves its own message, even on quick repeated clicks.
  yield takeEvery(toggled.type, announceToggle);
}
