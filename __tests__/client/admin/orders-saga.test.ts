import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fork, put } from 'redux-saga/effects';
import { approveOrder, cancelOrder, fetchOrders } from '../../../src/client/features/admin/api/admin-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { ordersSaga } from '../../../src/client/features/admin/orders/orders-saga';
import { ordersActions as actions } from '../../../src/client/features/admin/orders/orders-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, order, reducer, staffToken } from './admin-fixtures';

const waiting = { state: 2 as const, q: '', p: 1 };
const loaded = actions.listLoaded({ count: 1, orders: [order()] });
const shown = adminAfter(actions.listRequested(waiting), loaded, actions.orderOpened(12));

describe('orders saga', () => {
  it('loads the orders of a state, search and page', () => {
    const query = { state: 1 as const, q: 'layla', p: 3 };
    return expectSaga(ordersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOrders), { count: 41, orders: [order({ state: 1 })] }]])
      .dispatch(actions.listRequested(query))
      .call(fetchOrders, staffToken, query)
      .put(actions.listLoaded({ count: 41, orders: [order({ state: 1 })] }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.orders.list).toMatchObject({ query, status: 'succeeded', count: 41 });
      });
  });

  it('goes to the last page that has orders when the page asked for is past the end (a decision emptied it)', () => {
    const third = { state: 2 as const, q: '', p: 3 };
    const second = { ...third, p: 2 };
    return expectSaga(ordersSaga)
      .withReducer(reducer, adminAfter())
      .provide([{
        call(effect, next) {
          if (effect.fn !== fetchOrders) return next();
          return (effect.args[1] as typeof third).p === 3 ? { count: 40, orders: [] } : { count: 40, orders: [order()] };
        },
      }])
      .dispatch(actions.listRequested(third))
      .put(actions.listRequested(second))
      .call(fetchOrders, staffToken, second)
      .put(actions.listLoaded({ count: 40, orders: [order()] }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.orders.list).toMatchObject({ query: second, count: 40 }));
  });

  it('reloads the state, search and page it showed last when the screen opens again', () => {
    const last = { state: 1 as const, q: 'paws', p: 3 };
    return expectSaga(ordersSaga)
      .withReducer(reducer, adminAfter(actions.listRequested(last)))
      .provide([[matchers.call.fn(fetchOrders), { count: 0, orders: [] }]])
      .dispatch(actions.screenOpened())
      .put(actions.listRequested(last))
      .call(fetchOrders, staffToken, last)
      .silentRun(50);
  });

  it('shows a failed load and ends the session on 401', async () => {
    await expectSaga(ordersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOrders), throwError(networkError)]])
      .dispatch(actions.listRequested(waiting))
      .put(actions.listFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(ordersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOrders), throwError(httpError(401))]])
      .dispatch(actions.listRequested(waiting))
      .put(sessionEnded())
      .silentRun(50);
  });

  it('approves an order waiting for approval, tells that the customer was mailed and reloads', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(approveOrder), { status: 1, order: order({ state: 1 }) }],
        [matchers.call.fn(fetchOrders), { count: 0, orders: [] }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.approveSubmitted({ id: 12 }))
      .call(approveOrder, staffToken, 12)
      .put(actions.decisionSucceeded({ order: order({ state: 1 }) }))
      .call(notify, ADMIN_MSG.orderApproved(12), 'success', { short: true })
      .put(actions.listRequested(waiting))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.orders.openId).toBeNull()));

  it('cancels an order with its reason; the toast says the stock is back', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(cancelOrder), { status: 1, order: order({ state: 3 }) }],
        [matchers.call.fn(fetchOrders), { count: 0, orders: [] }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.cancelSubmitted({ id: 12, reason: ' Out of stock at the supplier ' }))
      .call(cancelOrder, staffToken, 12, 'Out of stock at the supplier', undefined)
      .call(notify, ADMIN_MSG.orderCancelled(12), 'success', { short: true })
      .put(actions.listRequested(waiting))
      .silentRun(50));

  it('names the state the order was seen in, and reloads the list when the server refuses because it changed', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(cancelOrder), { status: 0, message: 'This order was approved meanwhile.' }],
        [matchers.call.fn(fetchOrders), { count: 0, orders: [] }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.cancelSubmitted({ id: 12, reason: 'Customer called', seenState: 2 }))
      .call(cancelOrder, staffToken, 12, 'Customer called', 2)
      .put(actions.decisionFailed({ id: 12, message: 'This order was approved meanwhile.' }))
      .call(notify, ADMIN_MSG.orderDecisionFailed(12, 'This order was approved meanwhile.'), 'error', { short: true })
      .put(actions.listRequested(waiting))
      .silentRun(50));

  it('cancels without a reason when none was given', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(cancelOrder), { status: 1, order: order({ state: 3 }) }],
        [matchers.call.fn(fetchOrders), { count: 0, orders: [] }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.cancelSubmitted({ id: 12, reason: '' }))
      .call(cancelOrder, staffToken, 12, undefined, undefined)
      .silentRun(50));

  it('shows the refusal to approve a cancelled order and reloads nothing', () =>
    expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(approveOrder), { status: 0, message: 'This order was cancelled.' }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.approveSubmitted({ id: 12 }))
      .put(actions.decisionFailed({ id: 12, message: 'This order was cancelled.' }))
      .call(notify, ADMIN_MSG.orderDecisionFailed(12, 'This order was cancelled.'), 'error', { short: true })
      .not.call.fn(fetchOrders)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.orders.openId).toBe(12);
        expect(storeState.admin.orders.decisions).toEqual({ 12: { status: 'failed', error: 'This order was cancelled.' } });
      }));

  it('shows a failed decision and ends the session on 401', async () => {
    await expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([
        [matchers.call.fn(cancelOrder), throwError(networkError)], [matchers.call.fn(fetchOrders), { count: 1, orders: [order()] }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.cancelSubmitted({ id: 12 }))
      .put(actions.decisionFailed({ id: 12, message: 'Error' }))
      .call(notify, ADMIN_MSG.orderDecisionFailed(12, 'Error'), 'error', { short: true })
      .silentRun(50);
    await expectSaga(ordersSaga)
      .withReducer(reducer, shown)
      .provide([[matchers.call.fn(approveOrder), throwError(httpError(401))]])
      .dispatch(actions.approveSubmitted({ id: 12 }))
      .put(sessionEnded())
      .not.put.actionType(actions.decisionFailed.type)
      .not.call.fn(notify)
      .silentRun(50);
  });
});

