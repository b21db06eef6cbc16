// The demo catalogue written without rendering its pictures (each image a tiny stored file),
// small reference rows for hand-made files, and CSV helpers for the import tests.
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_COLUMNS, type ImportJob } from '../../../src/shared/admin-types';
import type { ImportPreviewJob } from '../../../src/shared/catalogue-import-preview';
import type { Db } from '../../../src/server/db/client';
import { attributeTypes, attributes, categories, files, metas } from '../../../src/server/db/schema';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { insertProducts } from '../../../src/server/db/seed/write/products';
import { insertReferenceData } from '../../../src/server/db/seed/write/reference';
import { drizzleWriter } from '../../../src/server/db/seed/write/row-writer';
import { syncIdSequences } from '../../../src/server/db/sequences';
import type { AdminShop } from './admin-fixtures';

let pixel: Buffer | undefined;

export async function tinyWebp(): Promise<Buffer> {
  pixel ??= await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0392b' } }).webp().toBuffer();
  return pixel;
}

export async function storeImages(db: Db, names: readonly string[]): Promise<void> {
  const data = await tinyWebp();
  const unique = [...new Set(names)];
  for (let i = 0; i < unique.length; i += 200) {
    await db.insert(files).values(unique.slice(i, i + 200).map((name) => ({ name, kind: 'image' as const, contentType: 'image/webp', size: data.length, data })))
      .onConflictDoNothing();
  }
}

/** The demo shop's catalogue: 170 products, 617 variants, categories, brands, metas, attributes. */
export async function loadDemoCatalogue(db: Db): Promise<void> {
  const catalogue = demoCatalogue();
  await db.transaction(async (tx) => {
    await insertReferenceData(tx, catalogue, new Map());
    await insertProducts(drizzleWriter(tx), catalogue.products, { brandNames: new Map(catalogue.brands.map((b) => [b.id, b.name])), firstVariantId: 1 });
    await syncIdSequences(tx);
  });
  await storeImages(db, catalogue.products.flatMap((p) => p.images));
}

/** Dog > Food > Dry Food and Cat > Food > Dry Food, Colour and Size types, two metas. */
export async function loadSmallReference(db: Db): Promise<void> {
  await db.insert(categories).values([
    { id: 4, name: 'Dog', slug: 'dog', sort: 1 }, { id: 5, name: 'Cat', slug: 'cat', sort: 2 },
    { id: 10, parentId: 4, name: 'Food', slug: 'dog-food', sort: 1 }, { id: 20, parentId: 5, name: 'Food', slug: 'cat-food', sort: 1 },
    { id: 30, parentId: 10, name: 'Dry Food', slug: 'dog-food-dry', sort: 1 }, { id: 40, parentId: 20, name: 'Dry Food', slug: 'cat-food-dry', sort: 1 },
  ]);
  await db.insert(attributeTypes).values([{ id: 1, name: 'Colour', type: 1 }, { id: 2, name: 'Size', type: 2 }]);
  await db.insert(attributes).values([{ id: 1, typeId: 1, name: 'Red', value: '#c0392b' }, { id: 2, typeId: 2, name: 'Large' }]);
  await db.insert(metas).values([{ id: 1, name: 'Grain free', kind: 'feature' }, { id: 2, name: 'Best seller', kind: 'badge' }]);
  await syncIdSequences(db);
  await storeImages(db, ['bowl-1.webp', 'bowl-2.webp']);
}

export type CsvRow = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;

/** A valid row (of its own product unless `product_slug` is given); `over` changes cells. */
export function csvRow(sku: string, over: CsvRow = {}): CsvRow {
  const slug = over.product_slug ?? `product-${sku.toLowerCase()}`;
  return {
    sku, product_slug: slug, product_name: `Product ${slug}`, brand: 'Acme', categories: 'Dog > Food > Dry Food',
    metas: 'Grain free', active: '1', direct_fast: '0', excerpt: '<p>Good</p>', introduction: '', meta_description: '', images: '',
    attribute_1_type: 'Size', attribute_1: 'Large', attribute_1_value: '', attribute_2_type: '', attribute_2: '', attribute_2_value: '',
    variant_thumbnail: '', stock: '10', price: '25.50', sale_price: '', b2b_price: '20', b2b_sale_price: '', ...over,
  };
}

/** The file of these rows; `columns` leaves columns out (older files) or reorders them. */
export function toCsv(rows: CsvRow[], columns: ReadonlyArray<keyof CsvRow> = CATALOGUE_CSV_COLUMNS): string {
  return stringify(rows.map((row) => columns.map((column) => row[column] ?? '')), { header: false }).replace(/^/, `${columns.join(',')}\n`);
}

const IMPORTS = '/api/admin/catalogue/import';
const PREVIEWS = '/api/admin/catalogue/import/preview';

async function startAndWait<J extends ImportJob>(admin: AdminShop, jobs: string, csv: string): Promise<J> {
  const res = await admin.call('POST', jobs, { csv });
  expect(res.statusCode).toBe(200);
  const { job } = res.json() as { job: J };
  return waitForJob<J>(admin, job.id, jobs);
}

export const importCsv = (admin: AdminShop, csv: string) => startAndWait<ImportJob>(admin, IMPORTS, csv);

/** The preview (dry run) of the file, once it has finished. */
export const previewCsv = (admin: AdminShop, csv: string) => startAndWait<ImportPreviewJob>(admin, PREVIEWS, csv);

/** Polls the job until it has finished, as the back office does. */
export async function waitForJob<J extends ImportJob = ImportJob>(admin: AdminShop, id: number, jobs = IMPORTS): Promise<J> {
  for (;;) {
    const job = await admin.as<J>('GET', `${jobs}/${id}`);
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function exportCsv(admin: AdminShop): Promise<string> {
  const res = await admin.call('GET', '/api/admin/catalogue/export.csv');
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The rows of a fresh export that belong to these products, cell by cell as the file has them. */
export async function exportedRows(admin: AdminShop, slugs: readonly string[]): Promise<CsvRow[]> {
  const records = parse(await exportCsv(admin), { bom: true, columns: true }) as CsvRow[];
  return records.filter((row) => slugs.includes(row.product_slug!));
}
