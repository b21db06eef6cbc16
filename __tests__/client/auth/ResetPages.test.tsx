import { screen, waitFor } from '@testing-library/react';
import { ResetPasswordPage } from '../../../src/client/features/auth/pages/ResetPasswordPage';
import { ResetRequestPage } from '../../../src/client/features/auth/pages/ResetRequestPage';
import { renderWithStore } from '../../support/render';
import { refused, stubAccountApi } from './account-api-stub';

const loginPage = [{ path: '/login', element: <h1>Login page</h1> }];
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

describe('Reset Password page', () => {
  const renderReset = () => renderWithStore(<ResetRequestPage />, { route: '/reset', path: '/reset', routes: loginPage });

  it('asks for the email first, and offers Login', async () => {
    const seen = stubAccountApi({});
    const { user } = renderReset();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(field('Email')).toHaveAccessibleDescription('Please, enter your email.');
    expect(seen).toEqual([]);
  });

  it('replaces the form with the sent notice', async () => {
    const seen = stubAccountApi({ '/api/customer/reset': { status: 1 } });
    const { user } = renderReset();
    await user.type(field('Email'), 'layla@pawsco.ae');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset password link has been send to your email.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(seen[0].body).toEqual({ email: 'layla@pawsco.ae' });
  });

  it("shows 'Error' inline for another status, and nothing inline when the call fails", async () => {
    stubAccountApi({ '/api/customer/reset': { status: 0 } });
    const { user, unmount } = renderReset();
    await user.type(field('Email'), 'layla@pawsco.ae');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    unmount();

    stubAccountApi({ '/api/customer/reset': refused(500) });
    const again = renderReset();
    await again.user.type(field('Email'), 'layla@pawsco.ae');
    await again.user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(again.store.getState().authForms.reset.status).toBe('failed'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Set a New Password page', () => {
  const renderNew = (code = 'f00dcafe') =>
    renderWithStore(<ResetPasswordPage />, { route: `/reset/${code}`, path: '/reset/:code', routes: loginPage });

  it('checks the password and its confirmation, with the mismatch shown live', async () => {
    const seen = stubAccountApi({});
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(field('Password')).toHaveAccessibleDescription('Please, enter your password.');
    await user.type(field('Password'), 'kibble-2025');
    expect(screen.queryByText('Please, enter your password.')).toBeNull();
    await user.type(field('Confirm Password'), 'kibble');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Your password and confirm password are not equal.');
    expect(seen).toEqual([]);
  });

  it('says the link is not correct when its code is blank', async () => {
    const { user } = renderNew('%20');
    await user.type(field('Password'), 'kibble-2025');
    await user.type(field('Confirm Password'), 'kibble-2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your link is not correct.');
  });

  it('sends the code as hash with the new password, then goes to /login', async () => {
    const seen = stubAccountApi({ '/api/customer/resetpassword': { status: 1 } });
    const { user, router } = renderNew();
    await user.type(field('Password'), 'kibble-2025');
    await user.type(field('Confirm Password'), 'kibble-2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(seen[0].body).toEqual({ hash: 'f00dcafe', password: 'kibble-2025' });
  });

  it("shows 'Error' inline for a used or expired link", async () => {
    stubAccountApi({ '/api/customer/resetpassword': { status: 0, message: 'This link has expired.' } });
    const { user, router } = renderNew();
    await user.type(field('Password'), 'kibble-2025');
    await user.type(field('Confirm Password'), 'kibble-2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    expect(router.state.location.pathname).toBe('/reset/f00dcafe');
  });
});
