// A preview's report: the counts the import would report, and the notable changes it decides
// (prices and volume tiers, stock, products taken off or put on sale, brands and attributes it creates), all read
// from the plan and its diff (plan-diff.ts), which the writer carries out unchanged.
import {
  type ImportPreview, type ImportPreviewList, PREVIEW_LISTED, type PreviewPriceChange, type PreviewPriceField,
  type PreviewProductChange, type PreviewStockChange,
} from '../../../shared/catalogue-import-preview';
import { fromFils } from '../../../shared/money';
import type { PriceFils } from '../catalogue-admin/rules';
import { formatTiers } from '../price-lists/tier-cells';
import { type ProductDiff, countDiffs } from './plan-diff';
import type { ImportPlan } from './resolve';

const PRICE_COLUMNS: ReadonlyArray<[PreviewPriceField, keyof PriceFils]> = [
  ['price', 'priceFils'], ['sale_price', 'salePriceFils'], ['b2b_price', 'b2bPriceFils'], ['b2b_sale_price', 'b2bSalePriceFils'],
];

const aed = (fils: number | null) => (fils === null ? null : fromFils(fils));

/** All of them counted, the first PREVIEW_LISTED listed. */
const listed = <T>(items: T[]): ImportPreviewList<T> => ({ count: items.length, first: items.slice(0, PREVIEW_LISTED) });

/** Products come grouped by slug, and a product's rows need not be together: listed in line order. */
const byLine = <T extends { line: number }>(items: T[]) => listed(items.sort((a, b) => a.line - b.line));

export function previewOf(plan: ImportPlan, diffs: readonly ProductDiff[]): ImportPreview {
  const prices: PreviewPriceChange[] = [];
  const stock: PreviewStockChange[] = [];
  const offSale: PreviewProductChange[] = [];
  const onSale: PreviewProductChange[] = [];
  for (const { product, columns, variants } of diffs) {
    if (columns.includes('active')) {
      (product.active ? onSale : offSale).push({ line: Math.min(...product.variants.map((v) => v.line)), slug: product.slug, name: product.name });
    }
    for (const { planned, changed } of variants) {
      const was = planned.existing;
      if (!was || !changed) continue;
      const moved = PRICE_COLUMNS.filter(([field]) => changed.includes(field))
        .map(([field, column]) => ({ field, from: aed(was[column]), to: aed(planned.fils[column]) }));
      const tiers = changed.includes('tiers') ? { tiers: { from: formatTiers(was.tiers), to: formatTiers(planned.tiers ?? []) } } : {};
      if (moved.length > 0 || 'tiers' in tiers) prices.push({ line: planned.line, sku: planned.sku, prices: moved, ...tiers });
      if (changed.includes('stock')) stock.push({ line: planned.line, sku: planned.sku, from: was.stock, to: planned.stock });
    }
  }
  const newAttributes = [...plan.newAttributes.values()].map((a) => ({ type: a.typeName, name: a.name, value: a.value }));
  return {
    ...countDiffs(diffs),
    brands_created: listed([...plan.newBrands.values()]),
    attributes_created: listed(newAttributes),
    prices_changed: byLine(prices),
    stock_changed: byLine(stock),
    taken_off_sale: byLine(offSale),
    put_on_sale: byLine(onSale),
  };
}
