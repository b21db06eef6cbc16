// Checks each data row of a catalogue file on its own: required cells, numbers, flags, lengths,
// attribute columns, prices. Every problem of a row is reported together, with its line.
import {
  CATALOGUE_CSV_COLUMNS, OPTIONAL_CSV_COLUMNS, STOCK_AT_EXPORT_CSV_COLUMN, TIERS_CSV_COLUMN, VAT_CATEGORY_CSV_COLUMN,
} from '../../../shared/admin-types';
import type { VatCategory } from '../../../shared/tax';
import type { Tier } from '../price-lists/decide-price';
import { parseTiers } from '../price-lists/tier-cells';
import type { QuantityRule } from '../../../shared/quantity-rules';
import { quantityRuleCells } from './rule-cells';
import {
  CATALOGUE_LIMITS as L, type PriceSet, nameProblem, priceSetProblem, slugProblem, stockProblem, textProblem,
} from '../catalogue-admin/rules';
import { parseAmount, parseBoolean, parseWhole, splitList, splitPath, unguardFormula } from './cells';
import { isSafeFileName } from '../media';
import { stockAtExportCell } from './stock-cells';
import { vatCategoryCell } from './vat-cells';
import type { CsvRecord } from './read-csv';

type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];
export type Cells = Record<Column, string>;

export interface AttributeCell { type: string; name: string; value: string | null }

export interface CheckedRow {
  line: number;
  sku: string;
  slug: string;
  name: string;
  brand: string | null;
  /** Each category as the names along its path. */
  categories: string[][];
  metas: string[];
  active: boolean;
  directFast: boolean;
  excerpt: string;
  introduction: string;
  metaDescription: string;
  images: string[];
  attributes: AttributeCell[];
  thumbnail: string | null;
  stock: number;
  /** The stock when the file was exported (stock-cells.ts); null when not given: `stock` is absolute. */
  stockAtExport: number | null;
  prices: PriceSet;
  /** null when the file has no quantity-rule columns: the article keeps its rule. */
  rule: QuantityRule | null;
  /** null when the file has no vat_category column or the cell is empty: the article keeps its category. */
  vatCategory: VatCategory | null;
  /** null when the file has no tiers column: the article keeps its tiers. */
  tiers: Tier[] | null;
}

export type RowCheck = { row: CheckedRow } | { problems: string[] };

