import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { routes } from '../../../src/client/app/routes';
import { setupStore } from '../../../src/client/app/store';
import { initialAuthState, sessionExpired } from '../../../src/client/features/auth/auth-slice';
import { customerFromToken } from '../../../src/client/features/auth/token';
import { theme } from '../../../src/client/styles/theme';
import { customerToken } from './token-fixtures';

describe('protected pages and the session', () => {
  it.each(['/dashboard', '/cart'])('%s sends the visitor to /login once the session has ended', async (path) => {
    const store = setupStore(
      { auth: { ...initialAuthState, token: customerToken, customer: customerFromToken(customerToken) } },
      { sagas: false },
    );
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>,
    );
    await screen.findByRole('heading', { level: 1, name: path === '/cart' ? 'Cart' : 'Profile' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
