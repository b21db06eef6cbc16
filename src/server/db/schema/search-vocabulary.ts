import { check, index, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The words (of product names, brands, categories and options) and the whole product names
 * of the catalogue, lower-cased: the small table the search's typo tolerance looks up by
 * trigram similarity when the full-text search finds too little, instead of comparing the
 * query against every product row. Rebuilt or extended by `db/search-document.ts`; a word
 * left behind by a deleted product only costs a correction that finds nothing.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    kind: text('kind').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_vocabulary_pk', columns: [t.kind, t.term] }),
    index('search_vocabulary_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    check('search_vocabulary_kind', sql`${t.kind} in ('word', 'name')`),
  ],
);
