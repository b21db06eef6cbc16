// The preview (dry run) of a catalogue CSV import: what importing the file would do, decided by
// the same code as the import itself (services/catalogue-csv/plan-diff.ts), with nothing written.
import type { ImportJob } from './admin-types';

/** Created: new in the catalogue; updated: existing and changed; unchanged: existing, left as they are. */
export interface ImportPreviewCounts { created: number; updated: number; unchanged: number }

/** How many there are, and the first of them in line order (a file may change thousands). */
export interface ImportPreviewList<T> { count: number; first: T[] }

export type PreviewPriceField = 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price';

/**
 * An article whose prices change: each changed price in AED, null for none; and when its volume
 * tiers change, the old and new tiers as the CSV writes them ("1:42.00|12:39.50", '' for none).
 */
export interface PreviewPriceChange {
  line: number;
  sku: string;
  prices: Array<{ field: PreviewPriceField; from: number | null; to: number | null }>;
  tiers?: { from: string; to: string };
}

export interface PreviewStockChange { line: number; sku: string; from: number; to: number }

/** A product taken off sale or put on sale (`active`); `line` is its first row. */
export interface PreviewProductChange { line: number; slug: string; name: string }

export interface PreviewNewAttribute { type: string; name: string; value: string | null }

export interface ImportPreview {
  /** Products by slug. */
  products: ImportPreviewCounts;
  /** Articles (variants), one a row: created and updated are what the import would report. */
  articles: ImportPreviewCounts;
  brands_created: ImportPreviewList<string>;
  attributes_created: ImportPreviewList<PreviewNewAttribute>;
  prices_changed: ImportPreviewList<PreviewPriceChange>;
  stock_changed: ImportPreviewList<PreviewStockChange>;
  taken_off_sale: ImportPreviewList<PreviewProductChange>;
  put_on_sale: ImportPreviewList<PreviewProductChange>;
}

/** At most this many of each kind of change are listed; the counts are always whole. */
export const PREVIEW_LISTED = 100;

/**
 * A preview runs as a job, as an import does: `validating` while rows are checked, then `done`
 * with `preview` (and `created` / `updated` as the import would count them) or `failed` with
 * the row errors exactly as the import reports them. It never reaches `importing`.
 */
export interface ImportPreviewJob extends ImportJob {
  preview: ImportPreview | null;
}