describe('orders saga: a decision belongs to the order it was made for', () => {
  // Order 12 on a slow server; staff close it, open order 13 and decide that one meanwhile.
  const two = adminAfter(
    actions.listRequested(waiting), actions.listLoaded({ count: 2, orders: [order(), order({ order_id: 13 })] }), actions.orderOpened(12),
  );
  const answerLater = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  const neverAnswered = new Promise<never>(() => {});
  /** The saga running, staff approve order 12, go Back, open order 13 and approve it while 12 is on its way. */
  function* staffMoveOn() {
    yield fork(ordersSaga);
    for (const event of [actions.approveSubmitted({ id: 12 }), actions.detailsClosed(), actions.orderOpened(13), actions.approveSubmitted({ id: 13 })]) {
      yield put(event);
    }
  }

  it("sends the second order's decision while the first is on its way, and the first's success leaves the second open", () =>
    expectSaga(staffMoveOn)
      .withReducer(reducer, two)
      .provide([
        [matchers.call(approveOrder, staffToken, 12), answerLater({ status: 1, order: order({ state: 1 }) }, 20)],
        [matchers.call(approveOrder, staffToken, 13), neverAnswered],
        [matchers.call.fn(fetchOrders), { count: 1, orders: [order({ order_id: 13 })] }],
        [matchers.call.fn(notify), undefined],
      ])
      .call(approveOrder, staffToken, 12)
      .call(approveOrder, staffToken, 13)
      .call(notify, ADMIN_MSG.orderApproved(12), 'success', { short: true })
      .not.call(notify, ADMIN_MSG.orderApproved(13), 'success', { short: true })
      .silentRun(100)
      .then(({ storeState }) => {
        expect(storeState.admin.orders.openId).toBe(13);
        expect(storeState.admin.orders.decisions).toEqual({ 13: { status: 'submitting', error: null } });
      }));

  it("keeps the first order's refusal on that order and names it in the toast, not on the order open now", () =>
    expectSaga(staffMoveOn)
      .withReducer(reducer, two)
      .provide([
        [matchers.call(approveOrder, staffToken, 12), answerLater({ status: 0, message: 'This order was cancelled.' }, 20)],
        [matchers.call(approveOrder, staffToken, 13), neverAnswered],
        [matchers.call.fn(notify), undefined],
      ])
      .put(actions.decisionFailed({ id: 12, message: 'This order was cancelled.' }))
      .call(notify, 'Order #12: This order was cancelled.', 'error', { short: true })
      .silentRun(100)
      .then(({ storeState }) => {
        expect(storeState.admin.orders.openId).toBe(13);
        expect(storeState.admin.orders.decisions).toEqual({
          12: { status: 'failed', error: 'This order was cancelled.' },
          13: { status: 'submitting', error: null },
        });
      }));

  it('still sends a double click on one order once', () => {
    function* doubleClick() {
      yield fork(ordersSaga);
      yield put(actions.approveSubmitted({ id: 12 }));
      yield put(actions.approveSubmitted({ id: 12 }));
    }
    return expectSaga(doubleClick)
      .withReducer(reducer, two)
      .provide([
        [matchers.call.fn(approveOrder), answerLater({ status: 1, order: order({ state: 1 }) }, 20)],
        [matchers.call.fn(fetchOrders), { count: 0, orders: [] }],
        [matchers.call.fn(notify), undefined],
      ])
      .silentRun(100)
      .then(({ effects }) => {
        const approvals = (effects.call ?? []).filter((effect) => effect.payload.fn === approveOrder);
        expect(approvals).toHaveLength(1);
      });
  });
});
