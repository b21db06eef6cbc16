// The columns of the catalogue CSV (export and import), shared by the server and the
// import screen's column list. admin-types.ts re-exports them.

/** Separates the items of a list cell (categories, metas, images, volume tiers). */
export const LIST_SEPARATOR = '|';

/**
 * The catalogue CSV: one row per variant, product columns repeated on each of its variants.
 * Import creates or updates by SKU (and the product by slug); export writes the same columns,
 * so an export imported again leaves the catalogue unchanged. Lists inside a cell use "|".
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku', 'product_slug', 'product_name', 'brand', 'categories', 'metas', 'active', 'direct_fast',
  'excerpt', 'introduction', 'meta_description', 'images',
  'attribute_1_type', 'attribute_1', 'attribute_1_value', 'attribute_2_type', 'attribute_2', 'attribute_2_value',
  'variant_thumbnail', 'stock', 'stock_at_export', 'price', 'sale_price', 'b2b_price', 'b2b_sale_price',
  'min_order', 'order_multiple', 'max_order', 'vat_category', 'tiers',
] as const;

/**
 * Quantity-rule columns may be left out of a file (files written before they existed): the
 * articles then keep their rules. Present but empty means no rule (1, 1, no maximum).
 */
export const OPTIONAL_CSV_COLUMNS = ['min_order', 'order_multiple', 'max_order'] as const;

/**
 * The article's volume tiers, "1:42.00|12:39.50|48:37.00" (from-quantity:unit price in AED).
 * A file without the column keeps the articles' tiers; an empty cell removes them.
 */
export const TIERS_CSV_COLUMN = 'tiers';

/**
 * The variant's stock when the file was exported. A row whose `stock` still equals it leaves the
 * stock as the database holds it (orders placed since stay counted); a changed `stock` is taken
 * only if the database still holds this value. Empty, or a file without the column: `stock` is
 * written as it is.
 */
export const STOCK_AT_EXPORT_CSV_COLUMN = 'stock_at_export';

/**
 * The article's VAT category: S (standard, 5 %), Z (zero-rated) or E (exempt), as the product
 * editor offers them. A file without the column, or an empty cell, keeps the article's category
 * (S for a new article).
 */
export const VAT_CATEGORY_CSV_COLUMN = 'vat_category';
