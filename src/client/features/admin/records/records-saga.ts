import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AuditEntry, OutboxMail, Paged, StaffMember } from '../../../../shared/admin-types';
import { notify } from '../../../lib/notify';
import {
  addStaff, disableStaff, enableStaff, fetchAudit, fetchAuditEntry, fetchOutbox, fetchStaff, type NewStaff, type StaffReply,
} from '../api/admin-api';
import type { Reply } from '../api/admin-http';
import { ADMIN_MSG } from '../admin-messages';
import { selectAudit, selectOutbox, selectStaffToken } from '../admin-selectors';
import { failureOf, requestAgain, SHORT, takeLeadingPerId } from '../shared/saga-support';
import { type RecordQuery, recordsActions as actions, type StaffAccessChange } from './records-slice';

export function* loadOutbox(action: PayloadAction<RecordQuery>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'mails', OutboxMail> = yield call(fetchOutbox, token ?? '', action.payload);
    yield put(actions.outboxLoaded({ count: page.count, mails: page.mails }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.outboxFailed({ message }));
  }
}

export function* loadAudit(action: PayloadAction<RecordQuery>) {
  try {
    const token: string | null = yield select(selectStaffToken);
    const page: Paged<'entries', AuditEntry> = yield call(fetchAudit, token ?? '', action.payload);
    yield put(actions.auditLoaded({ count: page.count, entries: page.entries }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.auditFailed({ message }));
  }
}

/** One audit entry with its details whole, for the entry staff opened. */
export function* loadAuditEntry(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const entry: AuditEntry = yield call(fetchAuditEntry, token ?? '', id);
    yield put(actions.auditEntryLoaded({ entry }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.auditEntryFailed({ id, message }));
  }
}

export function* loadStaff() {
  try {
    const token: string | null = yield select(selectStaffToken);
    const list: Paged<'staff', StaffMember> = yield call(fetchStaff, token ?? '');
    yield put(actions.staffLoaded({ count: list.count, staff: list.staff }));
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.staffFailed({ message }));
  }
}

/** The same bounds the server keeps (password of 8 to 128 characters), checked before sending. */
export function staffInputProblem(input: NewStaff): string | null {
  if (!input.email.trim()) return ADMIN_MSG.staffEmailRequired;
  if (!input.name.trim()) return ADMIN_MSG.staffNameRequired;
  if (input.password.length < 8 || input.password.length > 128) return ADMIN_MSG.staffPasswordLength;
  return null;
}

export function* addStaffMember(action: PayloadAction<NewStaff>) {
  const problem = staffInputProblem(action.payload);
  if (problem) {
    yield put(actions.staffAddFailed({ message: problem }));
    return;
  }
  const input = { ...action.payload, email: action.payload.email.trim(), name: action.payload.name.trim() };
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: Reply<{ staff: StaffMember }> = yield call(addStaff, token ?? '', input);
    if (reply.status !== 1) {
      yield put(actions.staffAddFailed({ message: reply.message }));
      return;
    }
    yield put(actions.staffAdded({ staff: reply.staff }));
    yield call(notify, ADMIN_MSG.staffAdded(reply.staff.email), 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.staffAddFailed({ message }));
  }
}

/**
 * Disables a colleague's account (someone who left) or enables it again. Status 1 brings the
 * member back as the server now has them, disabled since a date or active; status 0 changed
 * nothing and the row shows the server's reason (no one can disable their own account).
 */
export function* changeStaffAccess(action: PayloadAction<StaffAccessChange>) {
  const { id, disabled } = action.payload;
  try {
    const token: string | null = yield select(selectStaffToken);
    const reply: StaffReply = disabled
      ? yield call(disableStaff, token ?? '', id)
      : yield call(enableStaff, token ?? '', id);
    if (reply.status !== 1) {
      yield put(actions.staffAccessChangeFailed({ id, message: reply.message }));
      return;
    }
    yield put(actions.staffAccessChanged({ staff: reply.staff }));
    const confirmation = disabled ? ADMIN_MSG.staffDisabled : ADMIN_MSG.staffEnabled;
    yield call(notify, confirmation(reply.staff.email), 'success', SHORT);
  } catch (error) {
    const message: string | null = yield call(failureOf, error);
    if (message !== null) yield put(actions.staffAccessChangeFailed({ id, message }));
  }
}

/**
 * takeLeading per member: while a member's change is on its way, another request for that
 * member (a double click) is dropped, so their account is changed once; another member's row
 * still works.
 */
export function* watchStaffAccessChanges() {
  yield takeLeadingPerId<PayloadAction<StaffAccessChange>>([actions.staffAccessChangeRequested.type], changeStaffAccess);
}

/** The outbox or audit screen opened again: the page and search it showed last, fresh from the server. */
export function* reloadOutbox() {
  yield* requestAgain((state) => selectOutbox(state).query, actions.outboxRequested);
}

export function* reloadAudit() {
  yield* requestAgain((state) => selectAudit(state).query, actions.auditRequested);
}

export function* recordsSaga() {
  yield all([
    // takeLatest: only the page on screen matters; paging quickly drops older answers.
    takeLatest(actions.outboxRequested.type, loadOutbox),
    takeLatest(actions.auditRequested.type, loadAudit),
    // takeLatest: one entry is open at a time; opening another drops the answer for the last.
    takeLatest(actions.auditEntryOpened.type, loadAuditEntry),
    // takeLatest: opening a screen twice quickly needs one reload.
    takeLatest(actions.outboxOpened.type, reloadOutbox),
    takeLatest(actions.auditOpened.type, reloadAudit),
    takeLatest(actions.staffRequested.type, loadStaff),
    // takeLeading: a double click on Add must not try to create the same account twice.
    takeLeading(actions.staffAddSubmitted.type, addStaffMember),
    // takeLeading per member: a double click disables or enables an account once.
    fork(watchStaffAccessChanges),
  ]);
}
