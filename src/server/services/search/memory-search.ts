// The storefront search answered from the in-memory index (search-index.ts), with the same
// rules as the full text in the database (product-search.ts): every word must match, whole
// (stemmed by the database's English dictionary, or as written) or, the word still being
// typed, as the catalogue words it starts; an exact SKU first, then an exact name, then the
// rank, newest first. When the words find fewer than FEW products, the typo fallback's readings
// join in, ranked after every product the buyer's own words found.
//
// The only database work left is stemming a word this instance has not met yet (one short
// statement, then remembered); the typo fallback looks words up in the index's own copy of
// the vocabulary (memory-vocabulary.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { normalizeArabic } from './arabic-text';
import type { Matches, SearchIndex, WordQuery } from './search-index';
import { FEW, PREFIX_WORDS, type ParsedTerm, type SearchPage, typedWordCountsWhole } from './search-terms';
import { type Alternative, correctedAlternatives } from './typo-fallback';

/** Words whose lexemes this instance remembers; beyond, it starts over. */
const STEMS_KEPT = 50_000;

/** What the database's configurations make of one typed word. */
export interface WordLexemes {
  /** English: stemmed ("puppies" -> puppi), nothing for a stop word. */
  english: string[];
  /** Simple: the word as written, or nothing when the parser takes no word from it ("½"). */
  simple: string[];
}

const NONE: WordLexemes = { english: [], simple: [] };
const lexemesOf = (query: string) => [...query.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));

/** What the database's English and simple configurations make of single words, asked once per word and remembered. */
export class Stemmer {
  private readonly known = new Map<string, WordLexemes>();

  async stems(db: DbOrTx, words: readonly string[]): Promise<Map<string, WordLexemes>> {
    const unknown = [...new Set(words.filter((word) => !this.known.has(word)))];
    const asked = new Map<string, WordLexemes>();
    if (unknown.length > 0) {
      // Words hold letters and digits only (parseTerm), so the array literal is safe to build.
      const result = await db.execute<{ word: string; english: string; simple: string }>(sql`
        select w as word, to_tsquery('english', w)::text as english, to_tsquery('simple', w)::text as simple
        from unnest(${`{${unknown.map((w) => `"${w}"`).join(',')}}`}::text[]) as w`);
      for (const row of result.rows) asked.set(row.word, { english: lexemesOf(row.english), simple: lexemesOf(row.simple) });
      if (this.known.size + asked.size > STEMS_KEPT) this.known.clear();
      for (const [word, lexemes] of asked) this.known.set(word, lexemes);
    }
    // What this call asked counts even if another call started the memory over meanwhile.
    return new Map(words.map((word) => [word, asked.get(word) ?? this.known.get(word) ?? NONE]));
  }
}

/** Where a search finds the index: `current()` is null while the database must answer. */
export interface SearchSource {
  current(): SearchIndex | null;
  readonly stemmer: Stemmer;
}

/** A configuration's reading of a word as one lexeme; a phrase of several ("1½in") stays the word as written. */
const single = (word: string, lexemes: readonly string[]) => (lexemes.length > 1 ? [word] : lexemes);

/** The starts a typed word opening no catalogue word is matched by, as the database's word:* in both configurations. */
const prefixStarts = (word: string, { english, simple }: WordLexemes) => [...new Set([word, ...english, ...single(word, simple)])];

/**
 * The index's lexemes for one word of a reading: a whole word by its English stems or as
 * written, the word still being typed by the words it starts. Null for a word the database's
 * parser takes nothing from ("½"): its empty tsquery drops out of the AND, so it asks nothing.
 */
export function wordQuery(index: SearchIndex, word: string, typing: boolean, lexemes: WordLexemes): WordQuery | null {
  const { english, simple } = lexemes;
  if (english.length === 0 && simple.length === 0) return null;
  if (!typing) return { lexemes: [...english, ...single(word, simple)] };
  const words = openedWords(index, word, lexemes);
  // A start no word of letters has (digits of a SKU) stays a prefix of every lexeme.
  return words.length > 0 ? { lexemes: words } : { lexemes: [], starts: prefixStarts(word, lexemes) };
}

