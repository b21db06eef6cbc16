import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { logout, logoutEverywhere } from './auth-api';
import { logoutClicked, logoutEverywhereClicked, logoutEverywhereFailed } from './auth-forms-slice';
import { selectToken } from './auth-selectors';
import { logoutRequested } from './auth-slice';

// Logging out ends the session on the server too, so a copied token stops working at once.
// The token is read before logoutRequested makes the store forget it.

export function* endThisSession() {
  const token: string | null = yield select(selectToken);
  if (token) {
    try {
      yield call(logout, token);
    } catch {
      // Offline or refused (already ended): the visitor still leaves; the token runs out by itself.
    }
  }
  yield put(logoutRequested());
}

/** "Log out on all devices": this one leaves only once the server has ended them all. */
export function* endEverySession() {
  try {
    yield call(logoutEverywhere);
  } catch {
    yield put(logoutEverywhereFailed());
    return;
  }
  yield put(logoutRequested());
}

export function* watchSessionRequests() {
  yield all([
    // takeLeading: repeated clicks make one trip to the server.
    takeLeading(logoutClicked.type, endThisSession),
    takeLeading(logoutEverywhereClicked.type, endEverySession),
  ]);
}
