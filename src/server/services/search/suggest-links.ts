// The categories and brands the search overlay suggests, matched in this instance's memory
// when it keeps a search index. Matching them in SQL turned every category path into two
// tsvectors on each keystroke (a few milliseconds of the database's time per request, more
// than finding the products); the paths and names are a few dozen rows, so their lexemes are
// read once (the database's parser and dictionaries still make them, from the names Arabic-
// normalised as the search documents are) and kept as long as the catalogue's answers
// (CATALOG_CACHE_MS), or until a catalogue write of this instance.
//
// A word matches as it does in SQL (search-terms.ts): a whole word by its English stems or as
// written; the word still being typed by the catalogue words it starts (the index's lexicon,
// as search_prefix_query, which holds search_lexemes' words and counts), or, when it starts
// none, by any lexeme of the path starting so.
import { sql } from 'drizzle-orm';
import { SUGGEST } from '../../../shared/constants';
import type { SuggestedLink } from '../../../shared/api-types';
import type { DbOrTx } from '../../db/client';
import { CatalogueValue } from '../catalogue-value';
import type { SearchIndex } from './search-index';
import { type Stemmer, typingAt, wordQuery } from './memory-search';

const PATH_SEPARATOR = ' › ';

interface Linked {
  link: SuggestedLink;
  lexemes: ReadonlySet<string>;
}

/** Categories (by depth, sort, id) and brands (by sort, name, id), in the order the suggestions list them. */
export interface LinkTable {
  categories: readonly Linked[];
  brands: readonly Linked[];
}

/** Every category's path from its animal down, as the suggestions show it. */
export const categoryPaths = sql`
  with recursive paths(id, path, depth, sort) as (
    select id, name, 1, sort from categories where parent_id is null
    union all
    select c.id, p.path || ${PATH_SEPARATOR} || c.name, p.depth + 1, c.sort from categories c join paths p on c.parent_id = p.id where p.depth < 6
  )`;

async function readLinkTable(db: DbOrTx): Promise<LinkTable> {
  const read = async (statement: ReturnType<typeof sql>, link: (id: number) => string): Promise<Linked[]> => {
    const result = await db.execute<{ id: number; name: string; lexemes: string[] }>(statement);
    return result.rows.map((row) => ({ link: { id: Number(row.id), name: row.name, link: link(Number(row.id)) }, lexemes: new Set(row.lexemes) }));
  };
  const [categories, brands] = await Promise.all([
    read(sql`${categoryPaths}
      select id, path as name, tsvector_to_array(to_tsvector('english', search_normalize(path)) || to_tsvector('simple', search_normalize(path))) as lexemes
      from paths order by depth, sort, id`, (id) => `/shop/${id}`),
    read(sql`select id, name, tsvector_to_array(to_tsvector('simple', search_normalize(name))) as lexemes from brands order by sort, name, id`, (id) => `/brand/${id}`),
  ]);
  return { categories, brands };
}

/** How each typed word may match a path or name. */
type WordTest = (lexemes: ReadonlySet<string>) => boolean;

async function wordTests(db: DbOrTx, index: SearchIndex, stemmer: Stemmer, words: readonly string[], prefixLast: boolean): Promise<WordTest[]> {
  const stems = await stemmer.stems(db, words);
  const tests = words.map((word, i): WordTest | null => {
    const lexemes = stems.get(word)!;
    const typing = typingAt(words, i, prefixLast);
    const query = wordQuery(index, word, typing, lexemes);
    // A word the parser takes nothing from drops out of the SQL's AND.
    if (!query) return null;
    // No catalogue word starts so: SQL falls back to a true prefix (word:* in both configurations).
    const { starts } = query;
    if (starts) return (held) => [...held].some((lexeme) => starts.some((start) => lexeme.startsWith(start)));
    return (held) => query.lexemes.some((lexeme) => held.has(lexeme));
  });
  const kept = tests.filter((test): test is WordTest => test !== null);
  // Nothing left of any word: the empty tsquery matches nothing.
  return kept.length > 0 ? kept : [() => false];
}

const matching = (list: readonly Linked[], tests: readonly WordTest[], limit: number): SuggestedLink[] =>
  list.filter((entry) => tests.every((test) => test(entry.lexemes))).slice(0, limit).map((entry) => entry.link);

/** The categories every word names and the brands the first word names, as the SQL of suggest.ts finds them. */
export async function linksInMemory(db: DbOrTx, table: LinkTable, index: SearchIndex, stemmer: Stemmer, words: readonly string[]): Promise<{ categories: SuggestedLink[]; brands: SuggestedLink[] }> {
  const all = await wordTests(db, index, stemmer, words, true);
  // One word: the brands' test is the same word's (a prefix too).
  const first = words.length === 1 ? all : await wordTests(db, index, stemmer, words.slice(0, 1), false);
  return { categories: matching(table.categories, all, SUGGEST.categories), brands: matching(table.brands, first, SUGGEST.brands) };
}

/** The link table of this instance, kept as catalogue-value.ts keeps a value. */
export class LinkSource extends CatalogueValue<LinkTable> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    super(readLinkTable, ttlMs, now);
  }
}
