// Migrations 0025 (Arabic) and 0026 (Arabic presentation forms) on a catalogue written before
// them: its documents, the typo fallback's vocabulary and the typed starts' words come out as
// a catalogue written after them has them, on both databases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshAllSearchDocuments, refreshSearchDocuments } from '../../../src/server/db/search-document';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { loadArabicCatalogue } from './arabic-catalogue';

const MIGRATIONS = path.join(__dirname, '../../../src/server/db/migrations');
const statements = (file: string) => readFileSync(path.join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint');
const defining = (file: string, name: string) => statements(file).find((s) => s.includes(`FUNCTION ${name}(`))!.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

const state = async (database: Database) => {
  const docs = await database.db.execute<{ id: number; doc: string }>(sql`select id, search_doc::text as doc from products order by id`);
  const vocabulary = await database.db.execute<{ kind: string; term: string }>(sql`select kind, term from search_vocabulary order by kind, term`);
  const lexemes = await database.db.execute<{ lexeme: string; docs: number }>(sql`select lexeme, docs from search_lexemes order by lexeme`);
  return { docs: docs.rows, vocabulary: vocabulary.rows, lexemes: lexemes.rows };
};

describe.each(DB_KINDS)('migration 0025 on an earlier catalogue (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  it('brings documents, vocabulary and words up to what the catalogue is written with now', async () => {
    // The functions as they were before it.
    await database.db.execute(sql.raw(defining('0007_full_text_search.sql', 'product_search_document')));
    await database.db.execute(sql.raw(defining('0007_full_text_search.sql', 'search_vocabulary_add')));
    await database.db.execute(sql.raw(defining('0019_search_lexemes_without_locks.sql', 'search_lexemes_add')));
    await loadArabicCatalogue(database.db);
    const before = await state(database);
    expect(before.docs.some((row) => /[\u064b-\u0652]/u.test(row.doc))).toBe(true);

    // The migration but for the functions and the index it adds (they are here already).
    for (const statement of statements('0025_arabic_search.sql')) {
      if (!/CREATE (FUNCTION|INDEX)/.test(statement)) await database.db.execute(sql.raw(statement));
    }
    const migrated = await state(database);
    expect(migrated.docs.some((row) => /[\u064b-\u0652]/u.test(row.doc))).toBe(false);
    expect(migrated.lexemes.map((row) => row.lexeme)).toEqual(expect.arrayContaining(['قطط', 'طعام']));

    // Written afresh now, with an emptied vocabulary.
    await database.db.execute(sql`delete from search_vocabulary`);
    await refreshAllSearchDocuments(database.db);
    expect(migrated).toEqual(await state(database));
  });
});

/** Shaped letters, as a text copied out of a PDF holds them: طعام القطط, ألعاب, لامع, and a byte order mark before وجبة. */
const SHAPED = { food: '\uFEC3\uFECC\uFE8E\uFEE1 \uFE8D\uFEDF\uFED8\uFEC4\uFEC2', toys: '\uFE83\uFEDF\uFECC\uFE8E\uFE8F', brand: '\uFEFB\uFEE3\uFECC', bom: '\uFEFF\u0648\u062C\u0628\u0629' };
const PRESENTATION_FORM = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u;

interface ShapedProduct { slug: string; name: string; excerpt?: string; sku?: string; brand?: string; category?: string }

describe.each(DB_KINDS)('migration 0026 on a catalogue holding presentation forms (%s)', (kind) => {
  let database: Database;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    await database.close();
  });

  /** Writes the products with search_normalize as it was before the migration, runs it, and answers the state before and after. */
  async function migrate(list: ShapedProduct[]) {
    const { db } = database;
    await db.execute(sql.raw(defining('0025_arabic_search.sql', 'search_normalize')));
    const idOf = async (statement: ReturnType<typeof sql>) => Number((await db.execute<{ id: number }>(statement)).rows[0].id);
    const ids: number[] = [];
    for (const product of list) {
      const brand = product.brand ? await idOf(sql`insert into brands (name, slug) values (${product.brand}, ${`${product.slug}-brand`}) returning id`) : null;
      const id = await idOf(sql`insert into products (slug, name, excerpt, brand_id) values (${product.slug}, ${product.name}, ${product.excerpt ?? ''}, ${brand}) returning id`);
      await db.execute(sql`insert into variants (product_id, sku, price_fils) values (${id}, ${product.sku ?? `SKU-${product.slug}`}, 1000)`);
      if (product.category) {
        const category = await idOf(sql`insert into categories (name, slug) values (${product.category}, ${`${product.slug}-category`}) returning id`);
        await db.execute(sql`insert into product_categories (product_id, category_id) values (${id}, ${category})`);
      }
      ids.push(id);
    }
    await refreshSearchDocuments(db, ids);
    const before = await state(database);
    await db.transaction(async (tx) => {
      // The migration but for the function it adds (it is here already).
      for (const statement of statements('0026_arabic_presentation_forms.sql')) {
        if (!statement.includes('CREATE FUNCTION')) await tx.execute(sql.raw(statement));
      }
    });
    const migrated = await state(database);
    // Written afresh now, with an emptied vocabulary.
    await db.execute(sql`delete from search_vocabulary`);
    await refreshAllSearchDocuments(db);
    return { before, migrated, fresh: await state(database) };
  }

  const formsIn = (snapshot: Awaited<ReturnType<typeof state>>) =>
    [...snapshot.docs.map((row) => row.doc), ...snapshot.vocabulary.map((row) => row.term), ...snapshot.lexemes.map((row) => row.lexeme)].filter((text) => PRESENTATION_FORM.test(text));
  const lexeme = (snapshot: Awaited<ReturnType<typeof state>>, word: string) => snapshot.lexemes.find((row) => row.lexeme === word)?.docs;

  it('reads a product\'s own shaped name, excerpt, SKU and brand as the letters they show, its words counted with the others\'', async () => {
    const { before, migrated, fresh } = await migrate([
      { slug: 'food', name: SHAPED.food },
      { slug: 'meal', name: 'Complete meal', excerpt: SHAPED.bom },
      { slug: 'coded', name: 'Coded', sku: '\uFEF5-12' },
      { slug: 'shiny', name: 'Shiny collar', brand: SHAPED.brand },
      // Left as it was, sharing a word with the shaped name.
      { slug: 'plain', name: 'طعام الكلاب' },
    ]);
    expect(formsIn(before).length).toBeGreaterThan(0);
    expect(formsIn(migrated)).toEqual([]);
    expect(migrated).toEqual(fresh);
    expect(lexeme(migrated, 'طعام')).toBe(2);
    expect(migrated.lexemes.map((row) => row.lexeme)).toEqual(expect.arrayContaining(['قطط', 'لامع', 'وجبه']));
    const found = await database.db.execute<{ slug: string }>(sql`select slug from products where search_doc @@ to_tsquery('simple', 'طعام & قطط')`);
    expect(found.rows.map((row) => row.slug)).toEqual(['food']);
  });

  it('writes every document again when a category name is shaped', async () => {
    const { before, migrated, fresh } = await migrate([{ slug: 'ball', name: 'Rubber Ball', category: SHAPED.toys }, { slug: 'rope', name: 'Rope toy' }]);
    expect(formsIn(before).length).toBeGreaterThan(0);
    expect(formsIn(migrated)).toEqual([]);
    expect(migrated).toEqual(fresh);
    expect(lexeme(migrated, 'عاب')).toBe(1);
  });
});
