// Words (or whole names) looked up by trigram similarity, in memory, as pg_trgm compares them:
// each run of letters and digits, lower-cased and padded with two spaces before and one after,
// gives its three-character pieces; the similarity of two texts is the pieces they share over
// all the pieces either has (each piece counted once), as a float4; `a % b` holds from 0.3
// (pg_trgm.similarity_threshold). The pieces point back at the terms holding them, so a lookup
// only reads the terms that share a piece with the word.

import { ownString } from './lexicon';
import { BETWEEN_WORDS } from './search-terms';
import { Passes, resized, withRoom } from './typed-memory';

/** pg_trgm's default similarity_threshold, the `%` operator's bar. */
export const SIMILARITY_THRESHOLD = 0.3;

/** The distinct trigrams of a text, as pg_trgm makes them. */
export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(BETWEEN_WORDS)) {
    if (word === '') continue;
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i += 1) found.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return found;
}

/** pg_trgm's similarity() of two trigram sets, in float4 as it computes it. */
export function similarityOf(shared: number, sizeA: number, sizeB: number): number {
  if (sizeA <= 0 || sizeB <= 0) return 0;
  return Math.fround(shared / (sizeA + sizeB - shared));
}

const BAR = Math.fround(SIMILARITY_THRESHOLD);

/** A growable list of numbers, in typed memory. */
class NumberList {
  items = new Int32Array(4);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) this.items = resized(this.items, this.items.length * 2);
    this.items[this.length] = value;
    this.length += 1;
  }
}

/**
 * The terms, each with its trigrams (numbered), and for each trigram the terms holding it. A
 * lookup reads only the lists of the word's rarest trigrams: a term sharing too few of the
 * word's trigrams to reach the bar cannot hold none of them (the lists of its commonest
 * trigrams, which most terms hold, are never walked). Each term found so is compared whole.
 */
export class TrigramVocabulary {
  private readonly terms: string[] = [];
  private readonly known = new Set<string>();
  private readonly trigramIds = new Map<string, number>();
  private readonly holders: NumberList[] = [];
  /** The trigram numbers of every term, one after another; term k's are from starts[k] to starts[k + 1]. */
  private readonly termTrigrams = new NumberList();
  private readonly starts: number[] = [0];
  // Which trigrams the asked word has, and which terms were compared, by lookup number.
  private asked = new Int32Array(0);
  private compared = new Int32Array(0);
  private readonly lookups = new Passes();

  get size(): number {
    return this.terms.length;
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  /** Learns a term (once; learning it again changes nothing). */
  add(term: string): void {
    if (this.known.has(term)) return;
    const own = ownString(term);
    const number = this.terms.push(own) - 1;
    this.known.add(own);
    for (const trigram of trigramsOf(own)) {
      let id = this.trigramIds.get(trigram);
      if (id === undefined) {
        id = this.holders.push(new NumberList()) - 1;
        this.trigramIds.set(trigram, id);
      }
      this.holders[id].push(number);
      this.termTrigrams.push(id);
    }
    this.starts.push(this.termTrigrams.length);
  }

  /**
   * The term most similar to `word` with a similarity of at least 0.3, the first in code unit
   * order among equals (`where term % word order by similarity(term, word) desc, term limit 1`
   * under the C collation), or null.
   */
  closest(word: string): string | null {
    const trigrams = trigramsOf(word);
    const size = trigrams.size;
    if (size === 0) return null;
    let needed = sharedFor(BAR, size);
    const held: number[] = [];
    for (const trigram of trigrams) {
      const id = this.trigramIds.get(trigram);
      if (id !== undefined) held.push(id);
    }
    if (held.length < needed) return null;
    held.sort((a, b) => this.holders[a].length - this.holders[b].length);
    const lookup = this.nextLookup();
    const { asked, compared, starts } = this;
    const ids = this.termTrigrams.items;
    for (const id of held) asked[id] = lookup;
    let best: string | null = null;
    let bestSimilarity = -1;
    // Any term sharing `needed` of the held trigrams holds one of the rarest (held - needed + 1);
    // the better the best so far, the more a rival must share, the fewer lists are read.
    for (let r = 0; r <= held.length - needed; r += 1) {
      const list = this.holders[held[r]];
      for (let i = 0; i < list.length; i += 1) {
        const term = list.items[i];
        if (compared[term] === lookup) continue;
        compared[term] = lookup;
        const termSize = starts[term + 1] - starts[term];
        // Sharing at most the smaller count, a term far longer or shorter cannot come near.
        const most = similarityOf(Math.min(size, termSize), size, termSize);
        if (most < BAR || most < bestSimilarity) continue;
        let shared = 0;
        for (let j = starts[term]; j < starts[term + 1]; j += 1) if (asked[ids[j]] === lookup) shared += 1;
        const similarity = similarityOf(shared, size, termSize);
        if (similarity < BAR || similarity < bestSimilarity) continue;
        const text = this.terms[term];
        if (similarity > bestSimilarity || (best !== null && text < best)) {
          best = text;
          bestSimilarity = similarity;
        }
      }
      if (bestSimilarity > 0) needed = Math.max(needed, sharedFor(bestSimilarity, size));
    }
    return best;
  }

  private nextLookup(): number {
    this.asked = withRoom(this.asked, this.holders.length);
    this.compared = withRoom(this.compared, this.terms.length);
    return this.lookups.next(() => {
      this.asked.fill(0);
      this.compared.fill(0);
    });
  }
}

/**
 * The fewest trigrams a term must share with a word of `size` trigrams to be `similarity`
 * similar: sharing c, it is at most c/size similar (when it holds nothing else).
 */
function sharedFor(similarity: number, size: number): number {
  let shared = 1;
  while (shared <= size && similarityOf(shared, size, shared) < similarity) shared += 1;
  return shared;
}
