// The stock_at_export column: the stock each row had when the file was exported. With it, the
// import treats `stock` the way the product editor treats stock_seen (stockToWrite in
// catalogue-admin/product-write.ts): a stock left as exported keeps what the database holds
// when the import writes (units ordered since the export stay taken); a changed stock is taken
// only if the database still holds the exported value. That is checked against the catalogue
// with the other row problems, and again by the UPDATE itself (write-variants.ts), so an order
// placed between the check and the write is never written over. Without the value (an empty
// cell, a file without the column) and for new variants, `stock` is written as it is.
import { MAX_STOCK } from '../catalogue-admin/rules';
import { parseWhole } from './cells';

export const STOCK_MESSAGES = {
  badCell: (got: string) => `stock_at_export must be a whole number of 0 to ${MAX_STOCK.toLocaleString('en-US')} (got "${got}"): `
    + 'it is the stock when the file was exported; leave it as exported, or empty it to write stock as it is.',
  moved: (sku: string, now: number, stock: number) => `The stock of SKU ${sku} changed to ${now} since the export (orders or another change); `
    + `check the stock and enter it in a fresh export, or empty stock_at_export on this row to write ${stock} anyway.`,
  gone: (sku: string) => `The variant ${sku} was deleted while the file was imported; import again.`,
} as const;

/** The cell's value; null when empty (stock is then absolute) or bad (noted in `problems`). */
export function stockAtExportCell(cell: string, problems: string[]): number | null {
  const value = cell.trim();
  if (value === '') return null;
  const stock = parseWhole(value);
  if (Number.isNaN(stock) || stock > MAX_STOCK) {
    problems.push(STOCK_MESSAGES.badCell(value));
    return null;
  }
  return stock;
}

/** A variant's stock as the file gives it: `stockAtExport` null for absolute stock and for new variants. */
export interface StockCells { sku: string; stock: number; stockAtExport: number | null }

/**
 * What the write does to an existing variant's stock: write `stock` (absolute), keep the
 * database's stock, or write `stock` only where the database still holds `expect`.
 */
export type StockWrite = { kind: 'absolute' } | { kind: 'keep' } | { kind: 'unless-moved'; expect: number };

export function stockWrite(cells: StockCells): StockWrite {
  if (cells.stockAtExport === null) return { kind: 'absolute' };
  if (cells.stock === cells.stockAtExport) return { kind: 'keep' };
  return { kind: 'unless-moved', expect: cells.stockAtExport };
}

/** Whether the row changes the stock of a variant that holds `now`. */
export function stockChanges(cells: StockCells, now: number): boolean {
  return stockWrite(cells).kind !== 'keep' && cells.stock !== now;
}

/** The row's problem when it changes a stock the database no longer holds as exported. */
export function stockMovedProblem(cells: StockCells, now: number): string | null {
  const write = stockWrite(cells);
  return write.kind === 'unless-moved' && now !== write.expect ? STOCK_MESSAGES.moved(cells.sku, now, cells.stock) : null;
}
