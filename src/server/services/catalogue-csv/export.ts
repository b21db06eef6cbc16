// The whole catalogue as CSV, one row per variant with its product's columns repeated, built
// page by page of products and streamed, so a catalogue of 100,000 products never sits in
// memory whole. Lists use "|", categories their full path.
import { Readable } from 'node:stream';
import { asc, gt, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_COLUMNS } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { productCategories, productImages, productMetas, products, variants } from '../../db/schema';
import { oneByOne } from '../catalogue-admin/one-by-one';
import { attributeIdsOf } from '../catalogue-admin/product-read';
import { type CatalogueMaps, loadCatalogueMaps } from './catalogue-maps';
import { formatAmount, formatBoolean, guardFormula, joinList } from './cells';
import { articleTiers } from '../price-lists/catalogue-tiers';
import { formatTiers } from '../price-lists/tier-cells';

type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];
type CsvRecord = Record<Column, string>;

const PAGE = 500;
/** Spreadsheet programs read the file as UTF-8 (Arabic names, symbols) only with this mark. */
const BOM = '\uFEFF';

function groupBy<T>(rows: readonly T[], key: (row: T) => number, value: (row: T) => number | string) {
  const map = new Map<number, Array<number | string>>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), value(row)]);
  return map;
}

async function pageRecords(db: DbOrTx, maps: CatalogueMaps, page: ReadonlyArray<typeof products.$inferSelect>): Promise<CsvRecord[]> {
  const ids = page.map((p) => p.id);
  const [categoryRows, metaRows, imageRows, variantRows] = await oneByOne([
    db.select().from(productCategories).where(inArray(productCategories.productId, ids)).orderBy(asc(productCategories.categoryId)),
    db.select().from(productMetas).where(inArray(productMetas.productId, ids)).orderBy(asc(productMetas.metaId)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position)),
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.position), asc(variants.id)),
  ]);
  const categoryIds = groupBy(categoryRows, (r) => r.productId, (r) => r.categoryId);
  const metaIds = groupBy(metaRows, (r) => r.productId, (r) => r.metaId);
  const images = groupBy(imageRows, (r) => r.productId, (r) => r.name);
  const byProduct = new Map<number, typeof variantRows>();
  for (const v of variantRows) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  const attributeIds = await attributeIdsOf(db, variantRows.map((v) => v.id));
  const tiers = await articleTiers(db, variantRows.map((v) => v.id));
  const records: CsvRecord[] = [];
  for (const p of page) {
    const product = {
      product_slug: p.slug,
      product_name: p.name,
      brand: p.brandId === null ? '' : maps.brandName.get(p.brandId) ?? '',
      categories: joinList((categoryIds.get(p.id) ?? []).map((id) => maps.categoryPath.get(id as number) ?? '')),
      metas: joinList((metaIds.get(p.id) ?? []).map((id) => maps.metaName.get(id as number) ?? '')),
      active: formatBoolean(p.active),
      direct_fast: formatBoolean(p.directFast),
      excerpt: p.excerpt,
      introduction: p.introduction,
      meta_description: p.metaDescription,
      images: joinList((images.get(p.id) ?? []) as string[]),
    };
    for (const v of byProduct.get(p.id) ?? []) {
      const [first, second] = (attributeIds.get(v.id) ?? []).map((id) => maps.attribute.get(id));
      records.push({
        sku: v.sku,
        ...product,
        attribute_1_type: first?.typeName ?? '', attribute_1: first?.name ?? '', attribute_1_value: first?.value ?? '',
        attribute_2_type: second?.typeName ?? '', attribute_2: second?.name ?? '', attribute_2_value: second?.value ?? '',
        variant_thumbnail: v.thumbnail ?? '',
        stock: String(v.stock),
        // What the import compares `stock` with, so orders placed after the export stay counted.
        stock_at_export: String(v.stock),
        price: formatAmount(v.priceFils),
        sale_price: formatAmount(v.salePriceFils),
        b2b_price: formatAmount(v.b2bPriceFils),
        b2b_sale_price: formatAmount(v.b2bSalePriceFils),
        min_order: String(v.minOrder),
        order_multiple: String(v.orderMultiple),
        max_order: v.maxOrder === null ? '' : String(v.maxOrder),
        vat_category: v.vatCategory,
        tiers: formatTiers(tiers.get(v.id) ?? []),
      });
    }
  }
  return records;
}

const guarded = (record: CsvRecord) => Object.fromEntries(Object.entries(record).map(([column, cell]) => [column, guardFormula(cell)]));
const toCsv = (records: CsvRecord[]) => stringify(records.map(guarded), { columns: [...CATALOGUE_CSV_COLUMNS] });

/** Products in id order, variants in their order; products without variants have no row. */
async function* catalogueChunks(db: DbOrTx): AsyncGenerator<string> {
  const maps = await loadCatalogueMaps(db);
  yield BOM + stringify([[...CATALOGUE_CSV_COLUMNS]]);
  let after = 0;
  for (;;) {
    const page = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1].id;
    const records = await pageRecords(db, maps, page);
    if (records.length > 0) yield toCsv(records);
  }
}

export function catalogueCsvStream(db: DbOrTx): Readable {
  return Readable.from(catalogueChunks(db), { objectMode: false });
}

/** The whole file as one string (tests, small catalogues). */
export async function catalogueCsv(db: DbOrTx): Promise<string> {
  let text = '';
  for await (const chunk of catalogueChunks(db)) text += chunk;
  return text;
}
