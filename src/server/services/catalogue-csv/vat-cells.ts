// The vat_category cell: S, Z or E (any case). Empty, or a file without the column, keeps the
// article's category (S for a new article), so files written before the column existed import
// as they did.
import type { VatCategory } from '../../../shared/tax';
import { isVatCategory, vatCategoryProblem } from '../catalogue-admin/rules';

/** The cell's category; null when empty (kept) or bad (noted in `problems`). */
export function vatCategoryCell(cell: string, problems: string[]): VatCategory | null {
  const value = cell.trim().toUpperCase();
  if (value === '') return null;
  if (isVatCategory(value)) return value;
  problems.push(vatCategoryProblem(cell.trim(), 'vat_category') ?? '');
  return null;
}
