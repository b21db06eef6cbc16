import { createAction } from '@reduxjs/toolkit';

// Events that one feature raises and features beneath it react to. They live here, outside
// every feature, so that features depend on each other in one direction only (the header
// sits above the cart and the wishlist; the catalog above the header's search; the orders
// above the tax documents they show). The type
// strings are the ones these events always had, so recorded action logs still replay.

/** The header appeared: the menus, the cart count, the wishlist and the shop's identity load (layout, cart, wishlist, shopIdentity). */
export const headerMounted = createAction('layout/headerMounted');

/** The search overlay's text, the shared search term of spec section 3 (catalog, search overlay). */
export const searchTermChanged = createAction<string>('catalog/searchTermChanged');

/** The search was cleared, from the listing's notice or by leaving the results (catalog, search overlay). */
export const searchCleared = createAction('catalog/searchCleared');

/** A submitted search could not go to its results page: the page it stays on shows them (layout, catalog). */
export const searchPageRefused = createAction('layout/searchPageRefused');

/** The dashboard's Orders view opened: the orders load, and tax documents already shown are asked for again (orders, documents). */
export const ordersViewOpened = createAction('orders/viewOpened');
