import { combineReducers } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { setupStore } from '../../../src/client/app/store';
import addressesReducer, { initialAddressesState } from '../../../src/client/features/addresses/addresses-slice';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import cartReducer, { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { fetchOrders } from '../../../src/client/features/orders/orders-api';
import { ordersSaga } from '../../../src/client/features/orders/orders-saga';
import ordersReducer, {
  initialOrdersState, listFailed, listLoaded, orderSubmitted, type OrdersState,
} from '../../../src/client/features/orders/orders-slice';
import { registerRouter } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { ordersViewOpened as viewOpened } from '../../../src/client/lib/shared-events';
import { deferred, HttpFailure, recordApi, type RecordedRequest } from '../../support/api-recorder';
import { savedAddresses } from '../addresses/address-fixtures';
import { customerToken, customerSession } from '../auth/token-fixtures';
import { serverCart } from '../cart/cart-fixtures';
import { order } from './order-fixtures';

const reducer = combineReducers({ cart: cartReducer, addresses: addressesReducer, orders: ordersReducer });
function checkout(orders: Partial<OrdersState> = {}) {
  return {
    cart: { ...initialCartState, items: serverCart.items, count: serverCart.items.length, status: 'succeeded' as const },
    addresses: { ...initialAddressesState, items: savedAddresses, status: 'succeeded' as const, selectedId: 2 },
    orders: { ...initialOrdersState, ...orders },
  };
}
// The total is the one the cart shows (AED 135.85 for these lines), and so are the lines' prices.
const request = {
  address: 'Unit 12, Al Quoz Industrial Area 3, Dubai', postalCode: '12002', note: '', total: 135.85,
  lines: serverCart.items.map((item) => ({ aid: item.aid, count: item.count, price: item.sale_price ?? item.price })),
};

describe('orders saga: the Orders view', () => {
  it('loads the orders when the view opens', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide([[matchers.call.fn(fetchOrders), { status: 1, orders: [order(2), order(1)] }]])
      .put(listLoaded([order(2), order(1)]))
      .dispatch(viewOpened())
      .hasFinalState(checkout({ list: [order(2), order(1)], status: 'succeeded' }))
      .silentRun(50));

  it.each([
    ['the call fails', throwError(new Error('offline'))],
    ['the answer has no orders', { status: 0 }],
  ])('fails silently when %s', (_case, answer) =>
    expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide([[matchers.call.fn(fetchOrders), answer], [matchers.call.fn(notify), undefined]])
      .put(listFailed())
      .not.call.fn(notify)
      .dispatch(viewOpened())
      .hasFinalState(checkout({ status: 'failed' }))
      .silentRun(50));
});

describe('Register Invoice through the store', () => {
  const loggedIn = () => ({ ...checkout(), auth: authReducer(initialAuthState, loginSucceeded(customerSession)) });
  const orderCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/order/add');
  beforeEach(() => registerRouter({ navigate: jest.fn() }));
  afterEach(() => registerRouter(null));

  it('sends one order for a double click, with an Idempotency-Key and the Bearer token', async () => {
    const answer = deferred<unknown>();
    const requests = recordApi({ 'POST /api/order/add': () => answer.promise });
    const store = setupStore(loggedIn());
    store.dispatch(orderSubmitted({ note: '' }));
    store.dispatch(orderSubmitted({ note: '' }));
    answer.resolve({ status: 1, order: order(45) });
    await waitFor(() => expect(store.getState().orders.placeStatus).toBe('succeeded'));
    expect(orderCalls(requests)).toHaveLength(1);
    const [sent] = orderCalls(requests);
    expect(sent.body).toEqual(request);
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers.Authorization).toBe(`Bearer ${customerToken}`);
  });

  it('sends a retry after a lost answer with the same key', async () => {
    let attempts = 0;
    const requests = recordApi({
      'POST /api/order/add': () => {
        attempts += 1;
        return attempts === 1 ? new HttpFailure(502, 'Bad Gateway') : { status: 1, order: order(46) };
      },
    });
    const store = setupStore(loggedIn());
    store.dispatch(orderSubmitted({ note: 'Call first' }));
    await waitFor(() => expect(store.getState().orders.placeStatus).toBe('failed'));
    store.dispatch(orderSubmitted({ note: 'Call first' }));
    await waitFor(() => expect(store.getState().orders.placeStatus).toBe('succeeded'));
    const [first, second] = orderCalls(requests);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});
