import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import {
  approveCustomer, approveOrder, cancelOrder, fetchCustomers, fetchOrders, rejectCustomer,
} from '../../../src/client/features/admin/api/admin-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { customersSaga } from '../../../src/client/features/admin/customers/customers-saga';
import { customersActions as customers } from '../../../src/client/features/admin/customers/customers-slice';
import { ordersSaga } from '../../../src/client/features/admin/orders/orders-saga';
import { ordersActions as orders } from '../../../src/client/features/admin/orders/orders-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, customer, order, reducer } from './admin-fixtures';

// The confirmation staff answered is in the store: the saga's answer closes it, or leaves it open
// with the refusal, the same way when the log is replayed without a server.

const quiet = [matchers.call.fn(notify), undefined] as [never, undefined];

describe('order confirmations and the decision saga', () => {
  const asked = (question: 'approve' | 'cancel') => adminAfter(
    orders.listRequested({ state: 2, q: '', p: 1 }), orders.listLoaded({ count: 1, orders: [order()] }), orders.orderOpened(12),
    question === 'approve' ? orders.approveAsked({ id: 12 }) : orders.cancelAsked({ id: 12 }),
  );

  it('closes the approve question with the details once the order is approved', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, asked('approve'))
      .provide([
        [matchers.call.fn(approveOrder), { status: 1, order: order({ state: 1 }) }], [matchers.call.fn(fetchOrders), { count: 0, orders: [] }], quiet,
      ])
      .dispatch(orders.approveSubmitted({ id: 12 }))
      .put(orders.decisionSucceeded({ order: order({ state: 1 }) }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.orders).toMatchObject({ openId: null, asking: null, decisions: {} })));

  it('keeps the cancel question open with the refusal when the order changed meanwhile', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, asked('cancel'))
      .provide([
        [matchers.call.fn(cancelOrder), { status: 0, message: 'This order was approved meanwhile.' }],
        [matchers.call.fn(fetchOrders), { count: 1, orders: [order()] }], quiet,
      ])
      .dispatch(orders.cancelSubmitted({ id: 12, reason: 'Customer called', seenState: 2 }))
      .put(orders.decisionFailed({ id: 12, message: 'This order was approved meanwhile.' }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.orders).toMatchObject({
        openId: 12, asking: 'cancel', decisions: { 12: { status: 'failed', error: 'This order was approved meanwhile.' } },
      })));
});

describe('the customer reject question and the decision saga', () => {
  const asked = adminAfter(
    customers.listLoaded({ count: 1, customers: [customer()] }), customers.customerOpened(7), customers.rejectAsked({ id: 7 }),
  );

  it('keeps the question open with the message when no reason was given', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, asked)
      .dispatch(customers.rejectSubmitted({ id: 7, reason: '  ' }))
      .put(customers.decisionFailed({ id: 7, message: ADMIN_MSG.rejectReasonRequired }))
      .not.call.fn(rejectCustomer)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.customers).toMatchObject({ openId: 7, asking: 'reject' })));

  it('closes the question with the details once the customer is rejected', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, asked)
      .provide([
        [matchers.call.fn(rejectCustomer), { status: 1, customer: customer({ state: 'rejected' }) }],
        [matchers.call.fn(fetchCustomers), { count: 0, customers: [] }], quiet,
      ])
      .dispatch(customers.rejectSubmitted({ id: 7, reason: 'The licence has expired.' }))
      .put(customers.decisionSucceeded({ customer: customer({ state: 'rejected' }) }))
      .not.call.fn(approveCustomer)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.customers).toMatchObject({ openId: null, asking: null })));
});