/** Column positions by name, or the header's problem. Any order; every column once. */
export function headerColumns(header: string[]): Map<Column, number> | string {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const unknown = names.filter((name) => !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}.`;
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) return `The column ${twice[0]} appears twice.`;
  const optional: readonly string[] = [...OPTIONAL_CSV_COLUMNS, TIERS_CSV_COLUMN, STOCK_AT_EXPORT_CSV_COLUMN, VAT_CATEGORY_CSV_COLUMN];
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !names.includes(column) && !optional.includes(column));
  if (missing.length > 0) return `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`;
  const rules = OPTIONAL_CSV_COLUMNS.filter((column) => names.includes(column));
  if (rules.length > 0 && rules.length < OPTIONAL_CSV_COLUMNS.length) return `The columns ${OPTIONAL_CSV_COLUMNS.join(', ')} go together.`;
  return new Map(CATALOGUE_CSV_COLUMNS.filter((column) => names.includes(column)).map((column) => [column, names.indexOf(column)]));
}

function attributeCells(cells: Cells, n: 1 | 2, problems: string[]): AttributeCell | null {
  const type = cells[`attribute_${n}_type`].trim();
  const name = cells[`attribute_${n}`].trim();
  const value = cells[`attribute_${n}_value`].trim() || null;
  if (!type && !name && !value) return null;
  if (!type || !name) {
    problems.push(`attribute_${n}_type and attribute_${n} must be given together.`);
    return null;
  }
  const problem = nameProblem(type, `attribute_${n}_type`, L.attributeName) ?? nameProblem(name, `attribute_${n}`, L.attributeName)
    ?? (value === null ? null : nameProblem(value, `attribute_${n}_value`, L.attributeValue));
  if (problem) problems.push(problem);
  return { type, name, value };
}

function amount(cells: Cells, column: 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price', problems: string[]): number | null {
  const value = parseAmount(cells[column]);
  if (Number.isNaN(value)) problems.push(`${column} must be an amount such as 12.50 (got "${cells[column].trim()}").`);
  return Number.isNaN(value) ? null : value;
}

function flag(cells: Cells, column: 'active' | 'direct_fast', problems: string[]): boolean {
  const value = parseBoolean(cells[column]);
  if (value === null) problems.push(`${column} must be 1 or 0 (got "${cells[column].trim()}").`);
  return value ?? false;
}

export function checkRow(record: CsvRecord, columns: Map<Column, number>): RowCheck {
  if (record.cells.length !== columns.size) {
    return { problems: [`The row has ${record.cells.length} cells; the header has ${columns.size}.`] };
  }
  const cells = Object.fromEntries([...columns].map(([column, at]) => [column, unguardFormula(record.cells[at])])) as Cells;
  const problems: string[] = [];
  const note = (problem: string | null) => (problem ? problems.push(problem) : 0);
  const sku = cells.sku.trim();
  const slug = cells.product_slug.trim();
  const name = cells.product_name.trim();
  const brand = cells.brand.trim() || null;
  note(nameProblem(sku, 'sku', L.sku));
  note(slugProblem(slug, 'product_slug'));
  note(nameProblem(name, 'product_name', L.name));
  if (brand !== null) note(nameProblem(brand, 'brand', L.name));
  const categories = splitList(cells.categories).map(splitPath);
  if (categories.some((path) => path.some((part) => part === ''))) problems.push('A category path has an empty level (write paths as "Dog > Food > Dry Food").');
  if (categories.length > L.categories) problems.push(`At most ${L.categories} categories.`);
  const metas = splitList(cells.metas);
  if (metas.length > L.metas) problems.push(`At most ${L.metas} metas.`);
  const active = flag(cells, 'active', problems);
  const directFast = flag(cells, 'direct_fast', problems);
  note(textProblem(cells.excerpt, 'excerpt', L.excerpt));
  note(textProblem(cells.introduction, 'introduction', L.introduction));
  note(textProblem(cells.meta_description, 'meta_description', L.metaDescription));
  const images = splitList(cells.images);
  if (images.length > L.images) problems.push(`At most ${L.images} images.`);
  if (new Set(images).size !== images.length) problems.push('An image is listed twice.');
  const oddName = images.find((name) => !isSafeFileName(name));
  if (oddName !== undefined) problems.push(`"${oddName}" is not a media name (letters, digits, dots, dashes and underscores).`);
  const first = attributeCells(cells, 1, problems);
  const second = attributeCells(cells, 2, problems);
  if (second && !first) problems.push('attribute_2 is given without attribute_1.');
  if (first && second && first.type.toLowerCase() === second.type.toLowerCase()) problems.push('The two attributes must be of two different types.');
  const thumbnail = cells.variant_thumbnail.trim() || null;
  if (thumbnail !== null && !images.includes(thumbnail)) problems.push(`variant_thumbnail "${thumbnail}" must be one of the product's images.`);
  const stock = parseWhole(cells.stock);
  if (Number.isNaN(stock)) problems.push(`stock must be a whole number (got "${cells.stock.trim()}").`);
  else note(stockProblem(stock));
  const stockAtExport = columns.has(STOCK_AT_EXPORT_CSV_COLUMN) ? stockAtExportCell(cells.stock_at_export, problems) : null;
  const price = amount(cells, 'price', problems);
  if (price === null && cells.price.trim() === '') problems.push('price is required.');
  const prices: PriceSet = {
    price: price ?? 0, sale_price: amount(cells, 'sale_price', problems), b2b_price: amount(cells, 'b2b_price', problems), b2b_sale_price: amount(cells, 'b2b_sale_price', problems),
  };
  if (problems.length === 0) note(priceSetProblem(prices));
  const rule = columns.has('min_order') ? quantityRuleCells(cells, problems) : null;
  const vatCategory = columns.has(VAT_CATEGORY_CSV_COLUMN) ? vatCategoryCell(cells.vat_category, problems) : null;
  const tiers = columns.has(TIERS_CSV_COLUMN) ? parseTiers(cells.tiers) : null;
  if (typeof tiers === 'string') problems.push(tiers);
  if (problems.length > 0 || typeof tiers === 'string') return { problems };
  return {
    row: {
      line: record.line, sku, slug, name, brand, categories, metas, active, directFast,
      excerpt: cells.excerpt, introduction: cells.introduction, metaDescription: cells.meta_description,
      images, attributes: [first, second].filter((a): a is AttributeCell => a !== null), thumbnail, stock, stockAtExport, prices, rule, vatCategory, tiers,
    },
  };
}
