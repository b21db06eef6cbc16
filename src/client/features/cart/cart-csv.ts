// The cart as a CSV file: SKU and quantity first, so the file can be uploaded again on the
// quick-order page; then what a buyer reads (product, variant, prices).
import type { CartItem } from '../../../shared/api-types';
import { effectivePrice } from '../../../shared/money';

/** A cell a spreadsheet would run as a formula is written after an apostrophe. */
const guard = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function cartCsv(items: readonly CartItem[]): string {
  const rows = [['sku', 'quantity', 'product', 'variant', 'unit_price', 'line_total']];
  for (const item of items) {
    const unit = effectivePrice(item.price, item.sale_price);
    rows.push([item.sku ?? '', String(item.count), item.name, item.attribute_name, unit.toFixed(2), (unit * item.count).toFixed(2)]);
  }
  // BOM: spreadsheet programs need it to read non-Latin names as UTF-8.
  return `\uFEFF${rows.map((row) => row.map((cell) => quote(guard(cell))).join(',')).join('\r\n')}\r\n`;
}
