import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../../../shared/api-types';
import { logoutRequested, sessionExpired } from '../auth/auth-slice';
import { pageOpened as cartPageOpened } from '../cart/cart-slice';
import { loadCases, type LoadStatus } from '../../lib/load-cases';
import type { OrderAttempt } from './order-attempt';

export type { LoadStatus } from '../../lib/load-cases';

export interface OrdersState {
  /** The customer's orders, newest first. */
  list: Order[];
  status: LoadStatus;
  /** Register Invoice: 'loading' while the order is on its way. */
  placeStatus: LoadStatus;
  /** The server's reason when it refused the order (a line over stock). */
  placeMessage: string | null;
  /** The last checkout attempt, kept until it succeeds so a retry reuses its key. */
  attempt: OrderAttempt | null;
  /** Page of the dashboard's order list (3 a page); in the store so a replay shows the same page. */
  page: number;
}

export const initialOrdersState: OrdersState = {
  list: [], status: 'idle', placeStatus: 'idle', placeMessage: null, attempt: null, page: 1,
};

const listLoad = loadCases<OrdersState, 'list', 'status'>('list', 'status');

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    pageChosen(state, action: PayloadAction<number>) {
      state.page = Math.max(1, Math.floor(action.payload));
    },
    listLoadStarted: listLoad.requested,
    listLoaded: listLoad.loaded,
    /** Spec section 8: a failed order list shows no message. */
    listFailed: listLoad.failed,
    /** Register Invoice was pressed; the note is the Purchase Note as typed. */
    orderSubmitted(state, _action: PayloadAction<{ note: string }>) {
      state.placeStatus = 'loading';
      state.placeMessage = null;
    },
    placeStarted(state, action: PayloadAction<OrderAttempt>) {
      state.attempt = action.payload;
    },
    placeSucceeded(state, action: PayloadAction<Order>) {
      const order = action.payload;
      state.placeStatus = 'succeeded';
      state.attempt = null;
      state.list = [order, ...state.list.filter((item) => item.order_id !== order.order_id)];
      // The new invoice heads the first page, which the order history shows next.
      state.page = 1;
    },
    placeFailed(state, action: PayloadAction<{ message: string | null }>) {
      state.placeStatus = 'failed';
      state.placeMessage = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    // A refusal belongs to the visit it happened in; the cart may have changed since.
    builder.addCase(cartPageOpened, (state) => {
      state.placeStatus = 'idle';
      state.placeMessage = null;
    });
    const forget = () => initialOrdersState;
    builder.addCase(logoutRequested, forget).addCase(sessionExpired, forget);
  },
});

export const {
  pageChosen, listLoadStarted, listLoaded, listFailed, orderSubmitted, placeStarted, placeSucceeded, placeFailed,
} = ordersSlice.actions;
export default ordersSlice.reducer;
