import { useState } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { selectIsLeavingAfterLogout, selectIsLoggedIn } from '../features/auth/auth-selectors';
import { Container } from '../components/Container';
import { ErrorScreen } from '../components/error/ErrorScreen';
import { SkeletonGrid } from '../components/skeleton/SkeletonCard';
import { pages } from './page-loaders';
import { useAppSelector } from './hooks';
import { useReplayMode } from './replay-mode';
import { RootLayout } from './RootLayout';

/** Spec section 6: the cart and the dashboard send visitors without a token to /login. */
export function RequireCustomer() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const leaving = useAppSelector(selectIsLeavingAfterLogout);
  const replaying = useReplayMode();
  const [hadSession] = useState(loggedIn);
  if (loggedIn) return <Outlet />;
  // A replay never redirects: the log's next location is where the shopper was sent.
  if (replaying) return null;
  // A logout on this page goes home (its saga navigates there); an ended session or a visitor
  // without one is sent to /login.
  if (hadSession && leaving) return null;
  return <Navigate to="/login" replace />;
}

/**
 * A customer already logged in has no use for /login or /register: they go to their dashboard.
 * Only a session that existed when the page opened counts, so a login made on this page is
 * left to the login saga, which sends the customer home. A replay, which may jump into the
 * page after its login, shows the page: the log holds where the customer went next.
 */
export function RequireGuest() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const replaying = useReplayMode();
  const [hadSession] = useState(loggedIn);
  if (loggedIn && hadSession && !replaying) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Shown inside the frame while the first page's script is on its way. */
const loadingFrame = (
  <RootLayout>
    <Container style={{ paddingBlock: '32px' }}>
      <SkeletonGrid label="Loading page" />
    </Container>
  </RootLayout>
);

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Last resort when the frame itself fails; page errors are caught inside the frame below.
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: loadingFrame,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: pages.home },
          { path: 'home', lazy: pages.home },
          { path: 'shop', lazy: pages.shop },
          { path: 'shop/:id', lazy: pages.shop },
          { path: 'shop/:id/:p', lazy: pages.shop },
          { path: 'brand', lazy: pages.brand },
          { path: 'brand/:id', lazy: pages.brand },
          { path: 'brand/:id/:p', lazy: pages.brand },
          { path: 'product/:slug', lazy: pages.product },
          { path: 'meta/:id', lazy: pages.meta },
          { path: 'meta/:id/:p', lazy: pages.meta },
          { path: 'new', lazy: pages.newArrivals },
          { path: 'new/:p', lazy: pages.newArrivals },
          { path: 'wishlist', lazy: pages.wishlist },
          { path: 'about-us', lazy: pages.about },
          {
            element: <RequireGuest />,
            children: [
              { path: 'login', lazy: pages.login },
              { path: 'register', lazy: pages.register },
            ],
          },
          { path: 'confirm/:email', lazy: pages.confirm },
          { path: 'reset', lazy: pages.resetRequest },
          { path: 'reset/:code', lazy: pages.resetPassword },
          {
            element: <RequireCustomer />,
            children: [
              { path: 'cart', lazy: pages.cart },
              { path: 'quick-order', lazy: pages.quickOrder },
              { path: 'dashboard', lazy: pages.dashboard },
              { path: 'dashboard/:slug', lazy: pages.dashboard },
              { path: 'dashboard/lists/:id', lazy: pages.dashboard },
            ],
          },
          { path: '*', element: <ErrorScreen status={404} statusText="Not Found" /> },
        ],
      },
    ],
  },
  {
    // The back office has its own frame, so it sits beside the storefront's, not inside it.
    id: 'admin',
    path: 'admin/*',
    lazy: pages.admin,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <p role="status">Loading the back office…</p>,
  },
];
