// VAT arithmetic in integer fils. Each line's VAT is rounded on its own (half up, to the fils),
// as the e-invoice carries a VAT amount per line; the document's VAT is the sum of the lines'
// VAT, so net + VAT = gross on every line and on the document, and the per-category totals
// add up to the document totals.
import { VAT_RATE_BP, type VatCategory } from '../../../shared/tax';
import type { CategoryTotal, LineSnapshot, TotalsSnapshot } from './snapshot-types';

export interface LineInput {
  description: string;
  sku: string;
  quantity: number;
  unitPriceFils: number;
  discountFils?: number;
  category: VatCategory;
}

/** amount x rate / 10000, rounded half up; amounts are never negative here. */
export function vatOf(taxableFils: number, rateBp: number): number {
  if (!Number.isSafeInteger(taxableFils) || taxableFils < 0) throw new RangeError(`bad taxable amount ${taxableFils}`);
  return Math.floor((taxableFils * rateBp + 5000) / 10000);
}

export function priceLine(input: LineInput, position: number): LineSnapshot {
  const discountFils = input.discountFils ?? 0;
  const gross = input.quantity * input.unitPriceFils;
  if (!Number.isInteger(input.quantity) || input.quantity <= 0) throw new RangeError('quantity must be a positive integer');
  if (discountFils < 0 || discountFils > gross) throw new RangeError('discount out of range');
  const taxableFils = gross - discountFils;
  const rateBp = VAT_RATE_BP[input.category];
  const vatFils = vatOf(taxableFils, rateBp);
  return {
    position, description: input.description, sku: input.sku, quantity: input.quantity,
    unitPriceFils: input.unitPriceFils, discountFils, taxableFils, category: input.category, rateBp, vatFils,
    grossFils: taxableFils + vatFils,
  };
}

export function totalsOf(lines: LineSnapshot[]): TotalsSnapshot {
  const byKey = new Map<string, CategoryTotal>();
  for (const line of lines) {
    const key = `${line.category}:${line.rateBp}`;
    const total = byKey.get(key) ?? { category: line.category, rateBp: line.rateBp, taxableFils: 0, vatFils: 0 };
    total.taxableFils += line.taxableFils;
    total.vatFils += line.vatFils;
    byKey.set(key, total);
  }
  const netFils = lines.reduce((sum, l) => sum + l.taxableFils, 0);
  const vatFils = lines.reduce((sum, l) => sum + l.vatFils, 0);
  const order = ['S', 'Z', 'E'];
  const byCategory = [...byKey.values()].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category));
  return { netFils, vatFils, grossFils: netFils + vatFils, byCategory };
}

/** "1234.50" from 123450 fils. */
export function amount(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "5" from 500 basis points, "0" from 0. */
export function percent(rateBp: number): string {
  return rateBp % 100 === 0 ? String(rateBp / 100) : (rateBp / 100).toFixed(2);
}
