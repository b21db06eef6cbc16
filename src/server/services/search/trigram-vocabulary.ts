// Words (or whole names) looked up by trigram similarity, in memory, as pg_trgm compares them:
// each run of letters and digits, lower-cased and padded with two spaces before and one after,
// gives its three-character pieces; the similarity of two texts is the pieces they share over
// all the pieces either has (each piece counted once), as a float4; `a % b` holds from 0.3
// (pg_trgm.similarity_threshold). The pieces point back at the terms holding them, so a lookup
// only reads the terms that share a piece with the word.

/** pg_trgm's default similarity_threshold, the `%` operator's bar. */
export const SIMILARITY_THRESHOLD = 0.3;

/** The distinct trigrams of a text, as pg_trgm makes them. */
export function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
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

export class TrigramVocabulary {
  private readonly terms: string[] = [];
  private readonly known = new Set<string>();
  private readonly sizes: number[] = [];
  private readonly holders = new Map<string, number[]>();
  // Per term, how many of the asked word's trigrams it holds; `stamp` says for which lookup.
  private shared = new Int32Array(0);
  private stamp = new Int32Array(0);
  private lookup = 0;

  get size(): number {
    return this.terms.length;
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  /** Learns a term (once; learning it again changes nothing). */
  add(term: string): void {
    if (this.known.has(term)) return;
    const own = Buffer.from(term, 'utf8').toString('utf8');
    const number = this.terms.push(own) - 1;
    this.known.add(own);
    const trigrams = trigramsOf(own);
    this.sizes.push(trigrams.size);
    for (const trigram of trigrams) {
      let list = this.holders.get(trigram);
      if (!list) this.holders.set(trigram, (list = []));
      list.push(number);
    }
  }

  /**
   * The term most similar to `word` with a similarity of at least 0.3, the first in code point
   * order among equals (`where term % word order by similarity(term, word) desc, term limit 1`
   * under the C collation), or null.
   */
  closest(word: string): string | null {
    const asked = trigramsOf(word);
    if (asked.size === 0) return null;
    this.room();
    this.lookup += 1;
    if (this.lookup >= 0x7fffffff) {
      this.stamp.fill(0);
      this.lookup = 1;
    }
    const { shared, stamp, lookup } = this;
    const touched: number[] = [];
    for (const trigram of asked) {
      const list = this.holders.get(trigram);
      if (!list) continue;
      for (const term of list) {
        if (stamp[term] !== lookup) {
          stamp[term] = lookup;
          shared[term] = 0;
          touched.push(term);
        }
        shared[term] += 1;
      }
    }
    let best: string | null = null;
    let bestSimilarity = -1;
    for (const term of touched) {
      const similarity = similarityOf(shared[term], asked.size, this.sizes[term]);
      if (similarity < BAR) continue;
      const text = this.terms[term];
      if (similarity > bestSimilarity || (similarity === bestSimilarity && best !== null && text < best)) {
        best = text;
        bestSimilarity = similarity;
      }
    }
    return best;
  }

  private room(): void {
    if (this.shared.length >= this.terms.length) return;
    const size = Math.max(this.terms.length, Math.ceil(this.shared.length * 1.5), 1024);
    const stamp = new Int32Array(size);
    stamp.set(this.stamp);
    this.stamp = stamp;
    this.shared = new Int32Array(size);
  }
}
