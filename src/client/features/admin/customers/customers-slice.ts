import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminCustomer } from '../../../../shared/admin-types';
import type { CustomerQuery } from '../api/admin-api';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from '../shared/paged-list';

export interface CustomersState {
  list: PagedList<AdminCustomer, CustomerQuery>;
  /** The customer whose details and documents are open. */
  openId: number | null;
  decision: ActionState;
}

export const initialCustomersState: CustomersState = {
  list: pagedList({ state: 'pending', q: '', p: 1 }),
  openId: null,
  decision: idleAction,
};

const customersSlice = createSlice({
  name: 'admin/customers',
  initialState: initialCustomersState,
  reducers: {
    listRequested(state, action: PayloadAction<CustomerQuery>) {
      requestList(state.list, action.payload);
    },
    listLoaded(state, action: PayloadAction<{ count: number; customers: AdminCustomer[] }>) {
      receiveList(state.list, action.payload.count, action.payload.customers);
      if (!action.payload.customers.some((customer) => customer.id === state.openId)) state.openId = null;
    },
    listFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.list, action.payload.message);
    },
    customerOpened(state, action: PayloadAction<number>) {
      state.openId = action.payload;
      state.decision = idleAction;
    },
    detailsClosed(state) {
      state.openId = null;
      state.decision = idleAction;
    },
    approveSubmitted(state, _action: PayloadAction<{ id: number }>) {
      state.decision = submitting;
    },
    rejectSubmitted(state, _action: PayloadAction<{ id: number; reason: string }>) {
      state.decision = submitting;
    },
    /** The customer left the list it was in; the saga reloads the page. */
    decisionSucceeded(state, _action: PayloadAction<{ customer: AdminCustomer }>) {
      state.decision = idleAction;
      state.openId = null;
    },
    decisionFailed(state, action: PayloadAction<{ message: string }>) {
      state.decision = actionFailed(action.payload.message);
    },
  },
});

export const customersActions = customersSlice.actions;
export default customersSlice.reducer;
