import type { OrderLine } from '../../../shared/api-types';
import { fromFils, toFils } from '../../../shared/money';

// The shop trades from Dubai: an order's date is the Dubai calendar day, whatever the browser's zone.
const orderDate = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

/** The date of an order as the dashboard shows it ('5 March 2025'); the raw text if unreadable. */
export function formatOrderDate(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : orderDate.format(time);
}

/** Total Purchase of one line (spec section 9: unit price times count), summed in whole fils. */
export function lineTotal(line: Pick<OrderLine, 'unit_price' | 'count'>): number {
  return fromFils(toFils(line.unit_price) * line.count);
}

/** The Total row of an order's table: the sum of its lines' Total Purchase. */
export function orderTotal(lines: readonly Pick<OrderLine, 'unit_price' | 'count'>[]): number {
  return fromFils(lines.reduce((sum, line) => sum + toFils(line.unit_price) * line.count, 0));
}

/** Order states: spec section 4 names 1 and 2; 3 is an order the shop cancelled (the back office's Cancel order). */
export { ORDER_STATES as ORDER_STATE } from '../../../shared/constants';
