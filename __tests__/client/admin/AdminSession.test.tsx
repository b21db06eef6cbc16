import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../../src/shared/messages';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { httpError, staffMember, staffToken } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

describe('back-office session', () => {
  it('asks for a login at /admin when no staff token is stored', async () => {
    const calls = stubAdminApi({});
    renderAdmin('/admin', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Petora back office' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password *')).toHaveAttribute('type', 'password');
    expect(calls).toEqual([]);
  });

  it('logs in, keeps the token under its own key and shows the overview with the staff name', async () => {
    const calls = stubAdminApi({ 'POST /api/admin/login': { token: staffToken, staff: staffMember } });
    const { user } = renderAdmin('/admin', { signedIn: false });
    await user.type(await screen.findByRole('textbox', { name: 'Email *' }), 'ops@petora.ae');
    await user.type(screen.getByLabelText('Password *'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Noor Ops' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Noor Ops');
    expect(window.localStorage.getItem(STAFF_TOKEN_KEY)).toBe(staffToken);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls[0].body).toEqual({ email: 'ops@petora.ae', password: 'secret123' });
  });

  it('shows the message of the spec for an empty field and the server message for a refusal', async () => {
    stubAdminApi({ 'POST /api/admin/login': httpError(401, { status: 0, message: 'Wrong email or password.' }) });
    const { user } = renderAdmin('/admin', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.login.emailRequired);
    await user.type(screen.getByRole('textbox', { name: 'Email *' }), 'ops@petora.ae');
    await user.type(screen.getByLabelText('Password *'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.'));
  });

  it('opens the back office frame, not the storefront header, for a stored session', async () => {
    stubAdminApi(signedInAnswers);
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('header.site-header')).toBeNull();
  });

  it('logs out: the token is forgotten and the login shows at /admin', async () => {
    stubAdminApi(signedInAnswers);
    const { user, router } = renderAdmin('/admin/orders');
    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });
});
