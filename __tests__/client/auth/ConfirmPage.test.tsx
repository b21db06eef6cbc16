import { screen, waitFor } from '@testing-library/react';
import { ConfirmPage } from '../../../src/client/features/auth/pages/ConfirmPage';
import { renderWithStore } from '../../support/render';
import { refused, stubAccountApi } from './account-api-stub';

const renderConfirm = (route = '/confirm/layla%2Bshop%40pawsco.ae') =>
  renderWithStore(<ConfirmPage />, { route, path: '/confirm/:email' });
const codeField = () => screen.getByLabelText(/^Confirm Code/);

describe('Confirm page', () => {
  it('names the email of the route, with the code input and both buttons', () => {
    renderConfirm();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Enter the confirmation code we sent to layla+shop@pawsco.ae.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Code*')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
  });

  it('asks for the code before any call, and forgets the error once typing starts', async () => {
    const seen = stubAccountApi({});
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(codeField()).toHaveAccessibleDescription('Please, enter confirm code.');
    await user.type(codeField(), '4');
    expect(screen.queryByText('Please, enter confirm code.')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('shows the approval notice and Back Home Page once the code is accepted', async () => {
    const seen = stubAccountApi({ '/api/customer/confirm': { status: 1 } });
    const { user } = renderConfirm();
    await user.type(codeField(), ' 482913 ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account will be activated after admin approval.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home Page' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText(/^Confirm Code/)).toBeNull();
    expect(seen[0]).toEqual({
      url: '/api/customer/confirm', body: { email: 'layla+shop@pawsco.ae', code: '482913' }, authorization: null,
    });
  });

  it.each([
    ['a wrong code', { status: 0, message: 'This code is not correct.' }],
    ['a failed call', refused(500)],
  ])("shows 'Error' on the error line for %s", async (_label, answer) => {
    stubAccountApi({ '/api/customer/confirm': answer });
    const { user } = renderConfirm();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    expect(codeField()).toBeInTheDocument();
  });

  it('asks for a new code for the same email', async () => {
    const seen = stubAccountApi({ '/api/customer/confirmresend': { status: 1 } });
    const { user, store } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(store.getState().authForms.resend.status).toBe('succeeded'));
    expect(seen[0].body).toEqual({ email: 'layla+shop@pawsco.ae' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Error' inline when no new code could be sent", async () => {
    stubAccountApi({ '/api/customer/confirmresend': refused(500) });
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
  });

  it('shows why a resend was refused (HTTP 429), even after a failed confirmation', async () => {
    const why = 'Too many attempts. Please try again in 42 seconds.';
    stubAccountApi({ '/api/customer/confirm': { status: 0 }, '/api/customer/confirmresend': refused(429, { status: 0, message: why }) });
    const { user } = renderConfirm();
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(why));
  });

  it('clears the old error as soon as a new code is asked for, and shows none after it is sent', async () => {
    stubAccountApi({ '/api/customer/confirm': { status: 0 }, '/api/customer/confirmresend': { status: 1 } });
    const { user, store } = renderConfirm();
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(store.getState().authForms.resend.status).toBe('succeeded'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves focus to the code field when it is missing', async () => {
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(codeField()).toHaveFocus();
  });
});
