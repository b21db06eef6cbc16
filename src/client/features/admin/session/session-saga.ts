import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { StaffMember } from '../../../../shared/admin-types';
import { MSG } from '../../../../shared/messages';
import { navigate } from '../../../lib/navigation';
import { fetchMe, loginStaff, logoutStaff, type StaffLogin } from '../api/admin-api';
import { failureMessage, isSessionEnd, type Refusal } from '../api/admin-http';
import {
  loginFailed, loginSubmitted, loginSucceeded, logoutClicked, noStoredSession, sessionCheckFailed, sessionEnded,
  sessionRestored,
} from './session-slice';
import { clearStaffToken, readStaffToken, saveStaffToken } from './staff-token-storage';

/** When the back office opens: a stored staff token is checked with the server before use. */
export function* restoreSession() {
  const token: string | null = yield call(readStaffToken);
  if (!token) {
    yield put(noStoredSession());
    return;
  }
  try {
    const staff: StaffMember = yield call(fetchMe, token);
    yield put(sessionRestored({ token, staff }));
  } catch (error) {
    if (isSessionEnd(error)) yield put(sessionEnded());
    else yield put(sessionCheckFailed({ message: failureMessage(error) }));
  }
}

export function* logIn(action: PayloadAction<{ email: string; password: string }>) {
  const email = action.payload.email.trim();
  const { password } = action.payload;
  if (!email) {
    yield put(loginFailed({ message: MSG.login.emailRequired }));
    return;
  }
  if (!password) {
    yield put(loginFailed({ message: MSG.login.passwordRequired }));
    return;
  }
  try {
    const reply: StaffLogin | Refusal = yield call(loginStaff, email, password);
    if (!('token' in reply) || !reply.token) {
      yield put(loginFailed({ message: ('message' in reply && reply.message) || MSG.error }));
      return;
    }
    yield call(saveStaffToken, reply.token);
    yield put(loginSucceeded({ token: reply.token, staff: reply.staff }));
  } catch (error) {
    // A refused login is a 400 or 401 with the server's reason, not an ended session.
    yield put(loginFailed({ message: failureMessage(error) }));
  }
}

/** The store forgot the token already; storage still has it for the server's logout. */
export function* logOut() {
  const token: string | null = yield call(readStaffToken);
  if (token) {
    try {
      yield call(logoutStaff, token);
    } catch {
      // Offline or already ended: leave anyway; the token runs out within 8 hours.
    }
  }
  yield call(clearStaffToken);
  yield call(navigate, '/admin');
}

/** The server refused the token: it is of no use on the next visit either. */
export function* forgetToken() {
  yield call(clearStaffToken);
}

export function* sessionSaga() {
  yield all([
    call(restoreSession),
    // takeLeading: a second click on Log in while the first is on its way sends nothing.
    takeLeading(loginSubmitted.type, logIn),
    // takeLatest: one trip to the login screen is enough.
    takeLatest(logoutClicked.type, logOut),
    // takeEvery: several calls refused together each clear the same key; harmless and none lost.
    takeEvery(sessionEnded.type, forgetToken),
  ]);
}
