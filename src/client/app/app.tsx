import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeProvider } from 'styled-components';
import { WishControlProvider } from '../components/wish-control';
import { WishButton } from '../features/wishlist/components/WishButton';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import { ReplayMode } from './replay-mode';
import type { AppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  /** Null in replay mode, where the state comes from the log and nothing is read from storage. */
  persistor: Persistor | null;
  router: AppRouter;
}

/**
 * The storefront: store, theme and router. localStorage answers synchronously, so the gate
 * opens within the same task, before the first paint; waiting for it costs nothing and means
 * no screen ever shows a logged-in customer as a guest, not even for a frame.
 */
export function App({ store, persistor, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <WishControlProvider value={WishButton}>
            <GlobalStyle />
            {persistor ? (
              <PersistGate loading={null} persistor={persistor}>
                <RouterProvider router={router} />
              </PersistGate>
            ) : (
              <ReplayMode.Provider value>
                <RouterProvider router={router} />
              </ReplayMode.Provider>
            )}
          </WishControlProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
