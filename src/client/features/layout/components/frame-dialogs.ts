// The dialogs every page frames, loaded on demand (see onDemandDialog): none is open when a
// page first paints, so their code stays out of the first load.
import { onDemandDialog } from '../../../components/dialog/on-demand-dialog';
import { selectIsDrawerOpen, selectIsMobileMenuOpen, selectIsSearchOpen } from '../layout-selectors';
import { drawerClosed, mobileMenuClosed, searchClosed } from '../layout-slice';

export const CartDrawer = onDemandDialog(
  () => import(/* webpackChunkName: "cart-drawer" */ './CartDrawer').then((module) => module.CartDrawer),
  selectIsDrawerOpen,
  drawerClosed,
);

export const SearchOverlay = onDemandDialog(
  () => import(/* webpackChunkName: "search-overlay" */ './SearchOverlay').then((module) => module.SearchOverlay),
  selectIsSearchOpen,
  searchClosed,
);

export const MobileMenu = onDemandDialog(
  () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu').then((module) => module.MobileMenu),
  selectIsMobileMenuOpen,
  mobileMenuClosed,
);
