import { all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import { onTokenRefused } from '../../lib/api-client';
import { navigate } from '../../lib/navigation';
import { watchAccountRequests } from './account-saga';
import { selectToken } from './auth-selectors';
import { logoutRequested, sessionExpired } from './auth-slice';
import { watchLogin } from './login-saga';
import { watchProfileRequests } from './profile-saga';
import { watchSessionRequests } from './session-saga';

/** Spec section 2: logout clears the session (the reducer did) and goes to the home page. */
export function* leaveAfterLogout() {
  yield call(navigate, '/');
}

/** The tokens the server refuses (HTTP 401 to a call that carried one), as a saga channel. */
export function refusedTokens(): EventChannel<{ token: string }> {
  return eventChannel((emit) => onTokenRefused((token) => emit({ token })));
}

/**
 * A refused token ends its session. Only the current one counts: a call still in flight
 * with a token that a password change has just replaced must not end the new session.
 * The protected pages then send the visitor to /login on their own (RequireCustomer).
 */
export function* endRefusedSessions() {
  const channel: EventChannel<{ token: string }> = yield call(refusedTokens);
  try {
    for (;;) {
      const { token }: { token: string } = yield take(channel);
      const current: string | null = yield select(selectToken);
      if (current !== null && current === token) yield put(sessionExpired());
    }
  } finally {
    channel.close();
  }
}

export function* authSaga() {
  yield all([
    // takeLatest: repeated logout clicks need only one trip home.
    takeLatest(logoutRequested.type, leaveAfterLogout),
    call(endRefusedSessions),
    call(watchLogin),
    call(watchAccountRequests),
    call(watchProfileRequests),
    call(watchSessionRequests),
  ]);
}
