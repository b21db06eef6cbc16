import { CURRENCY, FILS_PER_AED } from './constants';

// Money maths shared by the storefront and the server. Sums are taken in whole fils so that
// adding many two-decimal prices never drifts (0.1 + 0.2 style errors).

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with two decimals and thousands separators, without the currency: '1,234.50'. */
export function formatAmount(aed: number): string {
  return amount.format(Number.isFinite(aed) ? aed : 0);
}

/** AED amount as the shop prints it: 'AED 1,234.50'. */
export function formatAed(aed: number): string {
  return `${CURRENCY} ${formatAmount(aed)}`;
}

/** Whole fils of an AED amount (rounded to the nearest fils). */
export function toFils(aed: number): number {
  return Math.round(aed * FILS_PER_AED);
}

/** AED amount with two decimals of a whole number of fils. */
export function fromFils(fils: number): number {
  return Math.round(fils) / FILS_PER_AED;
}

/**
 * Discount badge of spec section 5: 100 minus sale/price*100, rounded to a whole percent.
 * A missing or non-positive price has no meaningful discount, so it reads 0.
 */
export function discountPercent(price: number, sale: number): number {
  if (!(price > 0) || !Number.isFinite(sale)) return 0;
  // In whole fils, so an exact half rounds up as it should (200 and 109: 45.5 % reads 46, where
  // 100 - 109 / 200 * 100 in floating point is a hair under 45.5).
  const priceFils = toFils(price);
  if (priceFils <= 0) return 0;
  return Math.round(((priceFils - toFils(sale)) * 100) / priceFils);
}

/** The price a line is charged at: the sale price when there is one. */
export function effectivePrice(price: number, sale: number | null | undefined): number {
  return sale === null || sale === undefined ? price : sale;
}

export interface PricedLine {
  count: number;
  price: number;
  sale_price: number | null;
}

/** Spec section 9: the sum of count times (sale price if present, else price). */
export function linesTotal(lines: readonly PricedLine[]): number {
  const fils = lines.reduce((sum, line) => sum + line.count * toFils(effectivePrice(line.price, line.sale_price)), 0);
  return fromFils(fils);
}
