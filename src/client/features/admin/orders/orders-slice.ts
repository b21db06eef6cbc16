import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminOrder } from '../../../../shared/admin-types';
import type { OrderQuery } from '../api/admin-api';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from '../shared/paged-list';

export interface OrdersState {
  list: PagedList<AdminOrder, OrderQuery>;
  /** The order whose details are open (its order_id). */
  openId: number | null;
  decision: ActionState;
}

// Staff open the screen to work through what waits for them: state 2 first.
export const initialOrdersState: OrdersState = {
  list: pagedList({ state: 2, q: '', p: 1 }),
  openId: null,
  decision: idleAction,
};

const ordersSlice = createSlice({
  name: 'admin/orders',
  initialState: initialOrdersState,
  reducers: {
    listRequested(state, action: PayloadAction<OrderQuery>) {
      requestList(state.list, action.payload);
    },
    listLoaded(state, action: PayloadAction<{ count: number; orders: AdminOrder[] }>) {
      receiveList(state.list, action.payload.count, action.payload.orders);
      if (!action.payload.orders.some((order) => order.order_id === state.openId)) state.openId = null;
    },
    listFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.list, action.payload.message);
    },
    orderOpened(state, action: PayloadAction<number>) {
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
    cancelSubmitted(state, _action: PayloadAction<{ id: number; reason?: string }>) {
      state.decision = submitting;
    },
    /** The order changed state; the saga reloads the page it was on. */
    decisionSucceeded(state, _action: PayloadAction<{ order: AdminOrder }>) {
      state.decision = idleAction;
      state.openId = null;
    },
    decisionFailed(state, action: PayloadAction<{ message: string }>) {
      state.decision = actionFailed(action.payload.message);
    },
  },
});

export const ordersActions = ordersSlice.actions;
export default ordersSlice.reducer;
