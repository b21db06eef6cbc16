// Lines as a buyer brings them: pasted from a spreadsheet (tabs), typed ("SKU, quantity"), or
// read from a CSV or XLSX file. Every row becomes a line to check; rows that cannot be read
// are kept with their problem so the buyer can fix them on the page.
import Papa from 'papaparse';
import { MAX_BULK_LINES } from '../../../shared/constants';

export interface SheetLine {
  sku: string;
  /** As written, so a bad quantity can be shown and corrected. */
  count: string;
  /** Why the line cannot be sent as it is; null when it can. */
  problem: string | null;
}

export type SheetRead = { ok: true; lines: SheetLine[] } | { ok: false; message: string };

export const SHEET_MESSAGES = {
  tooManyLines: (n: number) => `The list has ${n.toLocaleString('en-US')} lines; at most ${MAX_BULK_LINES} can be added at once. Please split it.`,
  empty: 'No lines were found. Write one "SKU, quantity" per line.',
  formula: 'This cell holds a formula; please paste or export the values only.',
  noSku: 'Please enter a SKU or product name.',
  badCount: 'Please enter a whole quantity of at least 1.',
} as const;

/** Spreadsheet formulas (and the CSV-injection shapes of them) are never taken as data. */
const FORMULA = /^[=+@]|^-[^0-9]/;
const HEADER_SKU = /^(sku|article|item|code|product)/i;

/** The quantity as a whole number, or NaN ("1,200" and "1 200" read as 1200). */
export function parseCount(text: string): number {
  const plain = text.trim().replace(/[ ,\u00a0]/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : Number.NaN;
}

export function checkLine(sku: string, count: string): string | null {
  if (FORMULA.test(sku.trim()) || FORMULA.test(count.trim())) return SHEET_MESSAGES.formula;
  if (sku.trim() === '') return SHEET_MESSAGES.noSku;
  const n = parseCount(count);
  if (!Number.isInteger(n) || n < 1) return SHEET_MESSAGES.badCount;
  return null;
}

/** Rows of cells (from a paste, a CSV or a sheet) to lines: SKU first, quantity second; a header row is skipped. */
export function linesFromRows(rows: ReadonlyArray<ReadonlyArray<unknown>>): SheetRead {
  const cells = rows
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())))
    .filter((row) => row.some((cell) => cell !== ''));
  if (cells.length > 0 && HEADER_SKU.test(cells[0][0] ?? '') && Number.isNaN(parseCount(cells[0][1] ?? ''))) cells.shift();
  if (cells.length === 0) return { ok: false, message: SHEET_MESSAGES.empty };
  if (cells.length > MAX_BULK_LINES) return { ok: false, message: SHEET_MESSAGES.tooManyLines(cells.length) };
  // A row with only a SKU means one of it.
  return {
    ok: true,
    lines: cells.map(([sku = '', count = '1']) => ({ sku, count: count === '' ? '1' : count, problem: checkLine(sku, count === '' ? '1' : count) })),
  };
}

/**
 * Pasted or CSV text: tabs when the text has any (a spreadsheet copy), else commas or
 * semicolons as the first line uses them; quoted cells as CSV writes them.
 */
export function linesFromText(text: string): SheetRead {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = text.includes('\t') ? '\t' : firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const rowCount = text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
  // Refused before parsing: a pasted export of the whole catalogue is not an order.
  if (rowCount > MAX_BULK_LINES + 1) return { ok: false, message: SHEET_MESSAGES.tooManyLines(rowCount) };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: 'greedy' });
  return linesFromRows(parsed.data);
}
