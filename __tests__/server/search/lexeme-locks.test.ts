// A catalogue write that is still open (a CSV import is one long transaction) must not hold the
// words its products share with others: a back-office save of another product with the same
// words goes through meanwhile. Only PostgreSQL runs two transactions at once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshAllSearchDocuments, refreshSearchDocuments } from '../../../src/server/db/search-document';
import { addProduct } from '../cart/shop-fixtures';
import { createTestDatabase } from '../../support/test-db';

describe('search words on PostgreSQL', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });

  afterAll(async () => {
    await database.close();
  });

  const docsOf = async (lexeme: string) =>
    (await database.db.execute<{ docs: number }>(sql`select docs from search_lexemes where lexeme = ${lexeme}`)).rows[0]?.docs;

  it('lets a save through while another write of the same words is still open, and keeps their counts', async () => {
    const { db } = database;
    for (const n of [1, 2, 3]) await addProduct(db, { slug: `salmon-kibble-${n}`, name: `Salmon Kibble Adult ${n}`, variants: [{ sku: `SK-${n}`, stock: 5, priceFils: 1000, size: 'One' }] });
    await refreshAllSearchDocuments(db);
    expect(await docsOf('salmon')).toBe(3);

    const imported = await addProduct(db, { slug: 'salmon-bites', name: 'Salmon Bites Adult Quellberry', variants: [{ sku: 'SB-1', stock: 5, priceFils: 900, size: 'One' }] });
    const saved = await addProduct(db, { slug: 'salmon-pate', name: 'Salmon Pate Adult', variants: [{ sku: 'SP-1', stock: 5, priceFils: 800, size: 'One' }] });
    let release: () => void = () => undefined;
    let written: () => void = () => undefined;
    const importWrote = new Promise<void>((resolve) => { written = resolve; });
    // The import: its words are written, its transaction stays open until `release`.
    const importing = db.transaction(async (tx) => {
      await refreshSearchDocuments(tx, [imported.productId]);
      written();
      await new Promise<void>((resolve) => { release = resolve; });
    });
    await importWrote;
    try {
      // The save: the same known words ("salmon", "adult"), given a second to get its locks.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '1s'`);
        await refreshSearchDocuments(tx, [saved.productId]);
      });
    } finally {
      release();
      await importing;
    }
    // Known words keep the larger count; a word only the import brought is there with its own.
    expect(await docsOf('salmon')).toBe(3);
    expect(await docsOf('quellberri')).toBe(1);
    expect(await docsOf('pate')).toBe(1);
  });

  it('raises a word\'s count when one write holds more of it than was counted', async () => {
    const { db } = database;
    const ids: number[] = [];
    for (const n of [1, 2]) ids.push((await addProduct(db, { slug: `zorbly-${n}`, name: `Zorbly Chew ${n}`, variants: [{ sku: `ZC-${n}`, stock: 5, priceFils: 500, size: 'One' }] })).productId);
    await refreshSearchDocuments(db, [ids[0]]);
    expect(await docsOf('zorbly')).toBe(1);
    await refreshSearchDocuments(db, ids);
    expect(await docsOf('zorbly')).toBe(2);
  });
});
