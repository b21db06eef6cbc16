import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, {
  type QuickOrderRow, type QuickOrderState, type SentRow, addRequested, checkRequested, initialQuickOrderState, linesAdded, linesChecked, linesRead,
  requestFailed, rowEdited, rowRemoved, rowsToSend,
} from '../../../src/client/features/quick-order/quick-order-slice';
import type { BulkLineResult, Cart } from '../../../src/shared/api-types';

// The buyer may edit or remove rows while the shop answers a check or an add. An answer is
// about the rows as they were sent (the action carries them), so it shows beside a row only
// while that row still reads so; the page never shows a verdict or a count the shop did not see.

const cart: Cart = { items: [], count: 0, total: 0 };
const added = (sku: string, n: number): BulkLineResult => ({ sku, status: 'added', message: `Added ${n}.` });
const unknown = (sku: string): BulkLineResult => ({ sku, status: 'unknown', message: 'No product has this SKU.' });

const draft = (id: number, sku: string, count: string): QuickOrderRow => ({ id, sku, count, state: 'draft', message: null });
const page = (...rows: QuickOrderRow[]): QuickOrderState => ({ ...initialQuickOrderState, rows, nextId: rows.length + 1 });
const run = (state: QuickOrderState, ...actions: UnknownAction[]) => actions.reduce(reducer, state);
const shown = (state: QuickOrderState) => state.rows.map((r) => [r.id, r.sku, r.count, r.state, r.message]);

/** The page after the buyer pressed Add, with what the saga sent: the rows as they read then. */
function adding(...rows: QuickOrderRow[]): { state: QuickOrderState; sent: SentRow[] } {
  const state = run(page(...rows), addRequested());
  return { state, sent: rowsToSend(state.rows) };
}

describe('quick order: answers to rows the buyer changed meanwhile', () => {
  it('sends each sendable row as it reads, by id', () => {
    expect(rowsToSend([draft(1, 'KIB-2', '10'), draft(2, '', '1'), draft(3, 'BOWL-1', 'two')])).toEqual([{ id: 1, sku: 'KIB-2', count: '10' }]);
  });

  it('a row changed during the add keeps its new count, shows no verdict and stays; the notice says what went in', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '10'), draft(2, 'BOWL-1', '2'));
    const after = run(state, rowEdited({ id: 1, count: '100' }), linesAdded({ sent, results: [added('KIB-2', 10), added('BOWL-1', 2)], cart }));
    expect(shown(after)).toEqual([[1, 'KIB-2', '100', 'draft', null]]);
    expect(after.status).toBe('idle');
    expect(after.notice).toBe(
      '2 lines added to your cart. Changed here while adding, and added as it was before the change: KIB-2 (Added 10). The lines left below are not in your cart yet.',
    );
  });

  it('a row whose SKU changed during the add is not taken for the one that was added', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '4'));
    const after = run(state, rowEdited({ id: 1, sku: 'KIB-3' }), linesAdded({ sent, results: [added('KIB-2', 4)], cart }));
    expect(shown(after)).toEqual([[1, 'KIB-3', '4', 'draft', null]]);
  });

  it('a row changed back to what was sent is the row that was added, and leaves the page', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '10'));
    const after = run(state, rowEdited({ id: 1, count: '100' }), rowEdited({ id: 1, count: '10' }), linesAdded({ sent, results: [added('KIB-2', 10)], cart }));
    expect(after.rows).toEqual([]);
    expect(after.notice).toBe('1 line added to your cart.');
  });

  it('a row removed during the add stays gone, and the notice says the shop added it all the same', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '10'), draft(2, 'BOWL-1', '2'), draft(3, 'NOPE', '1'));
    const after = run(state, rowRemoved({ id: 2 }), rowRemoved({ id: 3 }), linesAdded({ sent, results: [added('KIB-2', 10), added('BOWL-1', 2), unknown('NOPE')], cart }));
    expect(after.rows).toEqual([]);
    // NOPE was not added: removing it took it off the page and out of the order alike.
    expect(after.notice).toBe('2 lines added to your cart. Removed here while adding, but already in your cart: BOWL-1 (Added 2).');
  });

  it('keeps a refused row that still reads as sent with the shop\'s reason', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '10'), draft(2, 'NOPE', '1'));
    const after = run(state, linesAdded({ sent, results: [added('KIB-2', 10), unknown('NOPE')], cart }));
    expect(shown(after)).toEqual([[2, 'NOPE', '1', 'unknown', 'No product has this SKU.']]);
    expect(after.notice).toBe('1 line added to your cart. Please correct the lines left below.');
  });

  it('takes off the page only rows this add added; lines pasted meanwhile stay, unchecked, whatever their check says or does', () => {
    const { state, sent } = adding(draft(1, 'KIB-2', '10'));
    // Lines pasted while adding are checked at once; the add's answer is the newer word, so the
    // check's answer is set aside, and a check that fails does not end the add.
    const pasted = run(state, linesRead({ lines: [{ sku: 'BOWL-1', count: '2', problem: null }] }), checkRequested());
    const checked = run(pasted, linesChecked({ sent: [{ id: 2, sku: 'BOWL-1', count: '2' }], results: [added('BOWL-1', 2)] }),
      requestFailed({ request: 'check', message: 'The shop could not be reached.' }));
    expect(checked.status).toBe('adding');
    expect(checked.notice).toBeNull();
    const after = run(checked, linesAdded({ sent, results: [added('KIB-2', 10)], cart }));
    expect(shown(after)).toEqual([[2, 'BOWL-1', '2', 'draft', null]]);
    expect(after.status).toBe('idle');
    expect(after.notice).toBe('1 line added to your cart. The lines left below are not in your cart yet.');
    // An add that fails does end it.
    expect(run(state, requestFailed({ request: 'add', message: 'The shop could not be reached.' })).status).toBe('failed');
  });

  it('a check\'s answer marks the rows that still read as sent; an edited row stays a draft', () => {
    const state = run(page(draft(1, 'KIB-2', '4'), draft(2, 'NOPE', '1')), checkRequested());
    const sent = rowsToSend(state.rows);
    const after = run(state, rowEdited({ id: 2, sku: 'KIB-3' }), linesChecked({ sent, results: [added('KIB-2', 4), unknown('NOPE')] }));
    expect(shown(after)).toEqual([[1, 'KIB-2', '4', 'added', 'Added 4.'], [2, 'KIB-3', '1', 'draft', null]]);
    expect(after.status).toBe('idle');
  });

  it('an answer for a row removed meanwhile changes nothing else', () => {
    const state = run(page(draft(1, 'KIB-2', '4'), draft(2, 'NOPE', '1')), checkRequested());
    const sent = rowsToSend(state.rows);
    const after = run(state, rowRemoved({ id: 1 }), linesChecked({ sent, results: [added('KIB-2', 4), unknown('NOPE')] }));
    expect(shown(after)).toEqual([[2, 'NOPE', '1', 'unknown', 'No product has this SKU.']]);
  });
});
