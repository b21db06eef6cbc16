import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AuditEntry, OutboxMail } from '../../../src/shared/admin-types';
import {
  addStaff, disableStaff, enableStaff, fetchAudit, fetchOutbox, fetchStaff,
} from '../../../src/client/features/admin/api/admin-api';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { recordsSaga } from '../../../src/client/features/admin/records/records-saga';
import { recordsActions as actions } from '../../../src/client/features/admin/records/records-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { notify } from '../../../src/client/lib/notify';
import { adminAfter, colleague, httpError, networkError, reducer, staffMember, staffToken } from './admin-fixtures';

const mail: OutboxMail = {
  id: 40, to: 'layla@pawsco.ae', subject: 'Your account is active', text: 'Welcome to Petora.', html: null,
  date: '2025-03-02T10:00:00.000Z', sent_at: null, error: null,
};
const entry: AuditEntry = {
  id: 5, staff: { id: 1, email: 'ops@petora.ae', name: 'Noor Ops' }, action: 'order.approve', target: 'order:12',
  details: { from: 2, to: 1 }, date: '2025-03-02T10:00:00.000Z',
};
const newcomer = colleague;
const quiet: [never, undefined] = [matchers.call.fn(notify) as never, undefined];

describe('records saga', () => {
  it('loads a page of the outbox, newest first as the server sends it', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOutbox), { count: 41, mails: [mail] }]])
      .dispatch(actions.outboxRequested({ p: 3, q: '' }))
      .call(fetchOutbox, staffToken, { p: 3, q: '' })
      .put(actions.outboxLoaded({ count: 41, mails: [mail] }))
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.records.outbox).toMatchObject({ query: { p: 3, q: '' }, count: 41, status: 'succeeded' })));

  it('searches the outbox for a recipient, and pages within the matches', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOutbox), { count: 25, mails: [mail] }]])
      .dispatch(actions.outboxRequested({ p: 1, q: 'layla@pawsco.ae' }))
      .call(fetchOutbox, staffToken, { p: 1, q: 'layla@pawsco.ae' })
      .dispatch(actions.outboxRequested({ p: 2, q: 'layla@pawsco.ae' }))
      .call(fetchOutbox, staffToken, { p: 2, q: 'layla@pawsco.ae' })
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.records.outbox.query).toEqual({ p: 2, q: 'layla@pawsco.ae' })));

  it.each([
    ['outbox', actions.outboxOpened(), actions.outboxRequested({ p: 3, q: 'pawsco' }), actions.outboxRequested({ p: 3, q: 'pawsco' })],
    ['audit log', actions.auditOpened(), actions.auditRequested({ p: 2, q: 'order:42' }), actions.auditRequested({ p: 2, q: 'order:42' })],
  ])('reloads the page and search of the %s it showed last when its screen opens again', (_name, opened, earlier, again) =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter(earlier))
      .provide([[matchers.call.fn(fetchOutbox), { count: 0, mails: [] }], [matchers.call.fn(fetchAudit), { count: 0, entries: [] }]])
      .dispatch(opened)
      .put(again)
      .silentRun(50));

  it('loads a page of the audit log, searched', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchAudit), { count: 1, entries: [entry] }]])
      .dispatch(actions.auditRequested({ p: 1, q: 'order:42' }))
      .call(fetchAudit, staffToken, { p: 1, q: 'order:42' })
      .put(actions.auditLoaded({ count: 1, entries: [entry] }))
      .silentRun(50));

  it('shows failed outbox and audit pages, and ends the session on 401', async () => {
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchOutbox), throwError(networkError)]])
      .dispatch(actions.outboxRequested({ p: 1, q: '' }))
      .put(actions.outboxFailed({ message: 'Error' }))
      .silentRun(50);
    await expectSaga(recordsSaga)
      .withReducer(reducer, adminAfter())
      .provide([[matchers.call.fn(fetchAudit), throwError(httpError(401))]])
      .dispatch(actions.auditRequested({ p: 1, q: '' }))
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

describe('disabling and enabling staff accounts', () => {
  const leftOn = '2025-03-10T17:00:00.000Z';
  const disabled = { ...colleague, disabled_at: leftOn };
  const listed = (...members: typeof colleague[]) =>
    adminAfter(actions.staffRequested(), actions.staffLoaded({ count: members.length, staff: members }));

  it('disables a colleague, who then shows as disabled', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, colleague))
      .provide([[matchers.call.fn(disableStaff), { status: 1, staff: disabled }], quiet])
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: true }))
      .call(disableStaff, staffToken, 2)
      .put(actions.staffAccessChanged({ staff: disabled }))
      .call(notify, ADMIN_MSG.staffDisabled('sara@petora.ae'), 'success', { short: true })
      .not.call.fn(enableStaff)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.records.staff.items).toEqual([staffMember, disabled]);
        expect(storeState.admin.records.staffAccess).toEqual({});
      }));

  it("shows the server's refusal on the member's row and changes nothing", () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, colleague))
      .provide([[matchers.call.fn(disableStaff), { status: 0, message: 'You cannot disable your own account.' }], quiet])
      .dispatch(actions.staffAccessChangeRequested({ id: 1, disabled: true }))
      .put(actions.staffAccessChangeFailed({ id: 1, message: 'You cannot disable your own account.' }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.records.staff.items).toEqual([staffMember, colleague]);
        expect(storeState.admin.records.staffAccess).toEqual({ 1: { status: 'failed', error: 'You cannot disable your own account.' } });
      }));

  it('enables a disabled colleague again', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, disabled))
      .provide([[matchers.call.fn(enableStaff), { status: 1, staff: colleague }], quiet])
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: false }))
      .call(enableStaff, staffToken, 2)
      .put(actions.staffAccessChanged({ staff: colleague }))
      .call(notify, ADMIN_MSG.staffEnabled('sara@petora.ae'), 'success', { short: true })
      .not.call.fn(disableStaff)
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.admin.records.staff.items).toEqual([staffMember, colleague])));

  it('shows a failed call on the row, and ends the session on 401', async () => {
    await expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, colleague))
      .provide([[matchers.call.fn(disableStaff), throwError(networkError)]])
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: true }))
      .put(actions.staffAccessChangeFailed({ id: 2, message: 'Error' }))
      .silentRun(50);
    await expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, disabled))
      .provide([[matchers.call.fn(enableStaff), throwError(httpError(401))]])
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: false }))
      .put(sessionEnded())
      .not.put.actionType(actions.staffAccessChangeFailed.type)
      .silentRun(50);
  });

  it("sends a double click on a member's row once, while another member's row still goes through", async () => {
    const third = { ...colleague, id: 3, email: 'omar@petora.ae', name: 'Omar' };
    const answerLater = (staff: typeof colleague) => new Promise((resolve) => setTimeout(() => resolve({ status: 1, staff }), 20));
    const { effects } = await expectSaga(recordsSaga)
      .withReducer(reducer, listed(staffMember, colleague, third))
      .provide([
        [matchers.call(disableStaff, staffToken, 2), answerLater(disabled)],
        [matchers.call(disableStaff, staffToken, 3), answerLater({ ...third, disabled_at: leftOn })],
        quiet,
      ])
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: true }))
      .dispatch(actions.staffAccessChangeRequested({ id: 2, disabled: true }))
      .dispatch(actions.staffAccessChangeRequested({ id: 3, disabled: true }))
      .put(actions.staffAccessChanged({ staff: disabled }))
      .silentRun(100);
    const sent = effects.call.filter((effect) => effect.payload.fn === disableStaff).map((effect) => effect.payload.args[1]);
    expect(sent).toEqual([2, 3]);
  });
});
