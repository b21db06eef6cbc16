import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AuditEntry } from '../../../src/shared/admin-types';
import { fetchAuditEntry } from '../../../src/client/features/admin/api/admin-api';
import { adminReducer } from '../../../src/client/features/admin/admin-reducer';
import { recordsSaga } from '../../../src/client/features/admin/records/records-saga';
import { selectAuditDetail, selectAuditDetailRow } from '../../../src/client/features/admin/records/records-selectors';
import { recordsActions as actions } from '../../../src/client/features/admin/records/records-slice';
import { sessionEnded } from '../../../src/client/features/admin/session/session-slice';
import { adminAfter, httpError, networkError, reducer, staffToken } from './admin-fixtures';

const rules = Array.from({ length: 25 }, (_, i) => ({ target_id: i + 1, price: 10 }));
const whole: AuditEntry = {
  id: 5, staff: { id: 1, email: 'ops@petora.ae', name: 'Noor Ops' }, action: 'price-list.delete', target: 'price-list:7',
  details: { name: 'Chains', rules }, details_shortened: false, date: '2025-03-02T10:00:00.000Z',
};
const short: AuditEntry = { ...whole, details: { name: 'Chains', rules: [...rules.slice(0, 10), { '…': '15 more items' }] }, details_shortened: true };
const other: AuditEntry = { ...whole, id: 6, target: 'price-list:8' };
const listed = (...events: Array<{ type: string }>) =>
  adminAfter(actions.auditRequested({ p: 1, q: '' }), actions.auditLoaded({ count: 2, entries: [short, { ...other, details_shortened: true }] }), ...events);

describe('showing an audit entry whole', () => {
  it('loads the entry staff opened whole into the store', () =>
    expectSaga(recordsSaga)
      .withReducer(reducer, listed())
      .provide([[matchers.call.fn(fetchAuditEntry), whole]])
      .dispatch(actions.auditEntryOpened({ id: 5 }))
      .call(fetchAuditEntry, staffToken, 5)
      .put(actions.auditEntryLoaded({ entry: whole }))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(selectAuditDetail(storeState)).toEqual({ id: 5, open: true, status: 'succeeded', entry: whole, error: null });
        // The list keeps its short form.
        expect(storeState.admin.records.audit.items[0]).toEqual(short);
      }));

  it('shows a failed load with the server\'s message, and ends the session on 401', async () => {
    await expectSaga(recordsSaga)
      .withReducer(reducer, listed())
      .provide([[matchers.call.fn(fetchAuditEntry), throwError(httpError(404, { status: 0, message: 'Not found' }))]])
      .dispatch(actions.auditEntryOpened({ id: 5 }))
      .put(actions.auditEntryFailed({ id: 5, message: 'Not found' }))
      .silentRun(50)
      .then(({ storeState }) => expect(selectAuditDetail(storeState)).toMatchObject({ id: 5, open: true, status: 'failed', error: 'Not found', entry: null }));
    await expectSaga(recordsSaga)
      .withReducer(reducer, listed())
      .provide([[matchers.call.fn(fetchAuditEntry), throwError(networkError)]])
      .dispatch(actions.auditEntryOpened({ id: 5 }))
      .put(actions.auditEntryFailed({ id: 5, message: 'Error' }))
      .silentRun(50);
    await expectSaga(recordsSaga)
      .withReducer(reducer, listed())
      .provide([[matchers.call.fn(fetchAuditEntry), throwError(httpError(401))]])
      .dispatch(actions.auditEntryOpened({ id: 5 }))
      .put(sessionEnded())
      .not.put.actionType(actions.auditEntryFailed.type)
      .silentRun(50);
  });

  it('keeps only the answer for the entry opened last', async () => {
    const later = (entry: AuditEntry, ms: number) => new Promise((resolve) => setTimeout(() => resolve(entry), ms));
    const { storeState } = await expectSaga(recordsSaga)
      .withReducer(reducer, listed())
      .provide([[matchers.call(fetchAuditEntry, staffToken, 5), later(whole, 30)], [matchers.call(fetchAuditEntry, staffToken, 6), later(other, 10)]])
      .dispatch(actions.auditEntryOpened({ id: 5 }))
      .dispatch(actions.auditEntryOpened({ id: 6 }))
      .put(actions.auditEntryLoaded({ entry: other }))
      .not.put(actions.auditEntryLoaded({ entry: whole }))
      .silentRun(80);
    expect(selectAuditDetail(storeState)).toMatchObject({ id: 6, status: 'succeeded', entry: other });
  });

  it('replays from the recorded actions alone: open, loaded, closed; a late answer for another entry is dropped', () => {
    const opened = listed(actions.auditEntryOpened({ id: 5 }));
    expect(selectAuditDetail(opened)).toEqual({ id: 5, open: true, status: 'loading', entry: null, error: null });
    // While it loads, the dialog names the entry from its row in the list.
    expect(selectAuditDetailRow(opened)).toEqual(short);
    const loaded = adminReducer(opened.admin, actions.auditEntryLoaded({ entry: whole }));
    expect(selectAuditDetailRow({ admin: loaded })).toEqual(whole);
    expect(adminReducer(loaded, actions.auditEntryLoaded({ entry: other })).records.auditDetail?.entry).toEqual(whole);
    expect(adminReducer(loaded, actions.auditEntryFailed({ id: 6, message: 'Error' })).records.auditDetail?.status).toBe('succeeded');
    const closed = adminReducer(loaded, actions.auditEntryClosed());
    // Closed, it keeps what it showed for the closing fade.
    expect(closed.records.auditDetail).toEqual({ id: 5, open: false, status: 'succeeded', entry: whole, error: null });
    // The screen opening again shows no entry open.
    expect(adminReducer(loaded, actions.auditOpened()).records.auditDetail?.open).toBe(false);
  });
});
