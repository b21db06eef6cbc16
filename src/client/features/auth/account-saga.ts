import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { MSG } from '../../../shared/messages';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import {
  answerOfError, confirmAccount, register, requestReset, resendCode, resetPassword, type RegistrationRequest,
} from './auth-api';
import {
  confirmAnswered, confirmFailed, confirmSubmitted, newPasswordAnswered, newPasswordFailed, newPasswordSubmitted,
  registerAnswered, registerFailed, registerSubmitted, resendAnswered, resendFailed, resendRequested, resetAnswered,
  resetFailed, resetRequested,
} from './auth-forms-slice';
import { registrationProblem, SHORT, type StatusAnswer } from './outcomes';

// The screens before a session exists: registration, confirmation, password reset.

/** The reason a refused call gives (a document that is no image or PDF, too many attempts), if any. */
function reasonOf(error: unknown): string | undefined {
  return answerOfError(error)?.message || undefined;
}

/**
 * Spec section 8: 1 says 'Your account created.'; every other answer or failure is toasted too,
 * with the server's reason when it refused the request (the spec's own words are 'Error').
 */
export function* submitRegistration(action: PayloadAction<RegistrationRequest>) {
  try {
    const answer: StatusAnswer = yield call(register, action.payload);
    yield put(registerAnswered(answer));
    const problem = registrationProblem(answer.status);
    if (problem === null) yield call(notify, MSG.register.created, 'success', SHORT);
    else yield call(notify, problem, 'error', SHORT);
  } catch (error) {
    const reason = reasonOf(error);
    yield put(registerFailed(reason));
    yield call(notify, reason ?? MSG.error, 'error', SHORT);
  }
}

/** The screen shows the outcome: the approval notice, or the error line. */
export function* submitConfirmation(action: PayloadAction<{ email: string; code: string }>) {
  try {
    const answer: StatusAnswer = yield call(confirmAccount, action.payload.email, action.payload.code);
    yield put(confirmAnswered(answer));
  } catch {
    yield put(confirmFailed());
  }
}

/** A new code is toasted; anything else shows 'Error' on the screen (spec section 8). */
export function* resendConfirmationCode(action: PayloadAction<{ email: string }>) {
  try {
    const answer: StatusAnswer = yield call(resendCode, action.payload.email);
    yield put(resendAnswered(answer));
    if (answer.status === 1) yield call(notify, MSG.confirm.codeResent, 'success', SHORT);
  } catch (error) {
    yield put(resendFailed(reasonOf(error)));
  }
}

/** Status 1 replaces the form with the sent notice; a failed call is toasted. */
export function* requestResetLink(action: PayloadAction<{ email: string }>) {
  try {
    const answer: StatusAnswer = yield call(requestReset, action.payload.email);
    yield put(resetAnswered(answer));
  } catch {
    yield put(resetFailed());
    yield call(notify, MSG.error, 'error', SHORT);
  }
}

/** Status 1 is toasted and leads to the login screen; a failed call is toasted. */
export function* submitNewPassword(action: PayloadAction<{ hash: string; password: string }>) {
  try {
    const answer: StatusAnswer = yield call(resetPassword, action.payload.hash, action.payload.password);
    yield put(newPasswordAnswered(answer));
    if (answer.status !== 1) return;
    yield call(notify, MSG.reset.changed, 'success', SHORT);
    yield call(navigate, '/login');
  } catch {
    yield put(newPasswordFailed());
    yield call(notify, MSG.error, 'error', SHORT);
  }
}

export function* watchAccountRequests() {
  yield all([
    // takeLeading: a double click must not register the same account twice.
    takeLeading(registerSubmitted.type, submitRegistration),
    // takeLatest: only the code typed last matters.
    takeLatest(confirmSubmitted.type, submitConfirmation),
    // takeLeading: the server sends at most one code a minute; extra clicks wait for the answer.
    takeLeading(resendRequested.type, resendConfirmationCode),
    // takeLeading: one reset mail per click burst.
    takeLeading(resetRequested.type, requestResetLink),
    // takeLeading: a reset code works once; a second submit would only fail.
    takeLeading(newPasswordSubmitted.type, submitNewPassword),
  ]);
}
