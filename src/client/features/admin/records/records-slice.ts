import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntry, OutboxMail, StaffMember } from '../../../../shared/admin-types';
import type { NewStaff } from '../api/admin-api';
import type { LoadStatus } from '../shared/paged-list';
import {
  actionFailed, failList, idleAction, pagedList, receiveList, requestList, submitting, type ActionState,
  type PagedList,
} from '../shared/paged-list';

/**
 * The audit entry shown whole ("Show all" on an entry the list cut short). `open` turns false
 * when it is closed; the rest stays, so the dialog's closing fade still shows it.
 */
export interface AuditDetail {
  id: number;
  open: boolean;
  status: LoadStatus;
  entry: AuditEntry | null;
  error: string | null;
}

/** A page of a record list and the search it shows ('' for all). */
export interface RecordQuery { p: number; q: string }

export interface RecordsState {
  outbox: PagedList<OutboxMail, RecordQuery>;
  audit: PagedList<AuditEntry, RecordQuery>;
  auditDetail: AuditDetail | null;
  /** Staff are few: one list, no pages. */
  staff: PagedList<StaffMember, null>;
  staffAdd: ActionState;
  /** Disabling or enabling an account, by staff id; a member without an entry is at rest. */
  staffAccess: Record<number, ActionState>;
  /**
   * The colleague whose account staff are asked to disable. `open` turns false once answered;
   * the id stays, so the dialog's closing fade still names them.
   */
  disableQuestion: { id: number; open: boolean } | null;
}

export const initialRecordsState: RecordsState = {
  outbox: pagedList({ p: 1, q: '' }),
  audit: pagedList({ p: 1, q: '' }),
  auditDetail: null,
  staff: pagedList(null),
  staffAdd: idleAction,
  staffAccess: {},
  disableQuestion: null,
};

/** A staff member's account is to be disabled (`disabled: true`) or enabled again. */
export interface StaffAccessChange {
  id: number;
  disabled: boolean;
}

const recordsSlice = createSlice({
  name: 'admin/records',
  initialState: initialRecordsState,
  reducers: {
    /** The outbox screen opened: the saga reloads the page it showed last. */
    outboxOpened() {},
    /** The audit screen opened: the saga reloads the page it showed last; no entry is open. */
    auditOpened(state) {
      if (state.auditDetail) state.auditDetail.open = false;
    },
    outboxRequested(state, action: PayloadAction<RecordQuery>) {
      requestList(state.outbox, action.payload);
    },
    outboxLoaded(state, action: PayloadAction<{ count: number; mails: OutboxMail[] }>) {
      receiveList(state.outbox, action.payload.count, action.payload.mails);
    },
    outboxFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.outbox, action.payload.message);
    },
    auditRequested(state, action: PayloadAction<RecordQuery>) {
      requestList(state.audit, action.payload);
    },
    auditLoaded(state, action: PayloadAction<{ count: number; entries: AuditEntry[] }>) {
      receiveList(state.audit, action.payload.count, action.payload.entries);
    },
    auditFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.audit, action.payload.message);
    },
    /** "Show all" (or Try again) on an entry: it opens, and the saga loads it whole. */
    auditEntryOpened(state, action: PayloadAction<{ id: number }>) {
      state.auditDetail = { id: action.payload.id, open: true, status: 'loading', entry: null, error: null };
    },
    /** An entry whole; an answer for an entry no longer asked for is dropped. */
    auditEntryLoaded(state, action: PayloadAction<{ entry: AuditEntry }>) {
      const detail = state.auditDetail;
      if (detail?.id !== action.payload.entry.id) return;
      detail.status = 'succeeded';
      detail.entry = action.payload.entry;
    },
    auditEntryFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      const detail = state.auditDetail;
      if (detail?.id !== action.payload.id) return;
      detail.status = 'failed';
      detail.error = action.payload.message;
    },
    auditEntryClosed(state) {
      if (state.auditDetail) state.auditDetail.open = false;
    },
    staffRequested(state) {
      requestList(state.staff, null);
      // The screen opened (or its list is tried again): it starts without a question open.
      if (state.disableQuestion) state.disableQuestion.open = false;
      // A fresh list drops earlier refusals; a change still on its way stays busy.
      for (const [id, access] of Object.entries(state.staffAccess)) {
        if (access.status === 'failed') delete state.staffAccess[Number(id)];
      }
    },
    staffLoaded(state, action: PayloadAction<{ count: number; staff: StaffMember[] }>) {
      receiveList(state.staff, action.payload.count, action.payload.staff);
    },
    staffFailed(state, action: PayloadAction<{ message: string }>) {
      failList(state.staff, action.payload.message);
    },
    staffAddSubmitted(state, _action: PayloadAction<NewStaff>) {
      state.staffAdd = submitting;
    },
    staffAdded(state, action: PayloadAction<{ staff: StaffMember }>) {
      state.staffAdd = idleAction;
      state.staff.items.push(action.payload.staff);
      state.staff.count += 1;
    },
    staffAddFailed(state, action: PayloadAction<{ message: string }>) {
      state.staffAdd = actionFailed(action.payload.message);
    },
    /** Disable pressed on a colleague's row: the confirmation opens. */
    staffDisableAsked(state, action: PayloadAction<{ id: number }>) {
      state.disableQuestion = { id: action.payload.id, open: true };
    },
    /** Staff went Back: the account stays as it is. */
    staffDisableDismissed(state) {
      if (state.disableQuestion) state.disableQuestion.open = false;
    },
    /**
     * A disable confirms the question, which closes at once: the row shows the change on its
     * way, then the server's answer or refusal.
     */
    staffAccessChangeRequested(state, action: PayloadAction<StaffAccessChange>) {
      state.staffAccess[action.payload.id] = submitting;
      if (action.payload.disabled && state.disableQuestion?.id === action.payload.id) state.disableQuestion.open = false;
    },
    /** The server changed the account: its row shows the member as the server now has them. */
    staffAccessChanged(state, action: PayloadAction<{ staff: StaffMember }>) {
      const { staff } = action.payload;
      delete state.staffAccess[staff.id];
      const index = state.staff.items.findIndex((member) => member.id === staff.id);
      if (index >= 0) state.staff.items[index] = staff;
    },
    staffAccessChangeFailed(state, action: PayloadAction<{ id: number; message: string }>) {
      state.staffAccess[action.payload.id] = actionFailed(action.payload.message);
    },
  },
});

export const recordsActions = recordsSlice.actions;
export default recordsSlice.reducer;
