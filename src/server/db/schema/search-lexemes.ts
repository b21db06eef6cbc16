import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The words of the search documents as they stand in them (stemmed and as written), letters
 * only, with how many products' documents held each when it was last counted. The search turns
 * the word a buyer is still typing into the few whole words it can become ("adu" -> adult),
 * looked up here by prefix (the text_pattern_ops index serves the range), because the full-text
 * index answers whole words far faster than a prefix, which must gather every posting of every
 * word it opens. Kept by `db/search-document.ts`; a word whose products are gone only widens a
 * prefix by a word that finds nothing.
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    lexeme: text('lexeme').notNull(),
    docs: integer('docs').notNull().default(0),
  },
  (t) => [uniqueIndex('search_lexemes_uq').using('btree', t.lexeme.op('text_pattern_ops'))],
);
