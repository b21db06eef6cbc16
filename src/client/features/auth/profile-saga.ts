import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { ACCOUNT_MSG, MSG } from '../../../shared/messages';
import { notify } from '../../lib/notify';
import { answerOfError, changePassword, confirmEmailChange, editProfile, type ProfileRequest, type TokenAnswer } from './auth-api';
import {
  emailCodeAnswered, emailCodeFailed, emailCodeSent, emailCodeSubmitted,
  passwordChangeAnswered, passwordChangeFailed, passwordChangeSubmitted, profileAnswered, profileFailed, profileSubmitted,
} from './auth-forms-slice';
import { sessionExpired, tokenRenewed } from './auth-slice';
import { SHORT } from './outcomes';
import { customerFromToken } from './token';

// The dashboard's own requests. Both answer with a fresh token on success: it carries the new
// profile (or replaces the one a password change revoked), so it becomes the session's token.

/**
 * The fresh token with the customer it carries. A token that cannot be read carries no
 * customer, so the session cannot go on with it: it ends as an expired one would.
 */
export function renewal(token: string) {
  const customer = customerFromToken(token);
  return customer ? tokenRenewed({ token, customer }) : sessionExpired();
}

const withoutToken = ({ status, message }: TokenAnswer) => (message === undefined ? { status } : { status, message });

/** Spec section 8: a failed edit is silent (the spinner stops); statuses 2 and 3 show inline. */
export function* submitProfile(action: PayloadAction<ProfileRequest>) {
  let answer: TokenAnswer;
  try {
    answer = yield call(editProfile, action.payload);
  } catch {
    yield put(profileFailed());
    return;
  }
  // The profile form shows no result text; a pending email's text goes to the code form.
  yield put(profileAnswered(answer.status === 1 ? { status: 1 } : withoutToken(answer)));
  if (answer.status !== 1) return;
  if (answer.token) yield put(renewal(answer.token));
  yield call(notify, ACCOUNT_MSG.profileSaved, 'success', SHORT);
  if (answer.emailPending) yield put(emailCodeSent({ message: answer.message ?? '' }));
}

/** The code from the new address moves the account; its fresh token carries the new email. */
export function* submitEmailCode(action: PayloadAction<{ code: string }>) {
  let answer: TokenAnswer;
  try {
    answer = yield call(confirmEmailChange, action.payload.code);
  } catch (error) {
    const refusal = answerOfError(error);
    yield put(refusal ? emailCodeAnswered(refusal) : emailCodeFailed());
    return;
  }
  yield put(emailCodeAnswered(withoutToken(answer)));
  if (answer.status !== 1) return;
  if (answer.token) yield put(renewal(answer.token));
  yield call(notify, answer.message ?? ACCOUNT_MSG.profileSaved, 'success', SHORT);
}

/** Status 2 and a wrong current password show inline, as does a failed call (spec section 8). */
export function* submitPasswordChange(action: PayloadAction<{ currentPassword: string; password: string }>) {
  let answer: TokenAnswer;
  try {
    answer = yield call(changePassword, action.payload.currentPassword, action.payload.password);
  } catch (error) {
    // A refusal with the server's explanation (HTTP 400) is shown like a status 0 answer.
    const refusal = answerOfError(error);
    yield put(refusal ? passwordChangeAnswered(refusal) : passwordChangeFailed());
    return;
  }
  yield put(passwordChangeAnswered(withoutToken(answer)));
  if (answer.status !== 1) return;
  if (answer.token) yield put(renewal(answer.token));
  yield call(notify, MSG.reset.changed, 'success', SHORT);
}

export function* watchProfileRequests() {
  yield all([
    // takeLeading: one save at a time; the button is busy until the answer is in.
    takeLeading(profileSubmitted.type, submitProfile),
    // takeLeading: a change revokes the old token, so a second one in flight would be refused.
    takeLeading(passwordChangeSubmitted.type, submitPasswordChange),
    // takeLeading: a code works once; a second one in flight would only be refused.
    takeLeading(emailCodeSubmitted.type, submitEmailCode),
  ]);
}
