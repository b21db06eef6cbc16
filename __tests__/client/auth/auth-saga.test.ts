import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { authSaga, endRefusedSessions, refusedTokens } from '../../../src/client/features/auth/auth-saga';
import authReducer, {
  initialAuthState, loginSucceeded, logoutRequested, sessionExpired,
} from '../../../src/client/features/auth/auth-slice';
import { selectIsLeavingAfterLogout, selectIsLoggedIn } from '../../../src/client/features/auth/auth-selectors';
import { anonymous, api, withToken } from '../../../src/client/lib/api-client';
import { navigate } from '../../../src/client/lib/navigation';
import { accountReducer, accountState } from './auth-fixtures';
import { customerToken, tokenFor, customerSession } from './token-fixtures';

/** Every call is refused with HTTP 401, as the server answers an expired or revoked token. */
function refuseEverything() {
  api.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    Promise.reject(new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', config, null, {
      status: 401, statusText: 'Unauthorized', data: { status: 0, message: 'Unauthorized' }, headers: {}, config,
    }));
}

describe('auth saga', () => {
  it('goes home after logout, with the session and the server cart cleared', () =>
    expectSaga(authSaga)
      .withReducer(accountReducer, accountState({ loggedIn: true, cart: { status: 'succeeded' } }))
      .provide({ call: (effect, next) => (effect.fn === navigate ? undefined : next()) })
      .call(navigate, '/')
      .dispatch(logoutRequested())
      .hasFinalState({ ...accountState(), auth: { ...accountState().auth, loggedOut: true } })
      .silentRun(50));
});

describe('leaving a protected page by logout', () => {
  it('is marked until the next login, so the page logged out on does not send the visitor to /login', () => {
    const out = authReducer(authReducer(initialAuthState, loginSucceeded(customerSession)), logoutRequested());
    expect(selectIsLeavingAfterLogout({ auth: out })).toBe(true);
    expect(selectIsLoggedIn({ auth: out })).toBe(false);
    expect(selectIsLeavingAfterLogout({ auth: authReducer(out, loginSucceeded(customerSession)) })).toBe(false);
    expect(selectIsLeavingAfterLogout({ auth: authReducer(initialAuthState, sessionExpired()) })).toBe(false);
  });
});

describe('refused sessions', () => {
  const watch = (loggedIn: boolean, refusals = channel<{ token: string }>()) => ({
    refusals,
    saga: expectSaga(endRefusedSessions)
      .withReducer(accountReducer, accountState({ loggedIn }))
      .provide([[matchers.call.fn(refusedTokens), refusals]]),
  });

  it('ends the session whose token the server refused', async () => {
    const { saga, refusals } = watch(true);
    const running = saga.put(sessionExpired()).hasFinalState(accountState()).silentRun(50);
    refusals.put({ token: customerToken });
    await running;
  });

  it('keeps a session when the refused token is an older one (replaced by a password change)', async () => {
    const { saga, refusals } = watch(true);
    const running = saga.not.put(sessionExpired()).silentRun(50);
    refusals.put({ token: tokenFor({ email: 'layla@pawsco.ae', ver: 0 }) });
    const { storeState } = await running;
    expect(storeState.auth.token).toBe(customerToken);
  });

  it('does nothing when nobody is logged in', async () => {
    const { saga, refusals } = watch(false);
    const running = saga.not.put(sessionExpired()).silentRun(50);
    refusals.put({ token: customerToken });
    await running;
  });

  it('hears a 401 to a call that carried the token through the api client', async () => {
    refuseEverything();
    const running = expectSaga(endRefusedSessions)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .put(sessionExpired())
      .silentRun(50);
    await expect(api.get('/api/customer/addresslist', withToken(customerToken))).rejects.toThrow('Unauthorized');
    await running;
  });

  it('does not take a 401 to a call without a token (a wrong login password) for an ended session', async () => {
    refuseEverything();
    const running = expectSaga(endRefusedSessions)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .not.put(sessionExpired())
      .silentRun(50);
    await expect(api.post('/api/customer/login', {}, anonymous())).rejects.toThrow('Unauthorized');
    await running;
  });
});
