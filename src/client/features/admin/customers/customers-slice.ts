import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminCustomer } from '../../../../shared/admin-types';
import type { CustomerQuery } from '../api/admin-api';
import {
  decisionDone, decisionQueue, decisionQueueReducers, decisionSent, openDetails, type DecisionQueueState,
} from '../shared/decision-queue';

export type CustomersState = DecisionQueueState<AdminCustomer, CustomerQuery>;

export const initialCustomersState: CustomersState = decisionQueue({ state: 'pending', q: '', p: 1 });

const customersSlice = createSlice({
  name: 'admin/customers',
  initialState: initialCustomersState,
  reducers: {
    ...decisionQueueReducers<AdminCustomer, CustomerQuery, { count: number; customers: AdminCustomer[] }>(
      (loaded) => loaded.customers,
      (customer) => customer.id,
    ),
    customerOpened(state, action: PayloadAction<number>) {
      openDetails(state, action.payload);
    },
    rejectSubmitted(state, action: PayloadAction<{ id: number; reason: string }>) {
      decisionSent(state, action.payload.id);
    },
    decisionSucceeded(state, action: PayloadAction<{ customer: AdminCustomer }>) {
      decisionDone(state, action.payload.customer.id);
    },
  },
});

export const customersActions = customersSlice.actions;
export default customersSlice.reducer;
