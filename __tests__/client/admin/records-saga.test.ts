import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AuditEntry, OutboxMail } from '../../../src/shared/admin-types';
import { addStaff, fetchAudit, fetchOutbox, fetchStaff } from '../../../src/client/features/admin/api/admin-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { recordsSaga } from '../../../src/client/features/admin/records/records-saga';
import { recordsActions as actions } from '../../../src/client/features/admin/records/records-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, httpError, networkError, reducer, staffMember, staffToken } from './admin-fixtures';

const mail: OutboxMail = {
  id: 40, to: 'layla@pawsco.ae', subject: 'Your account is active', text: 'Welcome to Petora.', html: null,
  date: '2025-03-02T10:00:00.000Z', sent_at: null, error: null,
};
const entry: AuditEntry = {
  id: 5, staff: { id: 1, email: 'ops@petora.ae', name: 'Noor Ops' }, action: 'order.approve', target: 'order:12',
  details: { from: 2, to: 1 }, date: '2025-03-02T10:00:00.000Z',
};
const newcomer = { id: 2, email: 'sara@petora.ae', name: 'Sara', last_login_at: null, created_at: '2025-03-03T08:00:00.000Z' };
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];

describe('records saga', () => {
  it('loads a page of the outbox, newest first as the server sends it', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOutbox), { count: 41, mails: [mail] }]])
      .dispatch(actions.outboxRequested({ p: 3 }))
      .call(fetchOutbox, staffToken, 3)
      .put(actions.outboxLoaded({ count: 41, mails: [mail] }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.records.outbox).toMatchObject({ query: { p: 3 }, count: 41, status: 'succeeded' })));

  it.each([
    ['outbox', actions.outboxOpened(), actions.outboxRequested({ p: 3 }), actions.outboxRequested({ p: 3 })],
    ['audit log', actions.auditOpened(), actions.auditRequested({ p: 2 }), actions.auditRequested({ p: 2 })],
  ])('reloads the page of the %s it showed last when its screen opens again', (_name, opened, earlier, again) =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter(earlier))
      .provide([[matchers.call.fn(fetchOutbox), { count: 0, mails: [] }], [matchers.call.fn(fetchAudit), { count: 0, entries: [] }]])
      .dispatch(opened)
      .put(again)
      .silentRun(50));

  it('loads a page of the audit log', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchAudit), { count: 1, entries: [entry] }]])
      .dispatch(actions.auditRequested({ p: 1 }))
      .call(fetchAudit, staffToken, 1)
      .put(actions.auditLoaded({ count: 1, entries: [entry] }))
      .silentRun(50));

  it('shows failed outbox and audit pages, and ends the session on 401', async () => {
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOutbox), throwError(networkError)]])
      .dispatch(actions.outboxRequested({ p: 1 }))
      .put(actions.outboxFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchAudit), throwError(httpError(401))]])
      .dispatch(actions.auditRequested({ p: 1 }))
      .put(sessionEnded())
      .silentRun(50);
  });

  it('lists the staff', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchStaff), { count: 1, staff: [staffMember] }]])
      .dispatch(actions.staffRequested())
      .put(actions.staffLoaded({ count: 1, staff: [staffMember] }))
      .silentRun(50));

  it('shows a failed staff list', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchStaff), throwError(networkError)]])
      .dispatch(actions.staffRequested())
      .put(actions.staffFailed({ message: 'Error' }))
      .silentRun(50));

  it('adds a staff member, who joins the list', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter(actions.staffRequested(), actions.staffLoaded({ count: 1, staff: [staffMember] })))
      .provide([[matchers.call.fn(addStaff), { status: 1, staff: newcomer }], quiet])
      .dispatch(actions.staffAddSubmitted({ email: ' sara@petora.ae ', name: ' Sara ', password: 'long-enough' }))
      .call(addStaff, staffToken, { email: 'sara@petora.ae', name: 'Sara', password: 'long-enough' })
      .put(actions.staffAdded({ staff: newcomer }))
      .call(notify, ADMIN_MSG.staffAdded('sara@petora.ae'), 'success', { short: true })
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.records.staff).toMatchObject({ count: 2, items: [staffMember, newcomer] })));

  it.each([
    [{ email: '', name: 'Sara', password: 'long-enough' }, ADMIN_MSG.staffEmailRequired],
    [{ email: 'sara@petora.ae', name: ' ', password: 'long-enough' }, ADMIN_MSG.staffNameRequired],
    [{ email: 'sara@petora.ae', name: 'Sara', password: 'short' }, ADMIN_MSG.staffPasswordLength],
    [{ email: 'sara@petora.ae', name: 'Sara', password: 'x'.repeat(129) }, ADMIN_MSG.staffPasswordLength],
  ])('checks the new account before sending it (%#)', (input, message) =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(addStaff), { status: 1, staff: newcomer }]])
      .dispatch(actions.staffAddSubmitted(input))
      .put(actions.staffAddFailed({ message }))
      .not.call.fn(addStaff)
      .silentRun(50));

  it('shows that the email is taken, and a failed call', async () => {
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(addStaff), { status: 0, message: 'This email is registered before.' }]])
      .dispatch(actions.staffAddSubmitted({ email: 'ops@petora.ae', name: 'Noor', password: 'long-enough' }))
      .put(actions.staffAddFailed({ message: 'This email is registered before.' }))
      .silentRun(50);
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(addStaff), throwError(networkError)]])
      .dispatch(actions.staffAddSubmitted({ email: 'sara@petora.ae', name: 'Sara', password: 'long-enough' }))
      .put(actions.staffAddFailed({ message: 'Error' }))
      .silentRun(50);
  });
});
