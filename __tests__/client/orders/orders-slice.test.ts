import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { pageOpened } from '../../../src/client/features/cart/cart-slice';
import {
  selectIsPlacingOrder, selectOrderAttempt, selectOrders, selectOrdersStatus, selectPlaceMessage,
} from '../../../src/client/features/orders/orders-selectors';
import reducer, {
  initialOrdersState, listFailed, pageChosen, listLoaded, listLoadStarted, orderSubmitted, placeFailed, placeStarted, placeSucceeded,
} from '../../../src/client/features/orders/orders-slice';
import { order } from './order-fixtures';

const wrap = (orders = initialOrdersState) => ({ orders });
const attempt = { key: 'b1946ac9-2d4e-4a7b-9c1f-6f1e0d2a3b4c', signature: 'lines' };

describe('orders slice', () => {
  it('moves through loading to the list', () => {
    const loading = reducer(initialOrdersState, listLoadStarted());
    expect(selectOrdersStatus(wrap(loading))).toBe('loading');
    const state = reducer(loading, listLoaded([order(2), order(1)]));
    expect(selectOrdersStatus(wrap(state))).toBe('succeeded');
    expect(selectOrders(wrap(state)).map((item) => item.order_id)).toEqual([2, 1]);
  });

  it('keeps the list when loading fails', () => {
    const state = reducer(reducer(initialOrdersState, listLoaded([order(1)])), listFailed());
    expect(state.status).toBe('failed');
    expect(state.list).toHaveLength(1);
  });

  it('is placing from Register Invoice until the answer', () => {
    const placing = reducer(reducer(initialOrdersState, orderSubmitted({ note: '' })), placeStarted(attempt));
    expect(selectIsPlacingOrder(wrap(placing))).toBe(true);
    expect(selectOrderAttempt(wrap(placing))).toEqual(attempt);
  });

  it('puts a placed order first and forgets its attempt', () => {
    const before = reducer(reducer(initialOrdersState, listLoaded([order(1)])), placeStarted(attempt));
    const state = reducer(before, placeSucceeded(order(2)));
    expect(state.placeStatus).toBe('succeeded');
    expect(state.attempt).toBeNull();
    expect(state.list.map((item) => item.order_id)).toEqual([2, 1]);
    expect(reducer(state, placeSucceeded(order(2))).list).toHaveLength(2);
  });

  it('shows the first page of the history after placing, where the new invoice is', () => {
    const paged = reducer(reducer(initialOrdersState, listLoaded([order(4), order(3), order(2), order(1)])), pageChosen(2));
    expect(paged.page).toBe(2);
    expect(reducer(paged, placeSucceeded(order(5))).page).toBe(1);
  });

  it('keeps the attempt and the reason of a refusal until the next try', () => {
    const refused = reducer(reducer(initialOrdersState, placeStarted(attempt)), placeFailed({ message: 'Only 12 left' }));
    expect(selectIsPlacingOrder(wrap(refused))).toBe(false);
    expect(selectPlaceMessage(wrap(refused))).toBe('Only 12 left');
    expect(refused.attempt).toEqual(attempt);
    expect(selectPlaceMessage(wrap(reducer(refused, orderSubmitted({ note: '' }))))).toBeNull();
  });

  it('drops an old refusal when the cart page opens again', () => {
    const refused = reducer(initialOrdersState, placeFailed({ message: 'Only 12 left' }));
    const state = reducer(refused, pageOpened());
    expect(state.placeMessage).toBeNull();
    expect(state.placeStatus).toBe('idle');
  });

  it('forgets everything on logout', () => {
    const state = reducer(reducer(initialOrdersState, listLoaded([order(1)])), placeStarted(attempt));
    expect(reducer(state, logoutRequested())).toEqual(initialOrdersState);
  });
});
