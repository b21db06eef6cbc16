import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminOrder } from '../../../../shared/admin-types';
import type { OrderQuery } from '../api/admin-api';
import {
  decisionDone, decisionQueue, decisionQueueReducers, decisionSent, openDetails, type DecisionQueueState,
} from '../shared/decision-queue';

/** The queue of orders; `openId` and the keys of `decisions` are order_ids. */
export type OrdersState = DecisionQueueState<AdminOrder, OrderQuery>;

// Staff open the screen to work through what waits for them: state 2 first.
export const initialOrdersState: OrdersState = decisionQueue({ state: 2, q: '', p: 1 });

const ordersSlice = createSlice({
  name: 'admin/orders',
  initialState: initialOrdersState,
  reducers: {
    ...decisionQueueReducers<AdminOrder, OrderQuery, { count: number; orders: AdminOrder[] }>(
      (loaded) => loaded.orders,
      (order) => order.order_id,
    ),
    orderOpened(state, action: PayloadAction<number>) {
      openDetails(state, action.payload);
    },
    /** `seenState`: the state the order was shown in; the server refuses if it has changed since. */
    cancelSubmitted(state, action: PayloadAction<{ id: number; reason?: string; seenState?: number }>) {
      decisionSent(state, action.payload.id);
    },
    /** The order changed state; its details close if still open and the saga reloads the page it was on. */
    decisionSucceeded(state, action: PayloadAction<{ order: AdminOrder }>) {
      decisionDone(state, action.payload.order.order_id);
    },
  },
});

export const ordersActions = ordersSlice.actions;
export default ordersSlice.reducer;
