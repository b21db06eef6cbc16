import { isActionCreator } from '@reduxjs/toolkit';
import * as addresses from '../../../src/client/features/addresses/addresses-slice';
import * as authForms from '../../../src/client/features/auth/auth-forms-slice';
import * as authFormProblems from '../../../src/client/features/auth/form-problems-slice';
import * as auth from '../../../src/client/features/auth/auth-slice';
import * as cartTools from '../../../src/client/features/cart/cart-tools-slice';
import * as cart from '../../../src/client/features/cart/cart-slice';
import * as catalog from '../../../src/client/features/catalog/catalog-slice';
import * as productCards from '../../../src/client/features/catalog/product-cards-slice';
import * as productView from '../../../src/client/features/catalog/product-view-slice';
import * as documents from '../../../src/client/features/documents/documents-slice';
import * as layout from '../../../src/client/features/layout/layout-slice';
import * as search from '../../../src/client/features/layout/search-slice';
import * as location from '../../../src/client/features/location/location-slice';
import * as orderLists from '../../../src/client/features/order-lists/order-lists-slice';
import * as orders from '../../../src/client/features/orders/orders-slice';
import * as quickOrder from '../../../src/client/features/quick-order/quick-order-slice';
import * as reorder from '../../../src/client/features/reorder/reorder-slice';
import * as shopIdentity from '../../../src/client/features/shop-identity/shop-identity-slice';
import * as tradeDocuments from '../../../src/client/features/trade-documents/trade-documents-slice';
import * as wishlist from '../../../src/client/features/wishlist/wishlist-slice';
import { setupStore } from '../../../src/client/app/store';

// A slice's actions are named after the state key it lives under, so a recorded log tells
// which slice an action belongs to, and two slices never share a prefix (the session and the
// account forms were both "auth" once; the forms are "authForms" now).
const modules: Record<string, Record<string, unknown>> = {
  addresses, auth, authFormProblems, authForms, cart, cartTools, catalog, documents, layout, location, orderLists, orders, productCards, productView, quickOrder, reorder,
  search, shopIdentity, tradeDocuments, wishlist,
};

describe('slice names', () => {
  it('cover every storefront slice of the store', () => {
    const keys = Object.keys(setupStore(undefined, { sagas: false }).getState()).filter((key) => !key.startsWith('_'));
    expect(Object.keys(modules).sort()).toEqual(keys.sort());
  });

  it.each(Object.entries(modules))('%s: every action it exports is named after its state key', (key, module) => {
    const types = Object.values(module).filter(isActionCreator).map((creator) => creator.type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((type) => !type.startsWith(`${key}/`))).toEqual([]);
  });
});
