// The working memory of the search index's queries, one slot per document (and per query word
// where it says so), reused by every query: fresh memory for each query costs more than the
// query. `stamp` says which query wrote a slot, so nothing needs clearing between queries.

/** Query words beyond these are not looked at (a typed term keeps MAX_WORDS, fewer). */
export const MAX_QUERY_WORDS = 8;

export class QueryScratch {
  stamp = new Int32Array(0);
  /** Per document, the query words it matched so far (one bit each). */
  mask = new Int32Array(0);
  /** Per document and query word: the best score of the word's lexemes. */
  best = new Float64Array(0);
  /** Per document and query word: where that best lexeme was found (list number, entry). */
  chosenList = new Int32Array(0);
  chosenAt = new Int32Array(0);
  candidates = new Int32Array(0);
  /** Per document, the summed scores of a one-word query. */
  total = new Float64Array(0);
  matchedDocs = new Int32Array(0);
  matchedRanks = new Float64Array(0);
  private generation = 0;

  /** A number for the next query, marking its slots apart from every earlier query's. */
  nextGeneration(): number {
    this.generation += 1;
    if (this.generation >= 0x7fffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /** Room for at least this many documents; returns the room made (or already there). */
  grow(documents: number): number {
    if (documents <= this.stamp.length) return this.stamp.length;
    const size = Math.max(documents, Math.ceil(this.stamp.length * 1.5), 1024);
    const widen = <T extends Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.stamp = widen(this.stamp, (n) => new Int32Array(n));
    this.mask = widen(this.mask, (n) => new Int32Array(n));
    this.best = widen(this.best, (n) => new Float64Array(n * MAX_QUERY_WORDS));
    this.chosenAt = widen(this.chosenAt, (n) => new Int32Array(n * MAX_QUERY_WORDS));
    this.chosenList = widen(this.chosenList, (n) => new Int32Array(n * MAX_QUERY_WORDS));
    this.candidates = widen(this.candidates, (n) => new Int32Array(n));
    this.total = widen(this.total, (n) => new Float64Array(n));
    this.matchedDocs = widen(this.matchedDocs, (n) => new Int32Array(n));
    this.matchedRanks = widen(this.matchedRanks, (n) => new Float64Array(n));
    return size;
  }
}
