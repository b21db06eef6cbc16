import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fork, put } from 'redux-saga/effects';
import { approveCustomer, fetchCustomers, rejectCustomer } from '../../../src/client/features/admin/api/admin-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { customersSaga } from '../../../src/client/features/admin/customers/customers-saga';
import { customersActions as actions } from '../../../src/client/features/admin/customers/customers-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, customer, httpError, networkError, reducer, staffToken } from './admin-fixtures';

const pending = [customer(), customer({ id: 8, name: 'Omar Saleh', email: 'omar@vetline.ae' })];
const query = { state: 'pending' as const, q: 'paws', p: 2 };
const loaded = actions.listLoaded({ count: 22, customers: pending });

describe('customers saga', () => {
  it('loads the tab, search and page asked for', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchCustomers), { count: 22, customers: pending }]])
      .dispatch(actions.listRequested(query))
      .call(fetchCustomers, staffToken, query)
      .put(loaded)
      .hasFinalState(adminAfter(actions.listRequested(query), loaded))
      .silentRun(50));

  it('goes to the last page that has customers when the page asked for is past the end', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([{
        call(effect, next) {
          if (effect.fn !== fetchCustomers) return next();
          return (effect.args[1] as typeof query).p === 2 ? { count: 20, customers: [] } : { count: 20, customers: pending };
        },
      }])
      .dispatch(actions.listRequested(query))
      .put(actions.listRequested({ ...query, p: 1 }))
      .put(actions.listLoaded({ count: 20, customers: pending }))
      .silentRun(50));

  it('reloads the tab, search and page it showed last when the screen opens again', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter(actions.listRequested(query), loaded))
      .provide([[matchers.call.fn(fetchCustomers), { count: 22, customers: pending }]])
      .dispatch(actions.screenOpened())
      .put(actions.listRequested(query))
      .call(fetchCustomers, staffToken, query)
      .silentRun(50));

  it('shows the message of a failed load', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchCustomers), throwError(networkError)]])
      .dispatch(actions.listRequested(query))
      .put(actions.listFailed({ message: 'Error' }))
      .silentRun(50));

  it('ends the staff session when the server refuses the token (401)', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchCustomers), throwError(httpError(401))]])
      .dispatch(actions.listRequested(query))
      .put(sessionEnded())
      .not.put.actionType(actions.listFailed.type)
      .silentRun(50)
      .then((result) => expect(result.storeState.admin.session.status).toBe('anonymous')));

  it('says that approving an account rejected before its email was confirmed only undid the rejection, and mailed nobody', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter(actions.listRequested(query), loaded, actions.customerOpened(7)))
      .provide([
        [matchers.call.fn(approveCustomer), { status: 1, customer: customer({ state: 'unconfirmed' }) }],
        [matchers.call.fn(fetchCustomers), { count: 21, customers: pending.slice(1) }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.approveSubmitted({ id: 7 }))
      .call(notify, ADMIN_MSG.customerReopened('layla@pawsco.ae'), 'success', { short: true })
      .not.call(notify, ADMIN_MSG.customerApproved('layla@pawsco.ae'), 'success', { short: true })
      .silentRun(50));

  it('approves a customer, confirms that the customer was mailed and reloads the list', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter(actions.listRequested(query), loaded, actions.customerOpened(7)))
      .provide([
        [matchers.call.fn(approveCustomer), { status: 1, customer: customer({ state: 'active' }) }],
        [matchers.call.fn(fetchCustomers), { count: 21, customers: pending.slice(1) }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.approveSubmitted({ id: 7 }))
      .call(approveCustomer, staffToken, 7)
      .put(actions.decisionSucceeded({ customer: customer({ state: 'active' }) }))
      .call(notify, ADMIN_MSG.customerApproved('layla@pawsco.ae'), 'success', { short: true })
      .put(actions.listRequested(query))
      .call(fetchCustomers, staffToken, query)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.customers.openId).toBeNull();
        expect(storeState.admin.customers.decisions).toEqual({});
        expect(storeState.admin.customers.list.items.map((c: { id: number }) => c.id)).toEqual([8]);
      }));

  it('rejects a customer with the reason given', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter(actions.listRequested(query), loaded))
      .provide([
        [matchers.call.fn(rejectCustomer), { status: 1, customer: customer({ state: 'rejected', reject_reason: 'No valid licence' }) }],
        [matchers.call.fn(fetchCustomers), { count: 21, customers: pending.slice(1) }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.rejectSubmitted({ id: 7, reason: '  No valid licence ' }))
      .call(rejectCustomer, staffToken, 7, 'No valid licence')
      .call(notify, ADMIN_MSG.customerRejected('layla@pawsco.ae'), 'success', { short: true })
      .put(actions.listRequested(query))
      .silentRun(50));

  it('does not reject without a reason', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(rejectCustomer), { status: 1, customer: customer() }]])
      .dispatch(actions.rejectSubmitted({ id: 7, reason: '   ' }))
      .put(actions.decisionFailed({ id: 7, message: ADMIN_MSG.rejectReasonRequired }))
      .not.call.fn(rejectCustomer)
      .silentRun(50));

  it('shows a refusal of the server and keeps the list as it is', () =>
    expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([
        [matchers.call.fn(approveCustomer), { status: 0, message: 'This customer has not confirmed the email yet.' }],
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.approveSubmitted({ id: 7 }))
      .put(actions.decisionFailed({ id: 7, message: 'This customer has not confirmed the email yet.' }))
      .call(notify, 'This customer has not confirmed the email yet.', 'error', { short: true })
      .not.call.fn(fetchCustomers)
      .silentRun(50));

  it('shows the message of a failed decision, and ends the session on 401', async () => {
    await expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(approveCustomer), throwError(httpError(404, { status: 0, message: 'Unknown customer' }))]])
      .dispatch(actions.approveSubmitted({ id: 99 }))
      .put(actions.decisionFailed({ id: 99, message: 'Unknown customer' }))
      .silentRun(50);
    await expectSaga(customersSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(rejectCustomer), throwError(httpError(401))]])
      .dispatch(actions.rejectSubmitted({ id: 7, reason: 'Expired licence' }))
      .put(sessionEnded())
      .not.put.actionType(actions.decisionFailed.type)
      .silentRun(50);
  });

  it('sends a decision on another customer while the first is on its way; each answer stays with its customer', () => {
    const approvedLater = new Promise((resolve) => setTimeout(() => resolve({ status: 1, customer: customer({ state: 'active' }) }), 20));
    function* staffMoveOn() {
      yield fork(customersSaga);
      for (const event of [actions.approveSubmitted({ id: 7 }), actions.detailsClosed(), actions.customerOpened(8), actions.approveSubmitted({ id: 8 })]) {
        yield put(event);
      }
    }
    return expectSaga(staffMoveOn)
      .withReducer(reducer, adminAfter(actions.listRequested(query), loaded, actions.customerOpened(7)))
      .provide([
        [matchers.call(approveCustomer, staffToken, 7), approvedLater],
        [matchers.call(approveCustomer, staffToken, 8), new Promise(() => {})],
        [matchers.call.fn(fetchCustomers), { count: 21, customers: pending.slice(1) }],
        [matchers.call.fn(notify), undefined],
      ])
      .call(approveCustomer, staffToken, 8)
      .call(notify, ADMIN_MSG.customerApproved('layla@pawsco.ae'), 'success', { short: true })
      .silentRun(100)
      .then(({ storeState }) => {
        expect(storeState.admin.customers.openId).toBe(8);
        expect(storeState.admin.customers.decisions).toEqual({ 8: { status: 'submitting', error: null } });
      });
  });
});
