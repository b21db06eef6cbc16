import type { OrdersState } from './orders-slice';

interface WithOrders {
  orders: OrdersState;
}

export const selectOrders = (state: WithOrders) => state.orders.list;
export const selectOrdersStatus = (state: WithOrders) => state.orders.status;
export const selectIsPlacingOrder = (state: WithOrders) => state.orders.placeStatus === 'loading';
export const selectPlaceMessage = (state: WithOrders) => state.orders.placeMessage;
export const selectOrderAttempt = (state: WithOrders) => state.orders.attempt;
export const selectOrdersPage = (state: WithOrders) => state.orders.page;
