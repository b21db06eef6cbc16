// Migration 0025 on a catalogue written before it: its documents, the typo fallback's
// vocabulary and the typed starts' words come out as a catalogue written after it has them,
// on both databases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { refreshAllSearchDocuments } from '../../../src/server/db/search-document';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { loadArabicCatalogue } from './arabic-catalogue';

const MIGRATIONS = path.join(__dirname, '../../../src/server/db/migrations');
const statements = (file: string) => readFileSync(path.join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint');
const defining = (file: string, name: string) => statements(file).find((s) => s.includes(`FUNCTION ${name}(`))!.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

describe.each(DB_KINDS)('migration 0025 on an earlier catalogue (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  const state = async () => {
    const docs = await database.db.execute<{ id: number; doc: string }>(sql`select id, search_doc::text as doc from products order by id`);
    const vocabulary = await database.db.execute<{ kind: string; term: string }>(sql`select kind, term from search_vocabulary order by kind, term`);
    const lexemes = await database.db.execute<{ lexeme: string; docs: number }>(sql`select lexeme, docs from search_lexemes order by lexeme`);
    return { docs: docs.rows, vocabulary: vocabulary.rows, lexemes: lexemes.rows };
  };

  it('brings documents, vocabulary and words up to what the catalogue is written with now', async () => {
    // The functions as they were before it.
    await database.db.execute(sql.raw(defining('0007_full_text_search.sql', 'product_search_document')));
    await database.db.execute(sql.raw(defining('0007_full_text_search.sql', 'search_vocabulary_add')));
    await database.db.execute(sql.raw(defining('0019_search_lexemes_without_locks.sql', 'search_lexemes_add')));
    await loadArabicCatalogue(database.db);
    const before = await state();
    expect(before.docs.some((row) => /[\u064b-\u0652]/u.test(row.doc))).toBe(true);

    // The migration but for the functions and the index it adds (they are here already).
    for (const statement of statements('0025_arabic_search.sql')) {
      if (!/CREATE (FUNCTION|INDEX)/.test(statement)) await database.db.execute(sql.raw(statement));
    }
    const migrated = await state();
    expect(migrated.docs.some((row) => /[\u064b-\u0652]/u.test(row.doc))).toBe(false);
    expect(migrated.lexemes.map((row) => row.lexeme)).toEqual(expect.arrayContaining(['قطط', 'طعام']));

    // Written afresh now, with an emptied vocabulary.
    await database.db.execute(sql`delete from search_vocabulary`);
    await refreshAllSearchDocuments(database.db);
    expect(migrated).toEqual(await state());
  });
});
