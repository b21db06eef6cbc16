import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../../../src/client/app/routes';
import { ReplayMode } from '../../../src/client/app/replay-mode';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState, sessionExpired } from '../../../src/client/features/auth/auth-slice';
import { customerFromToken } from '../../../src/client/features/auth/token';
import { theme } from '../../../src/client/styles/theme';
import { customerToken } from './token-fixtures';

const loggedIn = { auth: { ...initialAuthState, token: customerToken, customer: customerFromToken(customerToken) } };

/** The storefront's routes at `path`, in a replaying tab or a shopper's. */
function open(path: string, state: PreloadedRootState, replaying = false) {
  const store = setupStore(state, { sagas: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ReplayMode.Provider value={replaying}>
          <RouterProvider router={router} />
        </ReplayMode.Provider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router };
}

describe('protected pages and the session', () => {
  it.each(['/dashboard', '/cart'])('%s sends the visitor to /login once the session has ended', async (path) => {
    const { store, router } = open(path, loggedIn);
    await screen.findByRole('heading', { level: 1, name: path === '/cart' ? 'Cart' : 'Profile' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a customer with a session from /login to the dashboard, but a replay shows /login as the log has it', async () => {
    const shopper = open('/login', loggedIn);
    await waitFor(() => expect(shopper.router.state.location.pathname).toBe('/dashboard'));
    cleanup();
    const replay = open('/login', loggedIn, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(replay.router.state.location.pathname).toBe('/login');
  });

  it('in a replay, a protected page without a session waits for the log instead of redirecting', async () => {
    const replay = open('/cart', {}, true);
    await act(async () => undefined);
    expect(replay.router.state.location.pathname).toBe('/cart');
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull();
  });
});
