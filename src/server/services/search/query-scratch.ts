// The working memory of the search index's queries, one slot per document (and per query word
// where it says so), reused by every query: fresh memory for each query costs more than the
// query. `stamp` says which query wrote a slot, so nothing needs clearing between queries.
import { grownLength, Passes, resized } from './typed-memory';

/** Query words beyond these are not looked at (a typed term keeps MAX_WORDS, fewer). */
export const MAX_QUERY_WORDS = 8;

export class QueryScratch {
  stamp = new Int32Array(0);
  /** Per document, the query words it matched so far (one bit each). */
  mask = new Int32Array(0);
  /**
   * Per query word and document, slot `word * stamp.length + document` (a word's slots side by
   * side): the best score of the word's lexemes (the first word's slots also hold the typo
   * fallback's sums, `orMatches`).
   */
  best = new Float64Array(0);
  /** Per query word and document, as `best`: where that best lexeme was found (list number, entry). */
  chosenList = new Int32Array(0);
  chosenAt = new Int32Array(0);
  candidates = new Int32Array(0);
  /** Per document, the summed scores of a one-word query. */
  total = new Float64Array(0);
  matchedDocs = new Int32Array(0);
  matchedRanks = new Float64Array(0);
  private readonly passes = new Passes();

  /** A number for the next query, marking its slots apart from every earlier query's. */
  nextGeneration(): number {
    return this.passes.next(() => this.stamp.fill(0));
  }

  /** Room for at least this many documents; returns the room made (or already there). */
  grow(documents: number): number {
    if (documents <= this.stamp.length) return this.stamp.length;
    const size = grownLength(this.stamp.length, documents);
    const perWord = size * MAX_QUERY_WORDS;
    this.stamp = resized(this.stamp, size);
    this.mask = resized(this.mask, size);
    this.best = resized(this.best, perWord);
    this.chosenAt = resized(this.chosenAt, perWord);
    this.chosenList = resized(this.chosenList, perWord);
    this.candidates = resized(this.candidates, size);
    this.total = resized(this.total, size);
    this.matchedDocs = resized(this.matchedDocs, size);
    this.matchedRanks = resized(this.matchedRanks, size);
    return size;
  }
}
