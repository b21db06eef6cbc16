import { combineReducers } from '@reduxjs/toolkit';
import customersReducer from './customers/customers-slice';
import csvReducer from './csv/csv-slice';
import ordersReducer from './orders/orders-slice';
import licencesReducer from './licences/licences-slice';
import editorReducer from './products/editor-slice';
import pricingReducer from './pricing/pricing-slice';
import productsReducer from './products/products-slice';
import recordsReducer from './records/records-slice';
import sessionReducer from './session/session-slice';
import taxReducer from './tax/tax-slice';
import taxonomyReducer from './taxonomy/taxonomy-slice';

/** The back office's state: one `admin` key, injected when its chunk loads. */
export const adminReducer = combineReducers({
  session: sessionReducer,
  customers: customersReducer,
  orders: ordersReducer,
  products: productsReducer,
  editor: editorReducer,
  taxonomy: taxonomyReducer,
  csv: csvReducer,
  records: recordsReducer,
  tax: taxReducer,
  licences: licencesReducer,
  pricing: pricingReducer,
});

export type AdminState = ReturnType<typeof adminReducer>;

export const initialAdminState: AdminState = adminReducer(undefined, { type: '@@admin/init' });

/**
 * Admin selectors take any state that may hold the back office: the storefront's RootState
 * does not know it, and before the chunk is injected the initial state stands in.
 */
export interface WithAdmin {
  admin?: AdminState;
  // Any other slices may sit beside it; this also lets the storefront's RootState, which
  // has no `admin` key, be passed where a WithAdmin is expected.
  [slice: string]: unknown;
}

export const adminOf = (state: WithAdmin): AdminState => state.admin ?? initialAdminState;
