import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { changePassword, confirmEmailChange, editProfile } from '../../../src/client/features/auth/auth-api';
import {
  emailCodeAnswered, emailCodeSent, emailCodeSubmitted, passwordChangeAnswered, passwordChangeSubmitted, profileAnswered, profileSubmitted,
} from '../../../src/client/features/auth/auth-forms-slice';
import { tokenRenewed } from '../../../src/client/features/auth/auth-slice';
import { submitEmailCode, submitPasswordChange, submitProfile } from '../../../src/client/features/auth/profile-saga';
import { notify } from '../../../src/client/lib/notify';
import { accountReducer, accountState, httpError, networkError } from './auth-fixtures';
import { sampleCustomer, tokenFor } from './token-fixtures';

const short = { short: true };
const edit = {
  name: 'Layla H. Haddad', companyName: 'Paws & Co.', otrn: '', lisence: '', country: 225, mobile: '', email: 'layla@pawsco.ae',
};
const renewed = tokenFor({ ...sampleCustomer, name: 'Layla H. Haddad', sub: 17, ver: 1 });
const loggedIn = () => accountState({ loggedIn: true });

describe('profile edit saga', () => {
  it('status 1: takes the fresh token (the new profile) and says so', async () => {
    const { storeState } = await expectSaga(submitProfile, profileSubmitted(edit))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(editProfile), { status: 1, token: renewed }], [matchers.call.fn(notify), undefined]])
      .call(editProfile, edit)
      .put(profileAnswered({ status: 1 }))
      .put(tokenRenewed({ token: renewed, customer: { ...sampleCustomer, name: 'Layla H. Haddad' } }))
      .call(notify, 'Your profile has been updated.', 'success', short)
      .run();
    expect(storeState.auth.token).toBe(renewed);
    expect(storeState.auth.customer?.name).toBe('Layla H. Haddad');
    expect(storeState.authForms.profile).toEqual({ status: 'succeeded', message: null });
  });

  it.each([
    [2, 'Please, enter required fields.'],
    [3, 'Please, enter your email correctly.'],
    [0, 'Error'],
  ])('status %i: shows %p on the form and keeps the session', async (status, message) => {
    const { storeState } = await expectSaga(submitProfile, profileSubmitted(edit))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(editProfile), { status }], [matchers.call.fn(notify), undefined]])
      .not.put.actionType(tokenRenewed.type)
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.profile).toEqual({ status: 'failed', message });
    expect(storeState.auth.customer).toEqual(sampleCustomer);
  });

  it('a failed call is silent: the spinner stops, nothing is shown', async () => {
    const { storeState } = await expectSaga(submitProfile, profileSubmitted(edit))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(editProfile), throwError(networkError)], [matchers.call.fn(notify), undefined]])
      .not.call.fn(notify)
      .run();
    expect(storeState.authForms.profile).toEqual({ status: 'failed', message: null });
  });
});

describe('password change saga', () => {
  const submitted = passwordChangeSubmitted({ currentPassword: 'kibble-2024', password: 'kibble-2025' });
  const run = (answer: unknown) =>
    expectSaga(submitPasswordChange, submitted)
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(changePassword), answer], [matchers.call.fn(notify), undefined]]);

  it("status 1: keeps the new token and toasts 'Your password has been changed.'", async () => {
    const { storeState } = await run({ status: 1, token: renewed })
      .call(changePassword, 'kibble-2024', 'kibble-2025')
      .put(passwordChangeAnswered({ status: 1 }))
      .put(tokenRenewed({ token: renewed, customer: { ...sampleCustomer, name: 'Layla H. Haddad' } }))
      .call(notify, 'Your password has been changed.', 'success', short)
      .run();
    expect(storeState.auth.token).toBe(renewed);
    expect(storeState.authForms.password).toEqual({ status: 'succeeded', message: null });
  });

  it.each([
    ['status 2', { status: 2 }, 'Please, enter required fields.'],
    ['a wrong current password', { status: 0, message: 'Your current password is not correct.' }, 'Your current password is not correct.'],
    ['status 0 without text', { status: 0 }, 'Error'],
    ['a refusal with the server explanation (HTTP 400)', throwError(httpError(400, { status: 0, message: 'The password must be 8 to 128 characters long.' })), 'The password must be 8 to 128 characters long.'],
    ['a network failure', throwError(networkError), 'Error'],
    ['a server fault', throwError(httpError(500)), 'Error'],
  ])('%s: shows %p inline, no toast, same session', async (_label, answer, message) => {
    const { storeState } = await run(answer).not.put.actionType(tokenRenewed.type).not.call.fn(notify).run();
    expect(storeState.authForms.password).toEqual({ status: 'failed', message });
    expect(storeState.auth.customer).toEqual(sampleCustomer);
  });
});