/** The catalogue words of letters a typed start opens, the most common first (search_prefix_query). */
const openedWords = (index: SearchIndex, word: string, { english }: WordLexemes) =>
  index.wordsStartingWith([...new Set([word, ...english])], PREFIX_WORDS);

/** Whether the reading's i-th word is matched as the start of a word (the last one, while typed). */
export const typingAt = (words: readonly string[], i: number, prefixLast: boolean) =>
  prefixLast && i === words.length - 1 && !typedWordCountsWhole(words[i]);

/** The index's words for a reading of the term: whole words, the last one maybe a prefix. */
export function wordQueries(index: SearchIndex, reading: Alternative, stems: ReadonlyMap<string, WordLexemes>): WordQuery[] {
  return reading.words.flatMap((word, i) => wordQuery(index, word, typingAt(reading.words, i, reading.prefixLast), stems.get(word) ?? NONE) ?? []);
}

/** What one reading asked, and which products it found. */
interface Found { words: WordQuery[]; docs: ArrayLike<number> }

/**
 * The products one reading finds, copied: the index answers into scratch that its next query
 * reuses, and another request's query may run while this one awaits the database. Not ranked:
 * the widened query ranks every product afresh (`union`).
 */
async function find(db: DbOrTx, index: SearchIndex, stemmer: Stemmer, reading: Alternative): Promise<Found> {
  const stems = await stemmer.stems(db, reading.words);
  const words = wordQueries(index, reading, stems);
  return { words, docs: Int32Array.from(index.matchingDocs(words)) };
}

/**
 * The products any reading found, each once, ranked as the database ranks the OR of the
 * readings: by every lexeme of them the product holds.
 */
const union = (index: SearchIndex, all: readonly Found[]): Matches =>
  index.orMatches(
    all.map((found) => found.docs),
    all.flatMap((found) => found.words.flatMap((word) => word.lexemes)),
    all.flatMap((found) => found.words.flatMap((word) => word.starts ?? [])),
  );

export interface MemorySearchRequest {
  parsed: ParsedTerm;
  raw: string;
  offset: number;
  limit: number;
}

/** A page of the search and the count of all its matches, from the in-memory index. */
export async function searchInMemory(db: DbOrTx, index: SearchIndex, stemmer: Stemmer, request: MemorySearchRequest): Promise<SearchPage> {
  const { parsed, raw, offset, limit } = request;
  if (parsed.words.length === 0) return { count: 0, ids: [] };
  // As the database compares them (product-search.ts): a SKU's Arabic-Indic digits as digits,
  // and names Arabic-normalised for a term holding Arabic.
  const rankRequest = { raw: normalizeArabic(raw), normalized: parsed.normalized, arabic: parsed.arabic, offset, limit };
  const reading = { words: parsed.words, prefixLast: true };
  const stems = await stemmer.stems(db, parsed.words);
  const ownWords = wordQueries(index, reading, stems);
  // Paged in the same synchronous step as the query: the matches are the index's scratch.
  const matched = index.matches(ownWords);
  if (matched.docs.length >= FEW) return { count: matched.docs.length, ids: index.page(matched, rankRequest) };
  const own = index.kept(matched);
  const alternatives = await correctedAlternatives(index.vocabulary, parsed);
  if (alternatives.length === 0) return { count: own.docs.length, ids: index.page(own, rankRequest) };
  const readings = await Promise.all(alternatives.map((alternative) => find(db, index, stemmer, alternative)));
  const widened = union(index, [{ words: ownWords, docs: own.docs }, ...readings]);
  const ownIds = new Set(index.productIds(own.docs));
  return { count: widened.docs.length, ids: index.page(widened, { ...rankRequest, own: ownIds }) };
}
