import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { resendConfirmationCode, submitConfirmation, submitRegistration } from '../../../src/client/features/auth/account-saga';
import { confirmAccount, register, resendCode } from '../../../src/client/features/auth/auth-api';
import { confirmSubmitted, registerSubmitted, resendRequested } from '../../../src/client/features/auth/auth-forms-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { accountReducer, accountState, httpError, networkError } from './auth-fixtures';

const short = { short: true };
const quiet: StaticProvider[] = [[matchers.call.fn(notify), undefined], [matchers.call.fn(navigate), undefined]];
const registration = {
  name: 'Layla Haddad', companyName: 'Paws & Co.', country: 225, lisence: 'data:application/pdf;base64,JVBERi0=',
  password: 'kibble-2024', mobile: '+971 50 123 4567', email: 'layla@pawsco.ae', otrn: '',
};

describe('registration saga', () => {
  it("status 1: toasts 'Your account created.' and the form shows the thank-you screen", async () => {
    const { storeState } = await expectSaga(submitRegistration, registerSubmitted(registration))
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(register), { status: 1 }], ...quiet])
      .call(register, registration)
      .call(notify, 'Your account created.', 'success', short)
      .run();
    expect(storeState.authForms.register).toEqual({ status: 'succeeded', message: null });
  });

  it.each([
    [2, 'Please, enter required fields.'],
    [3, 'This email is registered before.'],
    [4, 'Please, enter your email correctly.'],
    [0, 'Error'],
    [7, 'Error'],
  ])('status %i: toasts and shows %p', async (status, message) => {
    const { storeState } = await expectSaga(submitRegistration, registerSubmitted(registration))
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(register), { status }], ...quiet])
      .call(notify, message, 'error', short)
      .run();
    expect(storeState.authForms.register).toEqual({ status: 'failed', message });
  });

  it('a refused document (HTTP 400): toasts and shows why, in the server\'s words', async () => {
    const why = 'The licence file is not a real PDF file: its content is text.';
    const { storeState } = await expectSaga(submitRegistration, registerSubmitted(registration))
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(register), throwError(httpError(400, { status: 0, message: why }))], ...quiet])
      .call(notify, why, 'error', short)
      .run();
    expect(storeState.authForms.register).toEqual({ status: 'failed', message: why });
  });

  it.each([['a network failure', networkError], ['a server fault (HTTP 500)', httpError(500, { status: 0, message: 'Error' })]])(
    "%s: toasts 'Error'",
    async (_label, error) => {
      const { storeState } = await expectSaga(submitRegistration, registerSubmitted(registration))
        .withReducer(accountReducer, accountState())
        .provide([[matchers.call.fn(register), throwError(error)], ...quiet])
        .call(notify, 'Error', 'error', short)
        .run();
      expect(storeState.authForms.register).toEqual({ status: 'failed', message: 'Error' });
    },
  );
});

describe('confirmation saga', () => {
  const submitted = confirmSubmitted({ email: 'layla@pawsco.ae', code: '482913' });

  it('status 1: shows the approval notice', async () => {
    const { storeState } = await expectSaga(submitConfirmation, submitted)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(confirmAccount), { status: 1 }], ...quiet])
      .call(confirmAccount, 'layla@pawsco.ae', '482913')
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.confirm).toEqual({
      status: 'succeeded', message: 'Your account will be activated after admin approval.',
    });
  });

  it.each([
    ['another status', { status: 0, message: 'This code is not correct.' }],
    ['a failed call', throwError(networkError)],
  ])("%s: shows 'Error'", async (_label, answer) => {
    const { storeState } = await expectSaga(submitConfirmation, submitted)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(confirmAccount), answer], ...quiet])
      .run();
    expect(storeState.authForms.confirm).toEqual({ status: 'failed', message: 'Error' });
  });
});

describe('resend-code saga', () => {
  const requested = resendRequested({ email: 'layla@pawsco.ae' });

  it("status 1: toasts 'New code has been send.'", async () => {
    const { storeState } = await expectSaga(resendConfirmationCode, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resendCode), { status: 1 }], ...quiet])
      .call(resendCode, 'layla@pawsco.ae')
      .call(notify, 'New code has been send.', 'success', short)
      .run();
    expect(storeState.authForms.resend.status).toBe('succeeded');
  });

  it('refused as too soon (HTTP 429): shows the reason on the screen, no toast', async () => {
    const why = 'Too many attempts. Please try again in 42 seconds.';
    const { storeState } = await expectSaga(resendConfirmationCode, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resendCode), throwError(httpError(429, { status: 0, message: why }))], ...quiet])
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.resend).toEqual({ status: 'failed', message: why });
  });

  it.each([
    ['another status', { status: 0 }],
    ['a failed call without a reason', throwError(networkError)],
  ])("%s: shows 'Error' on the screen, no toast", async (_label, answer) => {
    const { storeState } = await expectSaga(resendConfirmationCode, requested)
      .withReducer(accountReducer, accountState())
      .provide([[matchers.call.fn(resendCode), answer], ...quiet])
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.resend).toEqual({ status: 'failed', message: 'Error' });
  });
});