describe('email change sagas', () => {
  const sent = 'We sent a 6-digit code to new@pawsco.ae. Enter it to confirm your new email address.';
  const moved = tokenFor({ ...sampleCustomer, email: 'new@pawsco.ae', sub: 17 });

  it('sends the current password with a new email and then asks for the code', async () => {
    const request = { ...edit, email: 'new@pawsco.ae', currentPassword: 'my password' };
    const { storeState } = await expectSaga(submitProfile, profileSubmitted(request))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(editProfile), { status: 1, token: renewed, emailPending: true, message: sent }], [matchers.call.fn(notify), undefined]])
      .call(editProfile, request)
      .put(profileAnswered({ status: 1 }))
      .put(emailCodeSent({ message: sent }))
      .run();
    expect(storeState.authForms.emailCode).toEqual({ status: 'awaitingCode', message: sent });
    // The email stays the old one until the code is in.
    expect(storeState.auth.customer?.email).toBe(sampleCustomer.email);
  });

  it('shows a wrong current password on the profile form and asks for no code', async () => {
    const { storeState } = await expectSaga(submitProfile, profileSubmitted({ ...edit, currentPassword: 'guess' }))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(editProfile), { status: 0, message: 'Your current password is not correct.' }], [matchers.call.fn(notify), undefined]])
      .not.put.actionType(emailCodeSent.type)
      .run();
    expect(storeState.authForms.profile).toEqual({ status: 'failed', message: 'Your current password is not correct.' });
  });

  it('takes the token with the new email once the code is accepted', async () => {
    const { storeState } = await expectSaga(submitEmailCode, emailCodeSubmitted({ code: '123456' }))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(confirmEmailChange), { status: 1, token: moved, message: 'Your email address was changed.' }], [matchers.call.fn(notify), undefined]])
      .call(confirmEmailChange, '123456')
      .put(emailCodeAnswered({ status: 1, message: 'Your email address was changed.' }))
      .put(tokenRenewed({ token: moved, customer: { ...sampleCustomer, email: 'new@pawsco.ae' } }))
      .call(notify, 'Your email address was changed.', 'success', short)
      .run();
    expect(storeState.auth.customer?.email).toBe('new@pawsco.ae');
    expect(storeState.authForms.emailCode.status).toBe('succeeded');
  });

  it('shows a refused code and keeps the session as it was', async () => {
    const wrong = 'This code is not correct or has expired. Please check it or ask for a new one.';
    const { storeState } = await expectSaga(submitEmailCode, emailCodeSubmitted({ code: '000000' }))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(confirmEmailChange), { status: 0, message: wrong }]])
      .not.put.actionType(tokenRenewed.type)
      .run();
    expect(storeState.authForms.emailCode).toEqual({ status: 'failed', message: wrong });
    expect(storeState.auth.customer).toEqual(sampleCustomer);
  });

  it('says Error when the code could not be sent', async () => {
    const { storeState } = await expectSaga(submitEmailCode, emailCodeSubmitted({ code: '123456' }))
      .withReducer(accountReducer, loggedIn())
      .provide([[matchers.call.fn(confirmEmailChange), throwError(networkError)]])
      .run();
    expect(storeState.authForms.emailCode).toEqual({ status: 'failed', message: 'Error' });
  });
});
