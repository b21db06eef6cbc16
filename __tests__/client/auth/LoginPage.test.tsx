import { screen, waitFor } from '@testing-library/react';
import { LoginPage } from '../../../src/client/features/auth/pages/LoginPage';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { initialWishlistState } from '../../../src/client/features/wishlist/wishlist-slice';
import { renderWithStore } from '../../support/render';
import { serverCart } from '../cart/cart-fixtures';
import { refused, stubAccountApi } from './account-api-stub';
import { customerToken } from './token-fixtures';

const otherPages = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/confirm/:email', element: <h1>Confirm page</h1> },
];

function renderLogin(preloadedState = {}) {
  return renderWithStore(<LoginPage />, { route: '/login', path: '/login', routes: otherPages, preloadedState });
}

async function fillIn(user: ReturnType<typeof renderLogin>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page', () => {
  it('offers Register and Forget password?', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forget password?' })).toHaveAttribute('href', '/reset');
  });

  it('asks for the email first, then the password, before any call', async () => {
    const seen = stubAccountApi({});
    const { user } = renderLogin();
    await fillIn(user, '', '');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.queryByText('Please enter your password.')).toBeNull();

    await fillIn(user, 'layla@pawsco.ae', '');
    expect(screen.queryByText('Please enter your email.')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(seen.filter((call) => call.url === '/api/customer/login')).toEqual([]);
  });

  it('clears a field error as soon as the field is edited', async () => {
    stubAccountApi({});
    const { user } = renderLogin();
    await fillIn(user, '', '');
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'l');
    expect(screen.queryByText('Please enter your email.')).toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the spinner in the button while signing in', async () => {
    stubAccountApi({ '/api/customer/login': new Promise(() => undefined) });
    const { user } = renderLogin();
    await fillIn(user, 'layla@pawsco.ae', 'kibble-2024');
    const button = await screen.findByRole('button', { name: /Login/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
  });

  it('logs in without a token of its own, merges the guest lists and goes home', async () => {
    const seen = stubAccountApi({
      '/api/customer/login': { token: customerToken },
      '/api/customer/updatecart': { status: 1, cart: serverCart, wish: [3, 12], compare: [] },
    });
    const { user, router, store } = renderLogin({
      cart: { ...initialCartState, guest: [{ aid: 7, count: 2 }] },
      wishlist: { ...initialWishlistState, ids: [3] },
    });
    await fillIn(user, ' layla@pawsco.ae ', 'kibble-2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(seen[0]).toEqual({ url: '/api/customer/login', body: { username: 'layla@pawsco.ae', password: 'kibble-2024' }, authorization: null });
    expect(seen[1]).toEqual({
      url: '/api/customer/updatecart',
      body: { cart: [{ aid: 7, count: 2 }], wish: [3], compare: [] },
      authorization: `Bearer ${customerToken}`,
    });
    expect(store.getState().auth.token).toBe(customerToken);
    expect(store.getState().cart.guest).toEqual([]);
    expect(store.getState().wishlist.ids).toEqual([3, 12]);
  });

  it('sends an unconfirmed account to the confirm screen of its email', async () => {
    stubAccountApi({ '/api/customer/login': { email: 'layla@pawsco.ae' } });
    const { user, router } = renderLogin();
    await fillIn(user, 'layla@pawsco.ae', 'kibble-2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/layla%40pawsco.ae'));
    expect(screen.getByRole('heading', { name: 'Confirm page' })).toBeInTheDocument();
  });

  it('shows the approval notice of an account waiting for approval', async () => {
    const message = 'Your account will be activated after admin approval.';
    stubAccountApi({ '/api/customer/login': { status: 5, message } });
    const { user, router, store } = renderLogin();
    await fillIn(user, 'layla@pawsco.ae', 'kibble-2024');
    expect(await screen.findByText(message, { selector: 'p' })).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.token).toBeNull();
  });

  it('stays on the form, ready again, after a refused login', async () => {
    stubAccountApi({ '/api/customer/login': refused(401, { status: 0, message: 'The email or password is not correct.' }) });
    const { user, router, store } = renderLogin();
    await fillIn(user, 'layla@pawsco.ae', 'wrong-password');
    await waitFor(() => expect(store.getState().authForms.login.status).toBe('failed'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.token).toBeNull();
  });
});
