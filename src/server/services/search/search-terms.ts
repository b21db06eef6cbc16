// How a buyer's typed text becomes a full-text query. Words are runs of letters (with their
// marks) and digits ("Hill's 15kg RC-1042" gives hill, s, 15kg, rc, 1042), lower-cased, Arabic
// read as the search documents read it (arabic-text.ts: "RC-١٠٤٢" is rc 1042, "القِطَط" is قطط),
// at most MAX_WORDS of them. Every word but the last must match as a whole word, stemmed or as
// written; the last one may also be the start of a word, since the buyer may still be typing
// it. Only letters and digits reach to_tsquery, so no text can change the query's syntax.
import { type SQL, sql } from 'drizzle-orm';
import { normalizeSearchTerm } from '../../../shared/search-term';
import { hasArabicLetter, normalizeArabic } from './arabic-text';

export const MAX_WORDS = 8;
/** Fewer hits than this, and the typo fallback is asked too. */
export const FEW = 3;

/** A page of a search: the product ids in order, and how many products match in all. */
export interface SearchPage {
  count: number;
  ids: number[];
}

export interface ParsedTerm {
  /** Collapsed whitespace, lower-cased, Arabic normalised: compared with whole product names. */
  normalized: string;
  /**
   * Whether the term holds Arabic (letters, or what the normalising changed: digits, marks):
   * names are then compared normalised too (search_normalize), else as they are.
   */
  arabic: boolean;
  words: string[];
}

/**
 * What lies between words: anything but letters, their marks (Arabic vowel signs, the vowel
 * signs of Indian scripts) and digits. The typed term and the typo fallback's vocabulary split
 * on the same class, so both see the same words.
 */
export const BETWEEN_WORDS = /[^\p{L}\p{M}\p{N}]+/u;

export function parseTerm(term: string): ParsedTerm {
  // Composed (NFC), as typed text and stored names usually are: "é" one letter, not e and a mark.
  const typed = normalizeSearchTerm(term.normalize('NFC')).toLowerCase();
  // Whitespace again: a direction mark between two words is a space now.
  const normalized = normalizeSearchTerm(normalizeArabic(typed));
  const words = normalized.split(BETWEEN_WORDS).filter(Boolean).slice(0, MAX_WORDS);
  return { normalized, arabic: normalized !== typed || hasArabicLetter(normalized), words };
}

/** A whole word, stemmed ("puppies" finds "puppy") or as written (stop words such as "nor" stay). */
function wholeWord(word: string): SQL {
  return sql`(to_tsquery('english', ${word}) || to_tsquery('simple', ${word}))`;
}

/**
 * One letter alone, or a number of one or two digits (the "03" ending a SKU), would open most
 * of the index as the start of a word, so even the word still being typed counts whole.
 */
export function typedWordCountsWhole(word: string): boolean {
  return word.length < 2 || /^\p{N}{1,2}$/u.test(word);
}

/** How many whole words a typed prefix becomes at most, the most common first (as in SQL). */
export const PREFIX_WORDS = 50;

/**
 * The start of a word: the whole words of the catalogue it can become (search_prefix_query,
 * migration 0014), which the full-text index answers as fast as any whole word.
 */
function wordStart(word: string): SQL {
  if (typedWordCountsWhole(word)) return wholeWord(word);
  return sql`search_prefix_query(${word})`;
}

/** The tsquery of a list of words, the last one as a prefix when `prefixLast`; null for no words. */
export function tsQueryOf(words: readonly string[], prefixLast = true): SQL | null {
  if (words.length === 0) return null;
  const parts = words.map((word, i) => (prefixLast && i === words.length - 1 ? wordStart(word) : wholeWord(word)));
  return sql.join(parts, sql` && `);
}
