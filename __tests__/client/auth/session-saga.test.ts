import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { logout, logoutEverywhere } from '../../../src/client/features/auth/auth-api';
import { logoutEverywhereFailed } from '../../../src/client/features/auth/auth-forms-slice';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { endEverySession, endThisSession } from '../../../src/client/features/auth/session-saga';
import { accountReducer, accountState, networkError } from './auth-fixtures';
import { customerToken } from './token-fixtures';

describe('logout saga', () => {
  it('ends the session on the server with the token it had, then forgets it', async () => {
    const { storeState } = await expectSaga(endThisSession)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .provide([[matchers.call.fn(logout), undefined]])
      .call(logout, customerToken)
      .put(logoutRequested())
      .run();
    expect(storeState.auth.token).toBeNull();
    expect(storeState.auth.loggedOut).toBe(true);
  });

  it('still logs out here when the server cannot be reached', async () => {
    const { storeState } = await expectSaga(endThisSession)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .provide([[matchers.call.fn(logout), throwError(networkError)]])
      .put(logoutRequested())
      .run();
    expect(storeState.auth.token).toBeNull();
  });

  it('makes no server call without a session', async () => {
    await expectSaga(endThisSession)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(logout), undefined]])
      .not.call.fn(logout)
      .put(logoutRequested())
      .run();
  });
});

describe('log out on all devices saga', () => {
  it('leaves once the server ended every session', async () => {
    const { storeState } = await expectSaga(endEverySession)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .provide([[matchers.call.fn(logoutEverywhere), undefined]])
      .call(logoutEverywhere)
      .put(logoutRequested())
      .run();
    expect(storeState.auth.token).toBeNull();
  });

  it('keeps this session and says so when the server could not end them', async () => {
    const { storeState } = await expectSaga(endEverySession)
      .withReducer(accountReducer, accountState({ loggedIn: true }))
      .provide([[matchers.call.fn(logoutEverywhere), throwError(networkError)]])
      .put(logoutEverywhereFailed())
      .not.put(logoutRequested())
      .run();
    expect(storeState.auth.token).toBe(customerToken);
    expect(storeState.authForms.logoutEverywhere).toEqual({ status: 'failed', message: 'Error' });
  });
});
