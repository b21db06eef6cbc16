import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulkLineResult, BulkLineStatus, Cart } from '../../../shared/api-types';
import { logoutRequested } from '../auth/auth-slice';
import { type SheetLine, checkLine } from './sheet-lines';

// The quick-order page: rows of SKU and quantity the buyer typed, pasted or uploaded. Rows
// stay here until added, so the buyer can correct the ones the shop could not take.

export interface QuickOrderRow {
  id: number;
  sku: string;
  count: string;
  /** 'draft' until the shop has checked it (or after an edit); the shop's answer after. */
  state: 'draft' | 'problem' | BulkLineStatus;
  message: string | null;
}

export interface QuickOrderState {
  rows: QuickOrderRow[];
  status: 'idle' | 'checking' | 'adding' | 'failed';
  /** A list or file refused whole, a failed call, or what the last add did. */
  notice: string | null;
  /** Row ids count up: the reducer has no other source of ids. */
  nextId: number;
}

export const initialQuickOrderState: QuickOrderState = { rows: [], status: 'idle', notice: null, nextId: 1 };

/** The rows sent to the shop: every row without a problem of its own, in page order. */
export const sendableRows = (rows: readonly QuickOrderRow[]) => rows.filter((row) => checkLine(row.sku, row.count) === null);

function rowOf(id: number, line: Pick<SheetLine, 'sku' | 'count'>): QuickOrderRow {
  const problem = checkLine(line.sku, line.count);
  return { id, sku: line.sku, count: line.count, state: problem ? 'problem' : 'draft', message: problem };
}

function applyResults(state: QuickOrderState, ids: readonly number[], results: readonly BulkLineResult[]) {
  ids.forEach((id, i) => {
    const row = state.rows.find((r) => r.id === id);
    const result = results[i];
    if (!row || !result) return;
    row.state = result.status;
    row.message = result.message;
  });
}

const quickOrderSlice = createSlice({
  name: 'quickOrder',
  initialState: initialQuickOrderState,
  reducers: {
    rowAdded(state) {
      state.rows.push(rowOf(state.nextId, { sku: '', count: '1' }));
      state.rows[state.rows.length - 1].state = 'draft';
      state.rows[state.rows.length - 1].message = null;
      state.nextId += 1;
    },
    rowEdited(state, action: PayloadAction<{ id: number; sku?: string; count?: string }>) {
      const row = state.rows.find((r) => r.id === action.payload.id);
      if (!row) return;
      Object.assign(row, rowOf(row.id, { sku: action.payload.sku ?? row.sku, count: action.payload.count ?? row.count }));
      // Still being typed: the problem shows once the row is checked.
      if (row.state === 'problem' && row.sku.trim() === '') row.message = null;
    },
    rowRemoved(state, action: PayloadAction<{ id: number }>) {
      state.rows = state.rows.filter((r) => r.id !== action.payload.id);
    },
    /** Text pasted into the list box: the saga reads it into lines. */
    pasteSubmitted(_state, _action: PayloadAction<{ text: string }>) {},
    /** Lines read from a paste or a file join the rows (blank rows make way). */
    linesRead(state, action: PayloadAction<{ lines: SheetLine[] }>) {
      state.rows = state.rows.filter((r) => r.sku.trim() !== '');
      for (const line of action.payload.lines) {
        state.rows.push(rowOf(state.nextId, line));
        state.nextId += 1;
      }
      state.notice = null;
    },
    readRefused(state, action: PayloadAction<{ message: string }>) {
      state.notice = action.payload.message;
    },
    checkRequested(state) {
      state.status = 'checking';
    },
    linesChecked(state, action: PayloadAction<{ ids: number[]; results: BulkLineResult[] }>) {
      applyResults(state, action.payload.ids, action.payload.results);
      state.status = 'idle';
    },
    addRequested(state) {
      state.status = 'adding';
    },
    /** Added and adjusted rows leave the page; the others stay with the shop's reason. */
    linesAdded(state, action: PayloadAction<{ ids: number[]; results: BulkLineResult[]; cart: Cart }>) {
      applyResults(state, action.payload.ids, action.payload.results);
      const added = action.payload.results.filter((r) => r.status === 'added' || r.status === 'adjusted').length;
      state.rows = state.rows.filter((r) => r.state !== 'added' && r.state !== 'adjusted');
      state.status = 'idle';
      state.notice = `${added} ${added === 1 ? 'line' : 'lines'} added to your cart.${state.rows.length > 0 ? ' Please correct the lines left below.' : ''}`;
    },
    requestFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.notice = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(logoutRequested, () => initialQuickOrderState);
  },
});

export const {
  rowAdded, rowEdited, rowRemoved, pasteSubmitted, linesRead, readRefused, checkRequested, linesChecked, addRequested, linesAdded, requestFailed,
} = quickOrderSlice.actions;
export default quickOrderSlice.reducer;
