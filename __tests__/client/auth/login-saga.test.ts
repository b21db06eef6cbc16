import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { login, type LoginRequest } from '../../../src/client/features/auth/auth-api';
import {
  guestMergeFailed, guestMergeSettled, loginAccepted, loginAwaitingApproval, loginFailed, loginNeedsConfirmation, loginSubmitted,
} from '../../../src/client/features/auth/auth-forms-slice';
import { loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { submitLogin, watchLogin } from '../../../src/client/features/auth/login-saga';
import { mergeGuestLists } from '../../../src/client/features/wishlist/wishlist-api';
import { guestMerged } from '../../../src/client/features/cart/cart-slice';
import { guestMergeSaga } from '../../../src/client/features/wishlist/guest-merge-saga';
import { listsReplaced } from '../../../src/client/features/wishlist/wishlist-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { serverCart } from '../cart/cart-fixtures';
import { accountReducer, accountState, httpError } from './auth-fixtures';
import { customerToken, sampleCustomer, customerSession } from './token-fixtures';

const credentials = { username: 'layla@pawsco.ae', password: 'kibble-2024' };
const guest = accountState({ cart: { guest: [{ aid: 7, count: 2 }] }, wishlist: { ids: [3, 9], compareIds: [4] } });
const merged = { status: 1, cart: serverCart, wish: [3, 9, 12], compare: [4, 5] };
const sideEffects: StaticProvider[] = [[matchers.call.fn(notify), undefined], [matchers.call.fn(navigate), undefined]];

/** The login as the shop runs it: with the cart feature's merge answering loginAccepted. */
function* loginWithMerge(action: PayloadAction<LoginRequest>) {
  const merge: Task = yield fork(guestMergeSaga);
  yield call(submitLogin, action);
  yield cancel(merge);
}

function run(answer: unknown, merge: unknown = merged) {
  return expectSaga(loginWithMerge, loginSubmitted(credentials))
    .withReducer(accountReducer, guest)
    .provide([
      [matchers.call.fn(login), answer],
      [matchers.call.fn(mergeGuestLists), merge],
      ...sideEffects,
    ]);
}

describe('login saga', () => {
  it('with a token: merges the guest lists, starts the session, says so and goes home', async () => {
    const { storeState } = await run({ token: customerToken })
      .call(login, credentials)
      .put(loginAccepted({ token: customerToken }))
      .call(mergeGuestLists, customerToken, { cart: [{ aid: 7, count: 2 }], wish: [3, 9], compare: [4] })
      .put(guestMerged(serverCart))
      .put(listsReplaced({ ids: [3, 9, 12], compareIds: [4, 5] }))
      .put(loginSucceeded(customerSession))
      .call(notify, 'You have been loggedin', 'success', { short: true })
      .call(navigate, '/')
      .run();
    expect(storeState.auth.customer).toEqual(sampleCustomer);
    expect(storeState.cart.guest).toEqual([]);
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.wishlist.ids).toEqual([3, 9, 12]);
    expect(storeState.wishlist.compareIds).toEqual([4, 5]);
    expect(storeState.authForms.login).toEqual({ status: 'succeeded', message: null });
  });

  it('merges before the session starts, so the reloads that follow find the merged lists', () =>
    run({ token: customerToken })
      .run()
      .then(({ effects }) => {
        const puts = effects.put.map((effect) => effect.payload.action.type);
        expect(puts).toEqual([
          'authForms/loginAccepted', 'cart/guestMerged', 'wishlist/listsReplaced', 'authForms/guestMergeSettled', 'auth/loginSucceeded',
        ]);
      }));

  it.each([
    ['answers without status 1', { status: 0, message: 'Error' }],
    ['fails', throwError(httpError(500))],
  ])('keeps the local lists and still logs in and goes home when the merge %s', async (_label, merge) => {
    const { storeState } = await run({ token: customerToken }, merge)
      .put(guestMergeFailed())
      .put(guestMergeSettled())
      .not.put.actionType(guestMerged.type)
      .not.put.actionType(listsReplaced.type)
      .put(loginSucceeded(customerSession))
      .call(notify, 'You have been loggedin', 'success', { short: true })
      .call(navigate, '/')
      .run();
    expect(storeState.cart.guest).toEqual([{ aid: 7, count: 2 }]);
    expect(storeState.wishlist.ids).toEqual([3, 9]);
    expect(storeState.auth.token).toBe(customerToken);
  });

  it('with an email: goes to the confirm screen of that email', async () => {
    const { storeState } = await run({ email: 'layla+shop@pawsco.ae' })
      .put(loginNeedsConfirmation({ email: 'layla+shop@pawsco.ae' }))
      .call(navigate, '/confirm/layla%2Bshop%40pawsco.ae')
      .not.call.fn(mergeGuestLists)
      .not.call.fn(notify)
      .run();
    expect(storeState.auth.token).toBeNull();
    expect(storeState.authForms.login.status).toBe('needsConfirmation');
  });

  it("with status 5: toasts the spec's 'Error', shows the approval notice the server words on the form, stays there", async () => {
    const message = 'Your account will be activated after admin approval.';
    const { storeState } = await run({ status: 5, message })
      .put(loginAwaitingApproval({ status: 5, message }))
      .call(notify, 'Error', 'error', { short: true })
      .not.call(notify, message, 'info', { short: true })
      .not.call.fn(navigate)
      .run();
    expect(storeState.authForms.login).toEqual({ status: 'awaitingApproval', message });
    expect(storeState.auth.token).toBeNull();
  });

  it('with status 5 and no text: falls back to the approval notice of the spec on the form', async () => {
    const { storeState } = await run({ status: 5 }).call(notify, 'Error', 'error', { short: true }).run();
    expect(storeState.authForms.login.message).toBe('Your account will be activated after admin approval.');
  });

  it.each([
    ['wrong email or password (HTTP 401)', throwError(httpError(401, { status: 0, message: 'The email or password is not correct.' }))],
    ['too many attempts (HTTP 429)', throwError(httpError(429))],
    ['an answer without token or email', {}],
    ['a token that cannot be read', { token: 'not-a-token' }],
    ['a token without a customer', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2ln' }],
  ])("on %s: toasts 'Error' and stays logged out", async (_label, answer) => {
    const { storeState } = await run(answer)
      .put(loginFailed())
      .call(notify, 'Error', 'error', { short: true })
      .not.call.fn(mergeGuestLists)
      .not.call.fn(navigate)
      .run();
    expect(storeState.auth.token).toBeNull();
    expect(storeState.authForms.login).toEqual({ status: 'failed', message: null });
  });

  it('shows the spinner state while the login call is on its way', () =>
    expectSaga(watchLogin)
      .withReducer(accountReducer, guest)
      .provide({ call: (effect, next) => (effect.fn === login ? new Promise(() => undefined) : next()) })
      .dispatch(loginSubmitted(credentials))
      .hasFinalState({ ...guest, authForms: { ...guest.authForms, login: { status: 'submitting', message: null } } })
      .silentRun(50));

  it('ignores a second submit while the first is on its way', () => {
    const calls: unknown[] = [];
    return expectSaga(watchLogin)
      .provide({
        call: (effect, next) => {
          if (effect.fn !== login) return next();
          calls.push(effect.args[0]);
          return new Promise(() => undefined);
        },
      })
      .dispatch(loginSubmitted(credentials))
      .dispatch(loginSubmitted({ ...credentials, password: 'second-try' }))
      .silentRun(50)
      .then(() => expect(calls).toEqual([credentials]));
  });
});
