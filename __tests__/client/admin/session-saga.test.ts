import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { MSG } from '../../../src/shared/messages';
import { adminReducer, initialAdminState } from '../../../src/client/features/admin/admin-reducer';
import { fetchMe, loginStaff, logoutStaff } from '../../../src/client/features/admin/api/admin-api';
import { logOut, sessionSaga } from '../../../src/client/features/admin/session/session-saga';
import {
  initialSessionState, loginFailed, loginSubmitted, loginSucceeded, logoutClicked, noStoredSession, SESSION_ENDED_MESSAGE,
  sessionCheckFailed, sessionEnded, sessionRestored,
} from '../../../src/client/features/admin/session/session-slice';
import {
  clearStaffToken, readStaffToken, saveStaffToken,
} from '../../../src/client/features/admin/session/staff-token-storage';
import { navigate } from '../../../src/client/lib/navigation';
import { adminAfter, httpError, networkError, reducer, staffMember, staffToken } from './admin-fixtures';

const fresh = () => ({ admin: initialAdminState });
const sessionOf = (patch: Partial<typeof initialSessionState>) => ({ admin: { ...initialAdminState, session: { ...initialSessionState, ...patch } } });
const noToken: StaticProvider = [matchers.call.fn(readStaffToken), null];
const storage: StaticProvider[] = [[matchers.call.fn(saveStaffToken), undefined], [matchers.call.fn(clearStaffToken), undefined]];

describe('staff session saga', () => {
  describe('when the back office opens', () => {
    it('shows the login screen when no staff token is stored', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken])
        .put(noStoredSession())
        .not.call.fn(fetchMe)
        .hasFinalState(sessionOf({ status: 'anonymous' }))
        .silentRun(50));

    it('checks a stored token with the server and opens the back office for its owner', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([[matchers.call.fn(readStaffToken), staffToken], [matchers.call.fn(fetchMe), staffMember]])
        .call(fetchMe, staffToken)
        .put(sessionRestored({ token: staffToken, staff: staffMember }))
        .hasFinalState(sessionOf({ status: 'signedIn', token: staffToken, staff: staffMember }))
        .silentRun(50));

    it('forgets a stored token the server refuses (401) and asks for a login', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([[matchers.call.fn(readStaffToken), staffToken], [matchers.call.fn(fetchMe), throwError(httpError(401))], ...storage])
        .put(sessionEnded())
        .call(clearStaffToken)
        .hasFinalState(sessionOf({ status: 'anonymous', error: SESSION_ENDED_MESSAGE }))
        .silentRun(50));

    it('keeps the stored token when the check fails for another reason, and says Error', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([[matchers.call.fn(readStaffToken), staffToken], [matchers.call.fn(fetchMe), throwError(networkError)], ...storage])
        .put(sessionCheckFailed({ message: MSG.error }))
        .not.call.fn(clearStaffToken)
        .silentRun(50));
  });

  describe('logging in', () => {
    it('stores the token and opens the back office', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken, [matchers.call.fn(loginStaff), { token: staffToken, staff: staffMember }], ...storage])
        .dispatch(loginSubmitted({ email: ' ops@petora.ae ', password: 'secret123' }))
        .call(loginStaff, 'ops@petora.ae', 'secret123')
        .call(saveStaffToken, staffToken)
        .put(loginSucceeded({ token: staffToken, staff: staffMember }))
        .hasFinalState(sessionOf({ status: 'signedIn', token: staffToken, staff: staffMember }))
        .silentRun(50));

    it('shows the server message of a refused login (HTTP 401) without storing anything', () =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken, [matchers.call.fn(loginStaff), throwError(httpError(401, { status: 0, message: 'Wrong email or password.' }))], ...storage])
        .dispatch(loginSubmitted({ email: 'ops@petora.ae', password: 'wrong-one' }))
        .put(loginFailed({ message: 'Wrong email or password.' }))
        .not.call.fn(saveStaffToken)
        .not.put(sessionEnded())
        .hasFinalState(sessionOf({ status: 'anonymous', error: 'Wrong email or password.' }))
        .silentRun(50));

    it('shows a refusal answered with status 0, and Error when the server is unreachable', async () => {
      await expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken, [matchers.call.fn(loginStaff), { status: 0, message: 'This account is disabled.' }], ...storage])
        .dispatch(loginSubmitted({ email: 'ops@petora.ae', password: 'secret123' }))
        .put(loginFailed({ message: 'This account is disabled.' }))
        .silentRun(50);
      await expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken, [matchers.call.fn(loginStaff), throwError(networkError)], ...storage])
        .dispatch(loginSubmitted({ email: 'ops@petora.ae', password: 'secret123' }))
        .put(loginFailed({ message: MSG.error }))
        .silentRun(50);
    });

    it.each([
      [{ email: '  ', password: 'secret123' }, MSG.login.emailRequired],
      [{ email: 'ops@petora.ae', password: '' }, MSG.login.passwordRequired],
    ])('asks for the missing field before calling the server (%o)', (form, message) =>
      expectSaga(sessionSaga)
        .withReducer(reducer, fresh())
        .provide([noToken, [matchers.call.fn(loginStaff), { token: staffToken, staff: staffMember }]])
        .dispatch(loginSubmitted(form))
        .put(loginFailed({ message }))
        .not.call.fn(loginStaff)
        .silentRun(50));
  });

  it('logs out: forgets the token and goes back to /admin', () =>
    expectSaga(sessionSaga)
      .withReducer(reducer, adminAfter())
      .provide([noToken, ...storage, [matchers.call.fn(navigate), undefined]])
      .dispatch(logoutClicked())
      .call(clearStaffToken)
      .call(navigate, '/admin')
      .hasFinalState(sessionOf({ status: 'anonymous' }))
      .silentRun(50));

  it('logs out on the server with the stored token before forgetting it', () =>
    expectSaga(logOut)
      .provide([[matchers.call.fn(readStaffToken), staffToken], [matchers.call.fn(logoutStaff), undefined], ...storage, [matchers.call.fn(navigate), undefined]])
      .call(logoutStaff, staffToken)
      .call(clearStaffToken)
      .call(navigate, '/admin')
      .run());

  it('still leaves when the server cannot be reached', () =>
    expectSaga(logOut)
      .provide([[matchers.call.fn(readStaffToken), staffToken], [matchers.call.fn(logoutStaff), throwError(networkError)], ...storage, [matchers.call.fn(navigate), undefined]])
      .call(clearStaffToken)
      .call(navigate, '/admin')
      .run());

  it('forgets the token whenever a screen reports the session ended', () =>
    expectSaga(sessionSaga)
      .withReducer(reducer, adminAfter())
      .provide([noToken, ...storage, [matchers.call.fn(navigate), undefined]])
      .dispatch(sessionEnded())
      .call(clearStaffToken)
      .not.call.fn(navigate)
      .silentRun(50));

  it('ends the session in the state: the login screen says why', () => {
    const ended = adminReducer(adminAfter().admin, sessionEnded());
    expect(ended.session).toEqual({ status: 'anonymous', token: null, staff: null, error: SESSION_ENDED_MESSAGE });
  });
});
