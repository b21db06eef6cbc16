import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { requestResetLink, submitNewPassword } from '../../../src/client/features/auth/account-saga';
import { requestReset, resetPassword } from '../../../src/client/features/auth/auth-api';
import { newPasswordSubmitted, resetRequested } from '../../../src/client/features/auth/auth-forms-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { accountReducer, accountState, networkError } from './auth-fixtures';

const short = { short: true };
const quiet: StaticProvider[] = [[matchers.call.fn(notify), undefined], [matchers.call.fn(navigate), undefined]];

describe('reset-request saga', () => {
  const requested = resetRequested({ email: 'layla@pawsco.ae' });

  it('status 1: the form gives way to the sent notice', async () => {
    const { storeState } = await expectSaga(requestResetLink, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(requestReset), { status: 1 }], ...quiet])
      .call(requestReset, 'layla@pawsco.ae')
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.reset).toEqual({ status: 'succeeded', message: 'Reset password link has been send to your email.' });
  });

  it("another status: shows 'Error' inline", async () => {
    const { storeState } = await expectSaga(requestResetLink, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(requestReset), { status: 0 }], ...quiet])
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.reset).toEqual({ status: 'failed', message: 'Error' });
  });

  it("a failed call: toasts 'Error'", async () => {
    const { storeState } = await expectSaga(requestResetLink, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(requestReset), throwError(networkError)], ...quiet])
      .call(notify, 'Error', 'error', short)
      .run();
    expect(storeState.authForms.reset).toEqual({ status: 'failed', message: null });
  });
});

describe('new-password saga', () => {
  const submitted = newPasswordSubmitted({ hash: 'f00dcafe', password: 'kibble-2025' });

  it("status 1: toasts 'Your password has been changed.' and goes to /login", () =>
    expectSaga(submitNewPassword, submitted)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resetPassword), { status: 1 }], ...quiet])
      .call(resetPassword, 'f00dcafe', 'kibble-2025')
      .call(notify, 'Your password has been changed.', 'success', short)
      .call(navigate, '/login')
      .run());

  it("another status (a used or expired link): shows 'Error' inline and stays", async () => {
    const { storeState } = await expectSaga(submitNewPassword, submitted)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resetPassword), { status: 0, message: 'This link has expired.' }], ...quiet])
      .not.call.fn(notify)
      .not.call.fn(navigate)
      .run();
    expect(storeState.authForms.newPassword).toEqual({ status: 'failed', message: 'Error' });
  });

  it("a failed call: toasts 'Error' and stays", () =>
    expectSaga(submitNewPassword, submitted)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resetPassword), throwError(networkError)], ...quiet])
      .call(notify, 'Error', 'error', short)
      .not.call.fn(navigate)
      .run());
});
