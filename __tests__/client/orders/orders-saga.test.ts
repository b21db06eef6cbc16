import { combineReducers } from '@reduxjs/toolkit';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import addressesReducer, { initialAddressesState } from '../../../src/client/features/addresses/addresses-slice';
import cartReducer, { cleared, initialCartState, loaded } from '../../../src/client/features/cart/cart-slice';
import { attemptSignature, newIdempotencyKey } from '../../../src/client/features/orders/order-attempt';
import { postOrder } from '../../../src/client/features/orders/orders-api';
import { ordersSaga } from '../../../src/client/features/orders/orders-saga';
import ordersReducer, {
  initialOrdersState, orderSubmitted, placeFailed, placeStarted, placeSucceeded, type OrdersState,
} from '../../../src/client/features/orders/orders-slice';
import { navigate } from '../../../src/client/lib/navigation';
import { notify } from '../../../src/client/lib/notify';
import { linesTotal } from '../../../src/shared/money';
import { savedAddresses } from '../addresses/address-fixtures';
import { serverCart } from '../cart/cart-fixtures';
import { order } from './order-fixtures';

const reducer = combineReducers({ cart: cartReducer, addresses: addressesReducer, orders: ordersReducer });
function checkout(orders: Partial<OrdersState> = {}, selectedId: number | null = 2, items = serverCart.items) {
  return {
    cart: { ...initialCartState, items, count: items.length, status: 'succeeded' as const },
    addresses: { ...initialAddressesState, items: savedAddresses, status: 'succeeded' as const, selectedId },
    orders: { ...initialOrdersState, ...orders },
  };
}
// The main address of the fixtures, as the order call sends it. Static providers: first match wins.
// The total and the lines' prices are the cart's as the screen shows them.
const seen = serverCart.items.map((item) => ({ aid: item.aid, count: item.count, price: item.sale_price ?? item.price }));
const request = {
  address: 'Unit 12, Al Quoz Industrial Area 3, Dubai', postalCode: '12002', note: 'Deliver before noon', total: linesTotal(serverCart.items), lines: seen,
};
const KEY = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const stubs = (answer: unknown): StaticProvider[] => [
  [matchers.call.fn(newIdempotencyKey), KEY],
  [matchers.call.fn(postOrder), answer],
  [matchers.call.fn(notify), undefined],
  [matchers.call.fn(navigate), undefined],
];
const refused = (status: number, message: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', {} as InternalAxiosRequestConfig, null, {
    status, data: { status: 0, message }, statusText: '', headers: {}, config: {} as InternalAxiosRequestConfig,
  });

describe('orders saga: Register Invoice', () => {
  it("places the order, empties the cart, says 'Invoce registered successfully.' and goes to the orders", async () => {
    const placed = order(41);
    const { storeState } = await expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide(stubs({ status: 1, order: placed }))
      .put(placeStarted({ key: KEY, signature: attemptSignature(request) }))
      .call(postOrder, request, KEY)
      .put(placeSucceeded(placed))
      .put(cleared())
      .call(notify, 'Invoce registered successfully.', 'success', { short: true })
      .call(navigate, '/dashboard/orders')
      .dispatch(orderSubmitted({ note: '  Deliver before noon ' }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual([]);
    expect(storeState.orders.list).toEqual([placed]);
    expect(storeState.orders.placeStatus).toBe('succeeded');
    expect(storeState.orders.attempt).toBeNull();
  });

  it('sends the address chosen in the modal, with an empty postal code when it has none', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, checkout({}, 3))
      .provide(stubs({ status: 1, order: order(42) }))
      .call(postOrder, { address: 'Office 7, Al Nahda, Sharjah', postalCode: '', note: '', total: request.total, lines: seen }, KEY)
      .dispatch(orderSubmitted({ note: '' }))
      .silentRun(50));

  it("says 'Error' when the answer carries no order, and keeps the cart and the server's reason", async () => {
    const reason = 'Crunchy Kibble 2 kg: only 1 left in stock';
    const { storeState } = await expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide(stubs({ status: 0, message: reason }))
      .put(placeFailed({ message: reason }))
      .call(notify, 'Error', 'error', { short: true })
      .not.call.fn(navigate)
      .not.put(cleared())
      .dispatch(orderSubmitted({ note: request.note }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(serverCart.items);
    expect(storeState.orders.placeMessage).toBe(reason);
    expect(storeState.orders.attempt?.key).toBe(KEY);
  });

  it('shows the cart at the new prices, with the reason, when the prices changed since it was shown', async () => {
    const repriced = { ...serverCart, items: serverCart.items.map((item) => ({ ...item, sale_price: null, price: item.price + 1 })) };
    const reason = 'Your cart has changed since it was shown: the total is now AED 99.00. Please check your cart and register the invoice again.';
    const { storeState } = await expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide(stubs({ status: 0, message: reason, cart: repriced }))
      .call(postOrder, request, KEY)
      .put(loaded(repriced))
      .put(placeFailed({ message: reason }))
      .call(notify, 'Error', 'error', { short: true })
      .not.call.fn(navigate)
      .dispatch(orderSubmitted({ note: request.note }))
      .silentRun(50);
    expect(storeState.cart.items).toEqual(repriced.items);
    expect(storeState.orders.placeMessage).toBe(reason);
  });

  it('keeps the reason of a refusal answered with a 409', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide([[matchers.call.fn(postOrder), throwError(refused(409, 'Rope Toy: only 2 left in stock'))], ...stubs(null)])
      .put(placeFailed({ message: 'Rope Toy: only 2 left in stock' }))
      .call(notify, 'Error', 'error', { short: true })
      .dispatch(orderSubmitted({ note: '' }))
      .silentRun(50));

  it("says 'Error' when the call fails", () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, checkout())
      .provide([[matchers.call.fn(postOrder), throwError(new Error('Network Error'))], ...stubs(null)])
      .put(placeFailed({ message: null }))
      .call(notify, 'Error', 'error', { short: true })
      .not.call.fn(navigate)
      .dispatch(orderSubmitted({ note: '' }))
      .silentRun(50));

  it('sends a retry of the same cart with the key of the first attempt', () => {
    const first = { key: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', signature: attemptSignature(request) };
    return expectSaga(ordersSaga)
      .withReducer(reducer, checkout({ attempt: first, placeStatus: 'failed' }))
      .provide(stubs({ status: 1, order: order(43) }))
      .not.call.fn(newIdempotencyKey)
      .call(postOrder, request, first.key)
      .dispatch(orderSubmitted({ note: request.note }))
      .silentRun(50);
  });

  it('starts a new attempt with a new key once the cart changed', () => {
    const earlier = { key: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', signature: attemptSignature({ ...request, lines: [{ aid: 1, count: 1, price: 10 }] }) };
    return expectSaga(ordersSaga)
      .withReducer(reducer, checkout({ attempt: earlier, placeStatus: 'failed' }))
      .provide(stubs({ status: 1, order: order(44) }))
      .call(newIdempotencyKey)
      .call(postOrder, request, KEY)
      .dispatch(orderSubmitted({ note: request.note }))
      .silentRun(50);
  });

  it.each([
    ['no address is selected', checkout({}, null)],
    ['the cart is empty', checkout({}, 2, [])],
  ])("orders nothing and says 'Error' when %s", (_case, state) =>
    expectSaga(ordersSaga)
      .withReducer(reducer, state)
      .provide(stubs(null))
      .not.call.fn(postOrder)
      .put(placeFailed({ message: null }))
      .call(notify, 'Error', 'error', { short: true })
      .dispatch(orderSubmitted({ note: '' }))
      .silentRun(50));
});
