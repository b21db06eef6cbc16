// How catalogue values are written into CSV cells and read back. Export and import share these,
// so an exported file imports to exactly what was exported.
import { LIST_SEPARATOR } from '../../../shared/catalogue-csv-columns';
import { fromFils } from '../../../shared/money';

/** Separates the levels of a category path: "Dog > Food > Dry Food". */
export const PATH_SEPARATOR = ' > ';

// A spreadsheet program opening the export runs a cell that begins with =, +, -, @, a tab or a
// carriage return as a formula (a name like "=HYPERLINK(...)" would become a live link). Such
// cells are written with a leading apostrophe, which spreadsheets read as "this is text", and the
// import takes exactly one apostrophe off again. Cells that already begin with apostrophes before
// such a character get one more, so every value comes back as it was exported.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'+[=+\-@\t\r]/;

export const guardFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
export const unguardFormula = (cell: string) => (GUARDED_FORMULA.test(cell) ? cell.slice(1) : cell);

export const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);

/** Items of a list cell, trimmed, empty ones dropped. */
export function splitList(cell: string): string[] {
  return cell.split(LIST_SEPARATOR).map((item) => item.trim()).filter((item) => item !== '');
}

export const joinPath = (names: readonly string[]) => names.join(PATH_SEPARATOR);

export function splitPath(path: string): string[] {
  return path.split('>').map((name) => name.trim());
}

export const formatBoolean = (value: boolean) => (value ? '1' : '0');

const TRUE = new Set(['1', 'true', 'yes', 'y']);
const FALSE = new Set(['0', 'false', 'no', 'n']);

export function parseBoolean(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

export const formatAmount = (fils: number | null) => (fils === null ? '' : fromFils(fils).toFixed(2));

const AMOUNT = /^\d+(?:\.\d+)?$/;

/** An AED amount ("12", "12.5", "12.50"; the price rules then allow two decimals); null for an empty cell; NaN when malformed. */
export function parseAmount(cell: string): number | null {
  const value = cell.trim();
  if (value === '') return null;
  return AMOUNT.test(value) ? Number(value) : Number.NaN;
}

const WHOLE = /^\d+$/;

export function parseWhole(cell: string): number {
  const value = cell.trim();
  return WHOLE.test(value) ? Number(value) : Number.NaN;
}
