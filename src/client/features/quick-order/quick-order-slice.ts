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

/**
 * A row as it was when it went to the shop. The buyer may edit or remove rows while the shop
 * answers: an answer is about the row as sent, so it fits the row only while the row still reads so.
 */
export interface SentRow { id: number; sku: string; count: string }

/** What a check or an add sends: each sendable row as it reads now. */
export const rowsToSend = (rows: readonly QuickOrderRow[]): SentRow[] => sendableRows(rows).map(({ id, sku, count }) => ({ id, sku, count }));

function rowOf(id: number, line: Pick<SheetLine, 'sku' | 'count'>): QuickOrderRow {
  const problem = checkLine(line.sku, line.count);
  return { id, sku: line.sku, count: line.count, state: problem ? 'problem' : 'draft', message: problem };
}

/** One line of the shop's answer with the row it was sent for: that row still as sent, changed since, or removed. */
interface Answer { sent: SentRow; result: BulkLineResult; row: QuickOrderRow | undefined; fits: boolean }

function answersOf(state: QuickOrderState, sent: readonly SentRow[], results: readonly BulkLineResult[]): Answer[] {
  return sent.flatMap((line, i) => {
    const result = results[i];
    if (!result) return [];
    const row = state.rows.find((r) => r.id === line.id);
    return [{ sent: line, result, row, fits: row !== undefined && row.sku === line.sku && row.count === line.count }];
  });
}

/** The shop's verdict shows beside a row only while the row reads as it was sent; an edited row stays a draft. */
function applyAnswers(answers: readonly Answer[]) {
  for (const { result, row, fits } of answers) {
    if (!row || !fits) continue;
    row.state = result.status;
    row.message = result.message;
  }
}

const isTaken = (result: BulkLineResult) => result.status === 'added' || result.status === 'adjusted';
const lineCount = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;
const named = (answers: readonly Answer[]) => answers.map(({ sent, result }) => `${sent.sku.trim()} (${result.message.replace(/\.$/, '')})`).join(', ');

/**
 * What an add did, as the status line says it. The shop took every line it was sent, so lines
 * removed or changed on the page meanwhile are in the cart as they were sent, and the buyer is told.
 */
function addedNotice(answers: readonly Answer[], left: readonly QuickOrderRow[]): string {
  const taken = answers.filter((a) => isTaken(a.result));
  const removed = taken.filter((a) => !a.row);
  const changed = taken.filter((a) => a.row && !a.fits);
  const parts = [`${lineCount(taken.length)} added to your cart.`];
  if (removed.length > 0) parts.push(`Removed here while adding, but already in your cart: ${named(removed)}.`);
  if (changed.length > 0) parts.push(`Changed here while adding, and added as ${changed.length === 1 ? 'it was' : 'they were'} before the change: ${named(changed)}.`);
  if (left.some((row) => row.state !== 'draft')) parts.push('Please correct the lines left below.');
  else if (left.length > 0) parts.push('The lines left below are not in your cart yet.');
  return parts.join(' ');
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
    /** A check while adding leaves the page adding: the add's answer is what ends it. */
    checkRequested(state) {
      if (state.status !== 'adding') state.status = 'checking';
    },
    /**
     * A check answered. While an add runs, the add's own answer is the newer word on the rows it
     * sent, so a check answer then is set aside (rows pasted meanwhile stay unchecked drafts).
     */
    linesChecked(state, action: PayloadAction<{ sent: SentRow[]; results: BulkLineResult[] }>) {
      if (state.status === 'adding') return;
      applyAnswers(answersOf(state, action.payload.sent, action.payload.results));
      if (state.status === 'checking') state.status = 'idle';
    },
    addRequested(state) {
      state.status = 'adding';
    },
    /**
     * Rows added as they were sent leave the page; the others stay, with the shop's reason when
     * they still read as sent, or as the buyer changed them meanwhile.
     */
    linesAdded(state, action: PayloadAction<{ sent: SentRow[]; results: BulkLineResult[]; cart: Cart }>) {
      const answers = answersOf(state, action.payload.sent, action.payload.results);
      applyAnswers(answers);
      const added = new Set(answers.filter((a) => a.fits && isTaken(a.result)).map((a) => a.sent.id));
      state.rows = state.rows.filter((r) => !added.has(r.id));
      state.status = 'idle';
      state.notice = addedNotice(answers, state.rows);
    },
    /** A check that fails while an add runs leaves the page adding: the add's answer ends it. */
    requestFailed(state, action: PayloadAction<{ request: 'check' | 'add'; message: string }>) {
      if (action.payload.request === 'check' && state.status === 'adding') return;
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
