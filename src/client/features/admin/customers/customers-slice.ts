import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminCustomer } from '../../../../shared/admin-types';
import type { CustomerQuery } from '../api/admin-api';
import {
  askAbout, decisionDone, decisionQueue, decisionQueueReducers, decisionSent, openDetails, type DecisionQueueState,
} from '../shared/decision-queue';

/** Approving sends at once; only a rejection asks first, for its reason. */
export type CustomerQuestion = 'reject';

export type CustomersState = DecisionQueueState<AdminCustomer, CustomerQuery, CustomerQuestion>;

export const initialCustomersState: CustomersState = decisionQueue({ state: 'pending', q: '', p: 1 });

const customersSlice = createSlice({
  name: 'admin/customers',
  initialState: initialCustomersState,
  reducers: {
    ...decisionQueueReducers<AdminCustomer, CustomerQuery, CustomerQuestion, { count: number; customers: AdminCustomer[] }>(
      (loaded) => loaded.customers,
      (customer) => customer.id,
    ),
    customerOpened(state, action: PayloadAction<number>) {
      openDetails(state, action.payload);
    },
    /** Reject pressed on the open customer: the dialog asking for the reason opens. */
    rejectAsked(state, action: PayloadAction<{ id: number }>) {
      askAbout(state, action.payload.id, 'reject');
    },
    rejectSubmitted(state, action: PayloadAction<{ id: number; reason: string }>) {
      decisionSent(state, action.payload.id);
    },
    /** The customer left the tab: their details and the rejection dialog close. */
    decisionSucceeded(state, action: PayloadAction<{ customer: AdminCustomer }>) {
      decisionDone(state, action.payload.customer.id);
    },
  },
});

export const customersActions = customersSlice.actions;
export default customersSlice.reducer;
