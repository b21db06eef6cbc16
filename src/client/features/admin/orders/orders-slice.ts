import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminOrder } from '../../../../shared/admin-types';
import type { OrderQuery } from '../api/admin-api';
import {
  askAbout, decisionDone, decisionQueue, decisionQueueReducers, decisionSent, openDetails, type DecisionQueueState,
} from '../shared/decision-queue';

/** The confirmation the open order's details ask before sending a decision. */
export type OrderQuestion = 'approve' | 'cancel';

/** The queue of orders; `openId` and the keys of `decisions` are order_ids. */
export type OrdersState = DecisionQueueState<AdminOrder, OrderQuery, OrderQuestion>;

// Staff open the screen to work through what waits for them: state 2 first.
export const initialOrdersState: OrdersState = decisionQueue({ state: 2, q: '', p: 1 });

const ordersSlice = createSlice({
  name: 'admin/orders',
  initialState: initialOrdersState,
  reducers: {
    ...decisionQueueReducers<AdminOrder, OrderQuery, OrderQuestion, { count: number; orders: AdminOrder[] }>(
      (loaded) => loaded.orders,
      (order) => order.order_id,
    ),
    orderOpened(state, action: PayloadAction<number>) {
      openDetails(state, action.payload);
    },
    /** Approve pressed on the open order: the confirmation opens. */
    approveAsked(state, action: PayloadAction<{ id: number }>) {
      askAbout(state, action.payload.id, 'approve');
    },
    /** Cancel order pressed on the open order: the confirmation, with its optional reason, opens. */
    cancelAsked(state, action: PayloadAction<{ id: number }>) {
      askAbout(state, action.payload.id, 'cancel');
    },
    /** `seenState`: the state the order was shown in; the server refuses if it has changed since. */
    cancelSubmitted(state, action: PayloadAction<{ id: number; reason?: string; seenState?: number }>) {
      decisionSent(state, action.payload.id);
    },
    /** The order changed state; its details and confirmation close if still open and the saga reloads the page it was on. */
    decisionSucceeded(state, action: PayloadAction<{ order: AdminOrder }>) {
      decisionDone(state, action.payload.order.order_id);
    },
  },
});

export const ordersActions = ordersSlice.actions;
export default ordersSlice.reducer;
