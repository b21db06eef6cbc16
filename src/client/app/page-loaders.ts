import type { ComponentType } from 'react';

// Pages load with their route (route `lazy`), so the first load carries the shell only.
// Screens that grow together share a chunk; the names keep the built files readable.

function page<M>(load: () => Promise<M>, name: keyof M) {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}

const catalog = () => import(/* webpackChunkName: "catalog" */ '../features/catalog/pages/CatalogPages');
const account = () => import(/* webpackChunkName: "account" */ '../features/auth/pages/AuthPages');

export const pages = {
  home: page(() => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'), 'HomePage'),
  shop: page(catalog, 'ShopPage'),
  brand: page(catalog, 'BrandPage'),
  product: page(() => import(/* webpackChunkName: "product" */ '../features/catalog/pages/ProductPage'), 'ProductPage'),
  meta: page(catalog, 'MetaPage'),
  newArrivals: page(catalog, 'NewPage'),
  wishlist: page(() => import(/* webpackChunkName: "wishlist" */ '../features/wishlist/pages/WishlistPage'), 'WishlistPage'),
  about: page(() => import(/* webpackChunkName: "about" */ '../pages/about/AboutPage'), 'AboutPage'),
  login: page(account, 'LoginPage'),
  register: page(account, 'RegisterPage'),
  confirm: page(account, 'ConfirmPage'),
  resetRequest: page(account, 'ResetRequestPage'),
  resetPassword: page(account, 'ResetPasswordPage'),
  cart: page(() => import(/* webpackChunkName: "cart" */ '../pages/cart/CartPage'), 'CartPage'),
  dashboard: page(() => import(/* webpackChunkName: "dashboard" */ '../pages/dashboard/DashboardPage'), 'DashboardPage'),
  quickOrder: page(() => import(/* webpackChunkName: "quick-order" */ '../features/quick-order/pages/QuickOrderPage'), 'QuickOrderPage'),
  // The back office, with its own state and sagas: only staff who open /admin download it.
  admin: page(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminApp'), 'AdminApp'),
};
