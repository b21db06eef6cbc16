// How the search index keeps each lexeme's postings (search-index.ts): the documents holding
// it, its score in each, and where it stands in each. A full load is packed into shared typed
// arrays, lexeme after lexeme in their sorted order, so the lexemes a typed start opens lie
// side by side (a span); what is added afterwards grows plain arrays.
import { lowerBound, ownString } from './lexicon';

/**
 * One lexeme's postings: entries start to end (excluded) of the arrays, each document once, in
 * the order the documents were numbered. A span of several lexemes (`mixed`) holds them one
 * lexeme after another: a document may come more than once, and not in order.
 */
export interface Postings {
  docs: Int32Array | number[];
  ranks: Float32Array | number[];
  /** The lexeme's positions in the j-th document are places[from[j]] up to places[from[j + 1]]. */
  from: Int32Array | number[];
  places: Uint16Array | number[];
  start: number;
  end: number;
  mixed?: boolean;
}

/**
 * The postings of the full load, packed: every lexeme's entries one after another in shared
 * typed arrays (one set of arrays, not four per lexeme: a catalogue has hundreds of thousands of
 * lexemes, most of them a single SKU's).
 */
interface Packed {
  listOf: Map<string, number>;
  /** The lexemes in list order (sorted). */
  lexemes: string[];
  /** List k is entries listStart[k] to listStart[k + 1]. */
  listStart: Int32Array;
  docs: Int32Array;
  ranks: Float32Array;
  from: Int32Array;
  places: Uint16Array;
}

function pack(lists: ReadonlyMap<string, Growable>): Packed {
  let entries = 0;
  let placeCount = 0;
  for (const list of lists.values()) {
    entries += list.docs.length;
    placeCount += list.places.length;
  }
  const lexemes = [...lists.keys()].sort();
  const packed: Packed = {
    listOf: new Map(), lexemes, listStart: new Int32Array(lists.size + 1), docs: new Int32Array(entries), ranks: new Float32Array(entries),
    from: new Int32Array(entries + 1), places: new Uint16Array(placeCount),
  };
  let k = 0;
  let at = 0;
  let placeAt = 0;
  for (const lexeme of lexemes) {
    const list = lists.get(lexeme) as Growable;
    packed.listOf.set(lexeme, k);
    packed.listStart[k] = at;
    packed.docs.set(list.docs, at);
    packed.ranks.set(list.ranks, at);
    for (let j = 0; j < list.docs.length; j += 1) packed.from[at + j] = placeAt + list.from[j];
    packed.places.set(list.places, placeAt);
    at += list.docs.length;
    placeAt += list.places.length;
    k += 1;
  }
  packed.listStart[k] = at;
  packed.from[at] = placeAt;
  return packed;
}

type Growable = { docs: number[]; ranks: number[]; from: number[]; places: number[] };
const growable = (): Growable => ({ docs: [], ranks: [], from: [0], places: [] });

function append(list: Growable, doc: number, score: number, positions: readonly number[]): void {
  list.docs.push(doc);
  list.ranks.push(score);
  for (const position of positions) list.places.push(position);
  list.from.push(list.places.length);
}

/** Every lexeme's postings: those of the full load, packed, then those added since. */
export class PostingStore {
  private loaded: Packed | null = null;
  private readonly added = new Map<string, Growable>();

  get sealed(): boolean {
    return this.loaded !== null;
  }

  add(lexeme: string, doc: number, score: number, positions: readonly number[]): void {
    let list = this.added.get(lexeme);
    if (!list) this.added.set(ownString(lexeme), (list = growable()));
    append(list, doc, score, positions);
  }

  /** Packs what was added so far (the end of a full load, once). */
  seal(): void {
    if (this.loaded) return;
    this.loaded = pack(this.added);
    this.added.clear();
  }

  /** The postings of a lexeme: of the full load, then of what was added since. */
  of(lexeme: string): Postings[] {
    const lists: Postings[] = [];
    const { loaded } = this;
    const k = loaded?.listOf.get(lexeme);
    // Views of one shape, built field by field: copying the packed arrays' holder with a
    // spread cost more than walking a short list.
    if (loaded && k !== undefined) {
      lists.push({ docs: loaded.docs, ranks: loaded.ranks, from: loaded.from, places: loaded.places, start: loaded.listStart[k], end: loaded.listStart[k + 1] });
    }
    const added = this.added.get(lexeme);
    if (added) lists.push({ docs: added.docs, ranks: added.ranks, from: added.from, places: added.places, start: 0, end: added.docs.length });
    return lists;
  }

  /**
   * The postings of some lexemes (each once) and of every lexeme that starts with any of
   * `starts` (a typed start of digits opens thousands of SKU parts: they are one span of the
   * full load), with how many entries they hold.
   */
  listsOf(lexemes: readonly string[], starts: readonly string[] = []): { lists: Postings[]; size: number } {
    const lists: Postings[] = [];
    let size = 0;
    const push = (list: Postings) => {
      lists.push(list);
      size += list.end - list.start;
    };
    const opened = (lexeme: string) => starts.some((start) => lexeme.startsWith(start));
    for (const lexeme of new Set(lexemes)) {
      if (!opened(lexeme)) this.of(lexeme).forEach(push);
    }
    if (starts.length === 0) return { lists, size };
    const { loaded } = this;
    if (loaded) {
      for (const [first, last] of spansOf(loaded.lexemes, starts)) {
        push({ docs: loaded.docs, ranks: loaded.ranks, from: loaded.from, places: loaded.places, start: loaded.listStart[first], end: loaded.listStart[last], mixed: last - first > 1 });
      }
    }
    // What was added since the load (the products written since, usually few), in the lexemes' order too.
    for (const lexeme of [...this.added.keys()].filter(opened).sort()) {
      const added = this.added.get(lexeme) as Growable;
      push({ docs: added.docs, ranks: added.ranks, from: added.from, places: added.places, start: 0, end: added.docs.length });
    }
    return { lists, size };
  }
}

/**
 * The lists of `sorted` whose lexemes start with any of `starts`, as runs of list numbers
 * (first, last excluded), in order and apart: a start inside another's run adds nothing.
 */
function spansOf(sorted: readonly string[], starts: readonly string[]): [number, number][] {
  const runs = starts.map((start): [number, number] => {
    const first = lowerBound(sorted, start);
    // The lexemes that start so lie side by side from `first`: the end is where they stop.
    let low = first;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sorted[mid].startsWith(start)) low = mid + 1;
      else high = mid;
    }
    return [first, low];
  }).filter(([first, last]) => last > first).sort((a, b) => a[0] - b[0]);
  const spans: [number, number][] = [];
  for (const [first, last] of runs) {
    const previous = spans[spans.length - 1];
    if (previous && first <= previous[1]) previous[1] = Math.max(previous[1], last);
    else spans.push([first, last]);
  }
  return spans;
}
