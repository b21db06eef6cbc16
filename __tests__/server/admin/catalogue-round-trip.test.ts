import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import type { Db } from '../../../src/server/db/client';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { exportCsv, importCsv, loadDemoCatalogue } from './catalogue-fixtures';

const TABLES = ['products', 'variants', 'variant_attributes', 'product_categories', 'product_metas', 'product_images', 'brands', 'attributes', 'attribute_types', 'categories', 'metas'];

async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = (await db.execute(sql`select * from ${sql.identifier(table)} order by 1, 2`)).rows;
  return out;
}

describe.each(DB_KINDS)('catalogue CSV round trip on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadDemoCatalogue(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('export, import and export again: the same file, and every catalogue row unchanged (updated_at too)', async () => {
    const db = admin.shop.database.db;
    const first = await exportCsv(admin);
    const records = parse(first, { bom: true }) as string[][];
    expect(records[0]).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(records).toHaveLength(1 + 617);
    const before = await snapshot(db);
    const job = await importCsv(admin, first);
    expect(job).toMatchObject({ state: 'done', total: 617, done: 617, created: 0, updated: 0, errors: [] });
    expect(await snapshot(db)).toEqual(before);
    expect(await exportCsv(admin)).toBe(first);
  });
});

