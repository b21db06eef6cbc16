// What the search feed (search-feed.ts) reads from the database: products as the index holds
// them (the stored search document, name, age, SKUs), the typo fallback's vocabulary rows and
// the words' counts that order what a typed prefix opens (search_lexemes), and what the
// notifications of those two tables say.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { VocabularyKind } from './memory-vocabulary';
import { type IndexedProduct, type LexemeCount, SearchIndex } from './search-index';
import { parseTsvector } from './tsvector-text';

/** Products, and vocabulary rows and word counts (short texts), read per statement while loading. */
const LOAD_CHUNK = 5_000;
const VOCABULARY_CHUNK = 20_000;

export type ProductRow = { id: number; active: boolean; created: number | null; name: string; doc: string; skus: string[] | null };

export function indexed(row: ProductRow): IndexedProduct {
  return {
    id: Number(row.id),
    createdAt: row.created === null ? null : Number(row.created),
    name: row.name,
    skus: row.skus ?? [],
    lexemes: parseTsvector(row.doc),
  };
}

export async function readProducts(db: Db, where: SQL, limit: number): Promise<ProductRow[]> {
  const result = await db.execute<ProductRow>(sql`
    select p.id, p.active, extract(epoch from p.created_at)::float8 as created, lower(p.name) as name, p.search_doc::text as doc,
      (select array_agg(v.sku order by v.id) from variants v where v.product_id = p.id) as skus
    from products p where ${where} order by p.id limit ${limit}`);
  return result.rows;
}

export type VocabularyRow = { kind: VocabularyKind; term: string };

/** A row the vocabulary gained, from its notification ('word:<term>', 'name:<term>'; migration 0017); null for any other payload. */
export function vocabularyNews(payload: string): VocabularyRow | null {
  const match = /^(word|name):/.exec(payload);
  return match ? { kind: match[1] as VocabularyKind, term: payload.slice(match[0].length) } : null;
}

/** The whole search_vocabulary into the index, in key order, a chunk per statement. */
async function loadVocabulary(db: Db, index: SearchIndex): Promise<void> {
  let after: VocabularyRow | null = null;
  for (;;) {
    const from: VocabularyRow | null = after;
    const rows: VocabularyRow[] = (await db.execute<VocabularyRow>(sql`
      select kind, term from search_vocabulary ${from ? sql`where (kind, term) > (${from.kind}, ${from.term})` : sql``}
      order by kind, term limit ${VOCABULARY_CHUNK}`)).rows;
    for (const row of rows) index.vocabulary.add(row.kind, row.term);
    if (rows.length < VOCABULARY_CHUNK) return;
    after = rows[rows.length - 1];
  }
}

/** A word's count that search_lexemes gained or changed, from its notification ('count:<docs>:<word>', migration 0028); null for any other payload. */
export function lexemeCountNews(payload: string): LexemeCount | null {
  const match = /^count:(\d+):/.exec(payload);
  return match ? { lexeme: payload.slice(match[0].length), docs: Number(match[1]) } : null;
}

/** Every word's count in search_lexemes into the index, in word order, a chunk per statement. */
async function loadLexemeCounts(db: Db, index: SearchIndex): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    // ~>~ and text_pattern_ops: the order of the table's unique index, whatever the collation.
    const rows: LexemeCount[] = (await db.execute<LexemeCount>(sql`
      select lexeme, docs from search_lexemes ${from === null ? sql`` : sql`where lexeme ~>~ ${from}`}
      order by lexeme using ~<~ limit ${VOCABULARY_CHUNK}`)).rows;
    index.holdCounts(rows);
    if (rows.length < VOCABULARY_CHUNK) return;
    after = rows[rows.length - 1].lexeme;
  }
}

/**
 * A fresh index of every active product, read in chunks and put in one by one, with the
 * vocabulary and the word counts; null when the catalogue has more than `maxProducts`.
 */
export async function readIndex(db: Db, options: { maxProducts?: number; onTooLarge?: (products: number) => void }): Promise<SearchIndex | null> {
  const { maxProducts } = options;
  if (maxProducts !== undefined) {
    const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from products where active`)).rows;
    if (Number(count) > maxProducts) {
      options.onTooLarge?.(Number(count));
      return null;
    }
  }
  const index = new SearchIndex();
  let after = 0;
  for (;;) {
    const rows = await readProducts(db, sql`p.active and p.id > ${after}`, LOAD_CHUNK);
    for (const row of rows) index.put(indexed(row));
    if (rows.length < LOAD_CHUNK) break;
    after = Number(rows[rows.length - 1].id);
  }
  index.seal();
  await loadVocabulary(db, index);
  await loadLexemeCounts(db, index);
  return index;
}
