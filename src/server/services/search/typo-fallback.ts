// Typo tolerance for the storefront search, asked only when the full-text search found too
// little. It never compares the query with product rows: each word that is neither a word of
// the catalogue nor (the last one) the start of one is replaced by its closest vocabulary word
// by trigram similarity ("nordhavn" -> "nordhaven"); when no word can be corrected, the whole
// query is compared with the product names of the vocabulary instead. Either comes back as an
// alternative full-text query. The words and names are looked up in the database's
// search_vocabulary, or in the copy of it an instance's search index keeps in memory.
//
// pg_trgm reads Arabic letters under some locales and not under C, so Arabic never reaches it:
// a word holding Arabic letters is compared only with the vocabulary's words holding some, by
// search_closest_arabic_word (migration 0025, trigrams counted as pg_trgm counts them for one
// word); any other word only with the words holding none. The vocabulary's whole names hold no
// Arabic letters, and a term holding some is not compared with them.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ARABIC_LETTER_CLASS, hasArabicLetter } from './arabic-text';
import { type ParsedTerm, parseTerm, tsQueryOf } from './search-terms';

/** Shorter words have too few trigrams to be corrected with any confidence. */
const MIN_CORRECTED_LENGTH = 4;

function textArray(words: readonly string[]): string {
  // Words hold letters and digits only; quoting keeps "null" a word.
  return `{${words.map((w) => `"${w}"`).join(',')}}`;
}

export interface WordCheck {
  word: string;
  /** A vocabulary word, or (the last word) the start of one. */
  known: boolean;
  /** For a word not known: the most similar vocabulary word (similarity 0.3 at least), if any. */
  best: string | null;
}

/** Where the fallback looks the buyer's words and the term up. */
export interface Vocabulary {
  checkWords(words: readonly string[]): Promise<WordCheck[]> | WordCheck[];
  /** The most similar product name (similarity 0.3 at least), if any. */
  closestName(normalized: string): Promise<string | null> | string | null;
}

/** Any Arabic letter, as a PostgreSQL pattern. */
const ARABIC_LETTERS = `[${ARABIC_LETTER_CLASS}]`;

async function checkWords(db: DbOrTx, words: readonly string[]): Promise<WordCheck[]> {
  const last = words.length;
  const result = await db.execute<{ word: string; known: boolean; best: string | null }>(sql`
    select w.word, k.known,
      -- The closest word matters only for a word the catalogue does not know.
      case when k.known then null
        when w.word ~ ${ARABIC_LETTERS} then search_closest_arabic_word(w.word)
        else (select v.term from search_vocabulary v where v.kind = 'word' and v.term % w.word and v.term !~ ${ARABIC_LETTERS}
          order by similarity(v.term, w.word) desc, v.term limit 1) end as best
    from unnest(${textArray(words)}::text[]) with ordinality as w(word, pos)
    cross join lateral (select exists(select 1 from search_vocabulary v where v.kind = 'word'
      and (v.term = w.word or (w.pos = ${last} and v.term like w.word || '%'))) as known) k
    order by w.pos`);
  return result.rows.map((row) => ({ word: row.word, known: Boolean(row.known), best: row.best ?? null }));
}

async function closestName(db: DbOrTx, normalized: string): Promise<string | null> {
  const result = await db.execute<{ term: string }>(sql`
    select term from search_vocabulary where kind = 'name' and term % ${normalized}
    order by similarity(term, ${normalized}) desc, term limit 1`);
  return result.rows[0]?.term ?? null;
}

/** The search_vocabulary table, through its trigram index. */
export function databaseVocabulary(db: DbOrTx): Vocabulary {
  return { checkWords: (words) => checkWords(db, words), closestName: (normalized) => closestName(db, normalized) };
}

const correctable = (word: string) => word.length >= MIN_CORRECTED_LENGTH && !/^\p{N}+$/u.test(word);

/** Another way to read the buyer's words: all must match, the last as a prefix when `prefixLast`. */
export interface Alternative {
  words: string[];
  prefixLast: boolean;
}

/** The alternative readings of a term with typos, none when nothing close is known. */
export async function correctedAlternatives(vocabulary: Vocabulary, parsed: ParsedTerm): Promise<Alternative[]> {
  const alternatives: Alternative[] = [];
  const toCheck = parsed.words.some(correctable) ? await vocabulary.checkWords(parsed.words) : [];
  const corrected = toCheck.map((check) => (!check.known && correctable(check.word) && check.best ? check.best : check.word));
  if (corrected.some((word, i) => word !== parsed.words[i])) {
    // A corrected last word was a whole vocabulary word: it counts whole.
    const lastCorrected = corrected[corrected.length - 1] !== parsed.words[parsed.words.length - 1];
    alternatives.push({ words: corrected, prefixLast: !lastCorrected });
  }
  // The names are many more rows than the words: asked only when no word could be corrected.
  if (alternatives.length === 0 && parsed.normalized.length >= MIN_CORRECTED_LENGTH && !hasArabicLetter(parsed.normalized)) {
    const name = await vocabulary.closestName(parsed.normalized);
    const words = name === null ? [] : parseTerm(name).words;
    if (words.length > 0) alternatives.push({ words, prefixLast: false });
  }
  return alternatives;
}

/** The alternative queries for a term with typos as one full-text query, or null. */
export async function correctedQuery(db: DbOrTx, parsed: ParsedTerm): Promise<SQL | null> {
  const queries = (await correctedAlternatives(databaseVocabulary(db), parsed))
    .map((alternative) => tsQueryOf(alternative.words, alternative.prefixLast))
    .filter((query): query is SQL => query !== null);
  if (queries.length === 0) return null;
  return sql.join(queries.map((q) => sql`(${q})`), sql` || `);
}
