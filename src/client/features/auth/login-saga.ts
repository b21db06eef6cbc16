import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, take, takeLeading } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { login, type LoginAnswer, type LoginRequest } from './auth-api';
import {
  guestMergeSettled, loginAccepted, loginAwaitingApproval, loginFailed, loginNeedsConfirmation, loginSubmitted,
} from './auth-forms-slice';
import { loginSucceeded } from './auth-slice';
import { SHORT } from './outcomes';
import { customerFromToken } from './token';

function* refuse() {
  yield put(loginFailed());
  yield call(notify, MSG.error, 'error', SHORT);
}

/**
 * The login outcomes of api-contract.md. The guest lists merge (the cart feature's
 * guest-merge saga answers loginAccepted) before the session starts: the cart and wishlist
 * reload when a customer logs in, and must find the merged lists on the server (a wishlist
 * sent before the merge would replace the saved one).
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
    yield put(loginAccepted({ token: answer.token }));
    yield take(guestMergeSettled.type);
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
