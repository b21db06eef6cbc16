import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { CardPickerDialog } from '../features/catalog/components/card-picker-dialog';
import { CartDrawer } from '../features/layout/components/frame-dialogs';
import { Header } from '../features/layout/components/Header';
import { selectIsDrawerOpen } from '../features/layout/layout-selectors';
import { isToasterRequested, loadToaster, subscribeToaster } from '../lib/notify';
import { useAppSelector } from './hooks';
import { NavigationProgress } from './NavigationProgress';
import { ScrollMemory } from './ScrollMemory';
import { ServerHeadTags } from './ServerHeadTags';

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));
// Below the fold on every page: it loads after the page's own script instead of before it.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ '../components/footer/Footer').then((module) => ({ default: module.Footer })));

/**
 * Puts the toast container on the page once the first toast is asked for. Toasts sit at the
 * bottom left, except while the cart drawer is open: its Cart and count controls are at the
 * foot of a phone's screen, and a toast must never cover the control that caused it.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToaster, isToasterRequested, () => false);
  const drawerOpen = useAppSelector(selectIsDrawerOpen);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster aboveDrawer={drawerOpen} />
    </Suspense>
  );
}

const Main = styled.main`
  flex: 1 0 auto;
  min-block-size: 60vh;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-block-start: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus {
    inset-block-start: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The frame of every page: header, the routed page, footer, cart drawer and toasts. While the
 * first page's script loads, it frames a placeholder instead of the outlet.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavigationProgress />
      <Header />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <CartDrawer />
      <CardPickerDialog />
      <ToastHost />
      <ScrollMemory />
      <ServerHeadTags />
    </>
  );
}
