import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { WishControlProvider } from '../../src/client/components/wish-control';
import { WishButton } from '../../src/client/features/wishlist/components/WishButton';
import { setupStore, type AppStore, type PreloadedRootState } from '../../src/client/app/store';
import { registerRouter } from '../../src/client/lib/navigation';
import { theme } from '../../src/client/styles/theme';

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: PreloadedRootState;
  /** The URL the memory router starts at. */
  route?: string;
  /** Route pattern the element is mounted at, so useParams works ('/shop/:id'); default '*'. */
  path?: string;
  /** Extra routes next to the element (e.g. a '/login' page to land on after a redirect). */
  routes?: RouteObject[];
  store?: AppStore;
}

/**
 * Renders a component the way the shop does: a real store (sagas running), the theme and a
 * memory router registered for sagas' `navigate`. Returns the store, the router and a userEvent.
 */
export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const { preloadedState, route = '/', path = '*', routes = [], store = setupStore(preloadedState), ...rest } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  registerRouter(router);
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <WishControlProvider value={WishButton}>
          <RouterProvider router={router} />
        </WishControlProvider>
      </ThemeProvider>
    </Provider>,
    rest,
  );
  return { store, router, user, ...result };
}
