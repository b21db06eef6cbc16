import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { AdminOrder, Paged } from '../../../../shared/admin-types';
import { notify } from '../../../lib/notify';
import { approveOrder, cancelOrder, fetchOrders, type OrderQuery, type OrderReply } from '../api/admin-api';
import { ADMIN_MSG } from '../admin-messages';
import { selectOrderQuery, selectStaffToken } from '../admin-selectors';
import { lastPageFor } from '../shared/paged-list';
import { failureOf, requestAgain, SHORT, takeLeadingPerId } from '../shared/saga-support';
import { ordersActions as actions } from './orders-slice';

type Decision = PayloadAction<{ id: number }> | PayloadAction<{ id: number; reason?: string; seenState?: number }>;

export function* loadOrders(action: PayloadAction<OrderQuery>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'orders', AdminOrder> = yield call(fetchOrders, token ?? '', action.payload);
    const last = lastPageFor(action.payload.p, page.count, page.orders.length);
    if (last !== null) {
      yield put(actions.listRequested({ ...action.payload, p: last }));
      return;
    }
    yield put(actions.listLoaded({ count: page.count, orders: page.orders }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.listFailed({ message }));
  }
}

/**
 * Approves (state 2 -> 1) or cancels (-> 3, the server gives the stock back in the same
 * transaction) one order; a cancel names the state the order was seen in, so one approved by a
 * colleague meanwhile is refused instead of getting a credit note nobody meant. The customer is mailed; the list is reloaded because the order left
 * this tab. A refusal (approving a cancelled order) is shown as the server words it, on the
 * order's own details, and its toast names the order: staff may have opened another meanwhile.
 */
export function* decideOrder(action: Decision) {
  const { id } = action.payload;
  const cancelling = actions.cancelSubmitted.match(action);
  let message: string | null;
  try {
    const token: string | null = yield select(selectStaffToken);
    const reason = cancelling ? action.payload.reason?.trim() || undefined : undefined;
    const reply: OrderReply = cancelling
      ? yield call(cancelOrder, token ?? '', id, reason, action.payload.seenState)
      : yield call(approveOrder, token ?? '', id);
    if (reply.status === 1) {
      yield put(actions.decisionSucceeded({ order: reply.order }));
      const confirmation = cancelling ? ADMIN_MSG.orderCancelled(id) : ADMIN_MSG.orderApproved(id);
      yield call(notify, confirmation, 'success', SHORT);
      yield* requestAgain(selectOrderQuery, actions.listRequested);
      return;
    }
    message = reply.message;
  } catch (error) {
    message = yield call(failureOf, error);
  }
  if (message === null) return;
  yield put(actions.decisionFailed({ id, message }));
  yield call(notify, ADMIN_MSG.orderDecisionFailed(id, message), 'error', SHORT);
  // A refused cancel may mean a colleague approved the order meanwhile: the list shows it as it is now.
  if (cancelling) yield* requestAgain(selectOrderQuery, actions.listRequested);
}

/** The screen opened: the list it showed last, fresh from the server. */
export function* reloadOrders() {
  yield* requestAgain(selectOrderQuery, actions.listRequested);
}

export function* ordersSaga() {
  // takeLatest: only the tab, search and page on screen matter; an older answer is dropped.
  yield takeLatest(actions.listRequested.type, loadOrders);
  // takeLatest: opening the screen twice quickly needs one reload.
  yield takeLatest(actions.screenOpened.type, reloadOrders);
  // takeLeading per order: a double click must not approve or cancel twice, and a decision on
  // another order, opened while the first is on its way, is still sent.
  yield takeLeadingPerId([actions.approveSubmitted.type, actions.cancelSubmitted.type], decideOrder);
}
