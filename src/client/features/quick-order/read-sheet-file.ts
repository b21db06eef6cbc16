// A file the buyer chose, read in the browser into rows of cells. Only the file's rows reach
// the store (a File object is not plain data); anything that is not a small CSV or XLSX file
// is refused with a sentence before it is read.
import type { SheetRead } from './sheet-lines';
import { linesFromRows, linesFromText } from './sheet-lines';

export const MAX_SHEET_BYTES = 2 * 1024 * 1024;

export const FILE_MESSAGES = {
  tooBig: 'The file is larger than 2 MB. An order list of up to 500 lines is much smaller; please remove other sheets or columns.',
  kind: 'Please choose a CSV file or an Excel workbook (.xlsx).',
  encoding: 'The file is not UTF-8 text. In your spreadsheet choose "Save as CSV UTF-8", or upload the .xlsx file.',
  unreadable: 'The workbook could not be read. Please save it again as .xlsx or CSV.',
} as const;

/** Decodes CSV bytes strictly: UTF-8 (with or without BOM), or UTF-16 with its BOM; anything else is refused. */
export function decodeCsv(bytes: Uint8Array): string | null {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // NUL never occurs in a text file: a binary file renamed to .csv.
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const isCsv = (name: string) => /\.(csv|txt|tsv)$/i.test(name);

export async function readSheetFile(file: File): Promise<SheetRead> {
  if (file.size > MAX_SHEET_BYTES) return { ok: false, message: FILE_MESSAGES.tooBig };
  if (isCsv(file.name)) {
    const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    return text === null ? { ok: false, message: FILE_MESSAGES.encoding } : linesFromText(text);
  }
  if (!isXlsx(file.name)) return { ok: false, message: FILE_MESSAGES.kind };
  try {
    // Loaded only when a workbook is chosen: the library stays out of every other page.
    // The first sheet is the order; formulas arrive as their computed values.
    const { readSheet } = await import(/* webpackChunkName: "xlsx-reader" */ 'read-excel-file/browser');
    return linesFromRows(await readSheet(file));
  } catch {
    return { ok: false, message: FILE_MESSAGES.unreadable };
  }
}
