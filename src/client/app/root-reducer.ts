import addressesReducer from '../features/addresses/addresses-slice';
import authFormsReducer from '../features/auth/auth-forms-slice';
import authFormProblemsReducer from '../features/auth/form-problems-slice';
import authReducer from '../features/auth/auth-slice';
import cartReducer from '../features/cart/cart-slice';
import cartToolsReducer from '../features/cart/cart-tools-slice';
import catalogReducer from '../features/catalog/catalog-slice';
import productCardsReducer from '../features/catalog/product-cards-slice';
import productViewReducer from '../features/catalog/product-view-slice';
import documentsReducer from '../features/documents/documents-slice';
import layoutReducer from '../features/layout/layout-slice';
import locationReducer from '../features/location/location-slice';
import searchReducer from '../features/layout/search-slice';
import shopIdentityReducer from '../features/shop-identity/shop-identity-slice';
import orderListsReducer from '../features/order-lists/order-lists-slice';
import ordersReducer from '../features/orders/orders-slice';
import quickOrderReducer from '../features/quick-order/quick-order-slice';
import reorderReducer from '../features/reorder/reorder-slice';
import tradeDocumentsReducer from '../features/trade-documents/trade-documents-slice';
import wishlistReducer from '../features/wishlist/wishlist-slice';
import { createPersister } from './persistence/persist-configs';
import type { KeyValueStore } from './persistence/keyed-storage';

const slices = {
  location: locationReducer,
  auth: authReducer,
  authForms: authFormsReducer,
  authFormProblems: authFormProblemsReducer,
  cart: cartReducer,
  wishlist: wishlistReducer,
  catalog: catalogReducer,
  productCards: productCardsReducer,
  productView: productViewReducer,
  layout: layoutReducer,
  search: searchReducer,
  addresses: addressesReducer,
  orders: ordersReducer,
  quickOrder: quickOrderReducer,
  reorder: reorderReducer,
  orderLists: orderListsReducer,
  cartTools: cartToolsReducer,
  documents: documentsReducer,
  tradeDocuments: tradeDocumentsReducer,
  shopIdentity: shopIdentityReducer,
};

/** The slices' own states, without redux-persist's bookkeeping: what tests preload. */
export type SliceStates = { [K in keyof typeof slices]: ReturnType<(typeof slices)[K]> };

/**
 * The storefront's slice reducers; those listed in PERSISTED_FIELDS keep their fields in
 * storage. The store combines them with the reducers of features injected later, reusing these
 * same wrappers so the persisted slices keep their storage bookkeeping.
 */
export function createSliceReducers(storage?: KeyValueStore) {
  const persisted = createPersister(storage);
  return {
    ...slices,
    auth: persisted('auth', authReducer),
    cart: persisted('cart', cartReducer),
    wishlist: persisted('wishlist', wishlistReducer),
  };
}
