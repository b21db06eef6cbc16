import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { AdminCustomer, Paged } from '../../../../shared/admin-types';
import { notify } from '../../../lib/notify';
import {
  approveCustomer, fetchCustomers, rejectCustomer, type CustomerQuery, type CustomerReply,
} from '../api/admin-api';
import { ADMIN_MSG } from '../admin-messages';
import { selectCustomerQuery, selectStaffToken } from '../admin-selectors';
import { lastPageFor } from '../shared/paged-list';
import { failureOf, requestAgain, SHORT, takeLeadingPerId } from '../shared/saga-support';
import { customersActions as actions } from './customers-slice';

type Decision = PayloadAction<{ id: number }> | PayloadAction<{ id: number; reason: string }>;

export function* loadCustomers(action: PayloadAction<CustomerQuery>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'customers', AdminCustomer> = yield call(fetchCustomers, token ?? '', action.payload);
    const last = lastPageFor(action.payload.p, page.count, page.customers.length);
    if (last !== null) {
      yield put(actions.listRequested({ ...action.payload, p: last }));
      return;
    }
    yield put(actions.listLoaded({ count: page.count, customers: page.customers }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.listFailed({ message }));
  }
}

/**
 * Approves or rejects one customer (a rejection needs its reason). The server mails the
 * customer; the toast says so and the list is reloaded, since the customer left this tab.
 */
export function* decideCustomer(action: Decision) {
  const { id } = action.payload;
  const rejecting = actions.rejectSubmitted.match(action);
  const reason = rejecting ? action.payload.reason.trim() : '';
  if (rejecting && !reason) {
    yield put(actions.decisionFailed({ id, message: ADMIN_MSG.rejectReasonRequired }));
    return;
  }
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: CustomerReply = rejecting
      ? yield call(rejectCustomer, token ?? '', id, reason)
      : yield call(approveCustomer, token ?? '', id);
    if (reply.status !== 1) {
      yield put(actions.decisionFailed({ id, message: reply.message }));
      yield call(notify, reply.message, 'error', SHORT);
      return;
    }
    yield put(actions.decisionSucceeded({ customer: reply.customer }));
    yield call(notify, decisionToast(rejecting, reply.customer), 'success', SHORT);
    yield* requestAgain(selectCustomerQuery, actions.listRequested);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.decisionFailed({ id, message }));
  }
}

/** What staff are told: an approval that could only undo a rejection (email never confirmed) says so. */
function decisionToast(rejecting: boolean, customer: AdminCustomer): string {
  if (rejecting) return ADMIN_MSG.customerRejected(customer.email);
  return customer.state === 'unconfirmed' ? ADMIN_MSG.customerReopened(customer.email) : ADMIN_MSG.customerApproved(customer.email);
}

/** The screen opened: the list it showed last, fresh from the server. */
export function* reloadCustomers() {
  yield* requestAgain(selectCustomerQuery, actions.listRequested);
}

export function* customersSaga() {
  // takeLatest: only the tab, search and page on screen matter; an older answer is dropped.
  yield takeLatest(actions.listRequested.type, loadCustomers);
  // takeLatest: opening the screen twice quickly needs one reload.
  yield takeLatest(actions.screenOpened.type, reloadCustomers);
  // takeLeading per customer: a double click must not send a second decision while the first is
  // on its way, and a decision on another customer, opened meanwhile, is still sent.
  yield takeLeadingPerId([actions.approveSubmitted.type, actions.rejectSubmitted.type], decideCustomer);
}
