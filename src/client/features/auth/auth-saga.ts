import { call, takeLatest } from 'redux-saga/effects';
import { navigate } from '../../lib/navigation';
import { logoutRequested } from './auth-slice';

/** Spec section 2: logout clears the session (the reducer did) and goes to the home page. */
export function* leaveAfterLogout() {
  yield call(navigate, '/');
}

export function* authSaga() {
  // takeLatest: repeated logout clicks need only one trip home.
  yield takeLatest(logoutRequested.type, leaveAfterLogout);
}
