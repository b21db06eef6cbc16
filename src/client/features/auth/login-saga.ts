import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { GuestCartEntry } from '../../../shared/api-types';
import { MSG } from '../../../shared/messages';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { selectGuestCart } from '../cart/cart-selectors';
import { guestMerged } from '../cart/cart-slice';
import { selectCompareIds, selectWishIds } from '../wishlist/wishlist-selectors';
import { listsReplaced, mergeFailed as wishlistMergeFailed } from '../wishlist/wishlist-slice';
import { login, mergeGuestLists, type LoginAnswer, type LoginRequest, type MergeAnswer } from './auth-api';
import {
  guestMergeFailed, loginAwaitingApproval, loginFailed, loginNeedsConfirmation, loginSubmitted,
} from './auth-forms-slice';
import { loginSucceeded } from './auth-slice';
import { SHORT } from './outcomes';
import { customerFromToken } from './token';

/**
 * Spec section 4: the guest's cart, wishlist and compare list join the customer's saved ones.
 * On status 1 the merged lists replace the local ones; otherwise the local lists stay.
 */
export function* mergeGuestData(token: string) {
  const cart: GuestCartEntry[] = yield select(selectGuestCart);
  const wish: number[] = yield select(selectWishIds);
  const compare: number[] = yield select(selectCompareIds);
  try {
    const answer: MergeAnswer = yield call(mergeGuestLists, token, { cart, wish, compare });
    if (answer.status === 1 && answer.cart) {
      yield put(guestMerged(answer.cart));
      yield put(listsReplaced({ ids: answer.wish, compareIds: answer.compare }));
      return;
    }
  } catch {
    // Falls through: a failed merge still logs the customer in.
  }
  yield put(guestMergeFailed());
  // The local wishlist is not the saved one: the wishlist must merge it, not replace the saved list.
  yield put(wishlistMergeFailed());
}

function* refuse() {
  yield put(loginFailed());
  yield call(notify, MSG.error, 'error', SHORT);
}

/**
 * The login outcomes of api-contract.md. The merge runs before the session starts: the cart
 * and wishlist reload when a customer logs in, and must find the merged lists on the server
 * (a wishlist sent before the merge would replace the saved one).
 */
export function* submitLogin(action: PayloadAction<LoginRequest>) {
  let answer: LoginAnswer;
  try {
    answer = yield call(login, action.payload);
  } catch {
    yield* refuse();
    return;
  }
  // The saga reads the customer from the token; the reducer only stores what it is given.
  const customer = typeof answer.token === 'string' ? customerFromToken(answer.token) : null;
  if (typeof answer.token === 'string' && customer) {
    yield call(mergeGuestData, answer.token);
    yield put(loginSucceeded({ token: answer.token, customer }));
    yield call(notify, MSG.login.success, 'success', SHORT);
    yield call(navigate, '/');
  } else if (typeof answer.email === 'string' && answer.email !== '') {
    yield put(loginNeedsConfirmation({ email: answer.email }));
    yield call(navigate, `/confirm/${encodeURIComponent(answer.email)}`);
  } else if (answer.status === 5) {
    const notice = answer.message || MSG.confirm.awaitingApproval;
    yield put(loginAwaitingApproval({ status: 5, message: notice }));
    // Spec section 8: a login answered without a token or an email is toasted 'Error'; the
    // form itself says why (the approval notice).
    yield call(notify, MSG.error, 'error', SHORT);
  } else {
    yield* refuse();
  }
}

export function* watchLogin() {
  // takeLeading: a second click while signing in must not start a second session and merge.
  yield takeLeading(loginSubmitted.type, submitLogin);
}
