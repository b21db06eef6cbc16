import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../../../src/client/app/routes';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState, loginSucceeded, logoutRequested, sessionExpired } from '../../../src/client/features/auth/auth-slice';
import { theme } from '../../../src/client/styles/theme';
import { customerSession, customerToken } from '../auth/token-fixtures';

function renderAt(path: string, preloadedState?: PreloadedRootState) {
  return renderWithStoreAt(path, preloadedState).router;
}

function renderWithStoreAt(path: string, preloadedState?: PreloadedRootState) {
  const store = setupStore(preloadedState, { sagas: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { router, store };
}

const loggedIn: PreloadedRootState = { auth: { ...initialAuthState, token: customerToken, customer: null } };

describe('route table', () => {
  it.each([
    ['/', /wholesale pet supplies in the UAE/],
    ['/home', /wholesale pet supplies in the UAE/],
    ['/shop', /^Dog Shop/],
    ['/shop/5', /^Cat Shop/],
    ['/shop/4/2', /^Dog Shop/],
    ['/brand', 'Our Brands'],
    ['/brand/3', 'Our Brands'],
    ['/meta/7', 'Selected products'],
    ['/new', 'New & Featured'],
    ['/new/2', 'New & Featured'],
    ['/wishlist', 'Wishlist'],
    ['/about-us', 'ABOUT COMPANY'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/confirm/a@b.c', 'Confirm Your Account'],
    ['/reset', 'Reset Password'],
    ['/reset/abc', 'Set a New Password'],
  ])('%s shows the page headed "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error' })).not.toBeInTheDocument();
  });

  it('passes route parameters to the pages', async () => {
    const { store } = renderWithStoreAt('/shop/5/3');
    await screen.findByRole('heading', { level: 1, name: /^Cat Shop/ });
    expect(store.getState().catalog.listing.query).toEqual({ p: 3, cid: 5 });
  });

  it('shows placeholders on a product page until the product arrives', async () => {
    renderAt('/product/salmon-dry-food-2kg');
    // The frame's own 'Loading page' placeholders show first, while the page's script loads.
    const label = await screen.findByText('Loading product');
    expect(label.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('reads the email of /confirm/:email', async () => {
    renderAt('/confirm/a@b.c');
    expect(await screen.findByText('Enter the confirmation code we sent to a@b.c.')).toBeInTheDocument();
  });

  it.each([
    ['/cart', 'Cart'],
    ['/dashboard', 'Profile'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard/orders', 'Orders'],
  ])('%s shows "%s" to a logged-in customer', async (path, heading) => {
    const router = renderAt(path, loggedIn);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('does not divert a logout on a protected page to /login: the logout takes the visitor home', async () => {
    const { router, store } = renderWithStoreAt('/dashboard', loggedIn);
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    act(() => { store.dispatch(logoutRequested()); });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull();
  });

  it('sends a customer whose session ended on a protected page to /login', async () => {
    const { router, store } = renderWithStoreAt('/cart', loggedIn);
    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    act(() => { store.dispatch(sessionExpired()); });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/cart', '/dashboard', '/dashboard/orders'])('%s sends a visitor without a token to /login', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/register'])('%s sends a customer who is already logged in to /dashboard', async (path) => {
    const router = renderAt(path, loggedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('leaves the login page alone when the customer logs in on it (the login saga takes them home)', async () => {
    const { router, store } = renderWithStoreAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    act(() => { store.dispatch(loginSucceeded(customerSession)); });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the error screen with 404 Not Found for an unknown address', async () => {
    renderAt('/this/route/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('keeps the header and footer around every page', async () => {
    renderAt('/wishlist');
    await screen.findByRole('heading', { level: 1, name: 'Wishlist' });
    expect(document.querySelector('header.site-header')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
