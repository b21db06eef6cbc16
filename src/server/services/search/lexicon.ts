// The search index's vocabulary: the words of letters with how many documents hold them (the
// database's search_lexemes, which the index's feed reads), and the words a typed prefix opens,
// the most common first (search_prefix_query of migration 0014). The full list is sorted once;
// words learnt afterwards go to a small sorted list of their own, merged now and then, so a new
// word does not re-sort every word.

/** Lexemes learnt after the sorted list was made, kept apart up to this many. */
const MAX_LEARNT = 5_000;
/** Answers for typed starts remembered until the vocabulary changes, up to this many. */
const MAX_REMEMBERED = 5_000;
/**
 * A word of letters (with their marks: Indian scripts' vowel signs), as search_lexemes_add takes
 * it ([[:alpha:]] and the Arabic letters, migration 0025; the documents hold no Arabic marks).
 */
const LETTERS = /^[\p{L}\p{M}]+$/u;

/** Whether a lexeme is a word of letters (a typed start may open it), not a SKU's part. */
export const isWordOfLetters = (lexeme: string) => LETTERS.test(lexeme);

/**
 * A string of its own: one sliced from a document's text would keep the whole text alive as
 * long as it is kept.
 */
export const ownString = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

export class Lexicon {
  private readonly holding = new Map<string, number>();
  private sorted: string[] | null = null;
  private learnt: string[] = [];
  /** The most common words each typed start opens, until a count changes (the overlay asks the same starts over and over). */
  private readonly remembered = new Map<string, string[]>();

  /** `docs` documents hold `lexeme` (as the database counts them). */
  hold(lexeme: string, docs: number): void {
    const held = this.holding.get(lexeme);
    if (held === docs) return;
    if (this.remembered.size > 0) this.remembered.clear();
    if (held !== undefined) {
      this.holding.set(lexeme, docs);
      return;
    }
    const own = ownString(lexeme);
    this.holding.set(own, docs);
    this.learn(own);
  }

  /**
   * The words held that start with any of `starts`, the most common `limit` first (equal ones
   * by code unit, as search_prefix_query orders them, migration 0028). The words held are the
   * database's words of letters, so a start of digits opens none.
   */
  startingWith(starts: readonly string[], limit: number): string[] {
    const key = `${limit}\u0000${starts.join('\u0000')}`;
    let found = this.remembered.get(key);
    if (!found) {
      found = this.find(starts)
        .sort((a, b) => (this.holding.get(b) ?? 0) - (this.holding.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, limit);
      if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
      this.remembered.set(key, found);
    }
    return found.slice();
  }

  private find(starts: readonly string[]): string[] {
    const found = new Set<string>();
    for (const list of [this.sortedList(), this.learnt]) {
      for (const start of starts) {
        for (let i = lowerBound(list, start); i < list.length && list[i].startsWith(start); i += 1) found.add(list[i]);
      }
    }
    return [...found];
  }

  /** The sorted list, made on first need. */
  private sortedList(): string[] {
    this.sorted ??= [...this.holding.keys()].sort();
    return this.sorted;
  }

  /** Whether any lexeme starts with `start` (or is it). */
  hasStartingWith(start: string): boolean {
    return [this.sortedList(), this.learnt].some((sorted) => {
      const i = lowerBound(sorted, start);
      return i < sorted.length && sorted[i].startsWith(start);
    });
  }

  private learn(lexeme: string): void {
    // Not sorted yet: the first sort takes it in.
    if (!this.sorted) return;
    if (this.learnt.length >= MAX_LEARNT) {
      this.sorted = null;
      this.learnt = [];
      return;
    }
    this.learnt.splice(lowerBound(this.learnt, lexeme), 0, lexeme);
  }
}

/** The first index of `sorted` whose string is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
