// The catalogue CSV's `tiers` column: imported as the articles' volume tiers, exported back,
// checked like every other cell, and left alone by files without the column.
import { parse } from 'csv-parse/sync';
import { asc } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS } from '../../../src/shared/admin-types';
import { variants, volumeTiers } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, exportCsv, importCsv, loadSmallReference, previewCsv, toCsv } from './catalogue-fixtures';

describe.each(DB_KINDS)('catalogue CSV tiers on %s', (kind) => {
  let admin: AdminShop;
  const tiersBySku = async () => {
    const db = admin.shop.database.db;
    const skus = new Map((await db.select().from(variants)).map((v) => [v.id, v.sku]));
    const rows = await db.select().from(volumeTiers).orderBy(asc(volumeTiers.variantId), asc(volumeTiers.fromQuantity));
    return rows.map((r) => `${skus.get(r.variantId as number)} ${r.fromQuantity}:${r.priceFils}`);
  };

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });
  afterAll(async () => admin.shop.close());

  it('imports tiers, exports them in the same notation, and keeps them when a file has no tiers column', async () => {
    const job = await importCsv(admin, toCsv([
      csvRow('TIER-A', { tiers: '12:39.50|1:42|48:37.00' }),
      csvRow('TIER-B', { tiers: '' }),
    ]));
    expect(job).toMatchObject({ state: 'done', created: 2, errors: [] });
    expect(await tiersBySku()).toEqual(['TIER-A 1:4200', 'TIER-A 12:3950', 'TIER-A 48:3700']);

    const exported = parse(await exportCsv(admin), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(exported.find((r) => r.sku === 'TIER-A')?.tiers).toBe('1:42.00|12:39.50|48:37.00');
    expect(exported.find((r) => r.sku === 'TIER-B')?.tiers).toBe('');

    const columns = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'tiers');
    const withoutTiers = `${columns.join(',')}\n${columns.map((c) => csvRow('TIER-A', { stock: '3' })[c] ?? '').join(',')}\n`;
    expect(await importCsv(admin, withoutTiers)).toMatchObject({ state: 'done', errors: [] });
    expect(await tiersBySku()).toEqual(['TIER-A 1:4200', 'TIER-A 12:3950', 'TIER-A 48:3700']);

    expect(await importCsv(admin, toCsv([csvRow('TIER-A', { tiers: '' })]))).toMatchObject({ state: 'done' });
    expect(await tiersBySku()).toEqual([]);
  });

  it('reports a malformed tiers cell with its line and imports nothing', async () => {
    const job = await importCsv(admin, toCsv([csvRow('TIER-C', { tiers: '1:10|1:9' }), csvRow('TIER-D', { tiers: '0:5' })]));
    expect(job).toMatchObject({ state: 'failed', created: 0 });
    expect(job.errors).toEqual([
      { line: 2, message: 'Two tiers start at quantity 1.' },
      { line: 3, message: 'Tier "0:5" is not "quantity:price" (for example 12:39.50).' },
    ]);
    expect(await tiersBySku()).toEqual([]);
  });

  it('counts an article whose tiers alone change as updated, in the preview and the import alike, and lists the change', async () => {
    const ownTiers = async () => (await tiersBySku()).filter((tier) => tier.startsWith('TIER-E '));
    expect(await importCsv(admin, toCsv([csvRow('TIER-E', { tiers: '1:42.00|12:39.50' })]))).toMatchObject({ state: 'done', created: 1 });
    const file = toCsv([csvRow('TIER-E', { tiers: '48:37|1:42.00|12:38.00' })]);
    const checked = await previewCsv(admin, file);
    expect(checked).toMatchObject({ state: 'done', created: 0, updated: 1, errors: [] });
    expect(checked.preview).toMatchObject({
      products: { created: 0, updated: 1, unchanged: 0 },
      articles: { created: 0, updated: 1, unchanged: 0 },
      prices_changed: { count: 1, first: [{ line: 2, sku: 'TIER-E', prices: [], tiers: { from: '1:42.00|12:39.50', to: '1:42.00|12:38.00|48:37.00' } }] },
      stock_changed: { count: 0, first: [] },
    });
    expect(await ownTiers()).toEqual(['TIER-E 1:4200', 'TIER-E 12:3950']);

    const job = await importCsv(admin, file);
    expect(job).toMatchObject({ state: 'done', created: checked.created, updated: checked.updated });
    expect(job.updated).toBe(1);
    expect(await ownTiers()).toEqual(['TIER-E 1:4200', 'TIER-E 12:3800', 'TIER-E 48:3700']);

    const again = await previewCsv(admin, file);
    expect(again.preview).toMatchObject({ articles: { created: 0, updated: 0, unchanged: 1 }, prices_changed: { count: 0, first: [] } });
    expect(await importCsv(admin, file)).toMatchObject({ state: 'done', created: 0, updated: 0 });

    const emptied = toCsv([csvRow('TIER-E', { tiers: '' })]);
    expect((await previewCsv(admin, emptied)).preview?.prices_changed.first)
      .toEqual([{ line: 2, sku: 'TIER-E', prices: [], tiers: { from: '1:42.00|12:38.00|48:37.00', to: '' } }]);
    expect(await importCsv(admin, emptied)).toMatchObject({ state: 'done', updated: 1 });
    expect(await ownTiers()).toEqual([]);
  });
});
