// Rows become products: the rows of one product_slug must agree on every product column, no
// SKU may appear twice, and no two variants of a product may carry the same attributes.
import { CATALOGUE_LIMITS } from '../catalogue-admin/rules';
import type { CheckedRow } from './check-rows';
import type { RowErrors } from './row-errors';

export interface ProductGroup { slug: string; first: CheckedRow; rows: CheckedRow[] }

const PRODUCT_COLUMNS: Array<[string, (row: CheckedRow) => string]> = [
  ['product_name', (r) => r.name],
  ['brand', (r) => (r.brand ?? '').toLowerCase()],
  ['categories', (r) => r.categories.map((path) => path.join('>').toLowerCase()).join('|')],
  ['metas', (r) => r.metas.map((m) => m.toLowerCase()).join('|')],
  ['active', (r) => String(r.active)],
  ['direct_fast', (r) => String(r.directFast)],
  ['excerpt', (r) => r.excerpt],
  ['introduction', (r) => r.introduction],
  ['meta_description', (r) => r.metaDescription],
  ['images', (r) => r.images.join('|')],
];

export const attributeSetKey = (row: CheckedRow) => row.attributes
  .map((a) => `${a.type.toLowerCase()}=${a.name.toLowerCase()}=${(a.value ?? '').toLowerCase()}`).sort().join('&');

export function groupRows(rows: readonly CheckedRow[], errors: RowErrors): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  const skuLine = new Map<string, number>();
  const comboLine = new Map<string, number>();
  for (const row of rows) {
    const seen = skuLine.get(row.sku);
    if (seen !== undefined) errors.add(row.line, `The SKU ${row.sku} is also on line ${seen}.`);
    else skuLine.set(row.sku, row.line);
    const group = groups.get(row.slug);
    if (!group) {
      groups.set(row.slug, { slug: row.slug, first: row, rows: [row] });
    } else {
      const differing = PRODUCT_COLUMNS.filter(([, value]) => value(row) !== value(group.first)).map(([column]) => column);
      if (differing.length > 0) {
        errors.add(row.line, `The product ${row.slug} is described differently on line ${group.first.line} (${differing.join(', ')}): every row of a product must repeat the same product columns.`);
      }
      group.rows.push(row);
      if (group.rows.length === CATALOGUE_LIMITS.variants + 1) errors.add(row.line, `A product can have at most ${CATALOGUE_LIMITS.variants} variants.`);
    }
    const combo = `${row.slug}#${attributeSetKey(row)}`;
    const same = comboLine.get(combo);
    if (same !== undefined) errors.add(row.line, `This variant has the same attributes as line ${same}.`);
    else comboLine.set(combo, row.line);
  }
  return [...groups.values()];
}
