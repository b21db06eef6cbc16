// The storefront search's index in this instance's memory: for every active product, the
// lexemes of its stored search document (products.search_doc, so the database's own parser and
// stemmer decide the words) with how much each ranks it, its SKUs, name and age. A query is a
// list of words, each matched by any of a few lexemes; every word must match. Answering walks
// the postings of the query's lexemes once, rarest word first, and keeps only the best page:
// a few milliseconds for a word most of 100,000 products hold, where the database has to
// rank every match it reads.
//
// Postings (postings.ts) of the products loaded together are typed arrays; products added
// later (the feed of catalogue changes) go to growable lists, and a replaced or removed product is only marked
// gone. The feed loads the whole index afresh once the later ones grow many (search-feed.ts).

import { Lexicon, ownString } from './lexicon';
import { type Growable, type Packed, type Postings, append, growable, pack } from './postings';
import { togetherRank } from './tsvector-text';

export interface IndexedProduct {
  id: number;
  /** Milliseconds; null sorts after every date, as NULLS LAST does. */
  createdAt: number | null;
  /** lower(name), compared whole with the typed term. */
  name: string;
  skus: readonly string[];
  lexemes: ReadonlyArray<{ lexeme: string; score: number; positions: readonly number[] }>;
}

/** One word of a query: the document must hold any of these lexemes. */
export interface WordQuery {
  lexemes: readonly string[];
}

export interface Matches {
  /** Internal document numbers of the matching products, with their ranks. */
  docs: Int32Array | readonly number[];
  ranks: Float64Array | readonly number[];
}

export interface RankRequest {
  /** The term as typed (trimmed): a product with exactly this SKU comes first. */
  raw: string;
  /** The normalized term: a product of exactly this name comes next. */
  normalized: string;
  /** Set when a typo fallback widened the match: products the buyer's own words found first. */
  own?: ReadonlySet<number>;
  offset: number;
  limit: number;
}

/** Query words beyond these are not looked at (a typed term keeps MAX_WORDS, fewer). */
const MAX_QUERY_WORDS = 8;
/** Pages that end beyond this many matches are sorted whole. */
const DEEP_PAGE = 500;
/** Beyond this many products added after a full load, a fresh full load pays off. */
export const MAX_ADDED = 20_000;

export class SearchIndex {
  private readonly ids: number[] = [];
  private readonly created: number[] = [];
  private readonly names: string[] = [];
  private readonly skusOf: (readonly string[])[] = [];
  private gone = new Uint8Array(0);
  private readonly docOf = new Map<number, number>();
  private readonly bySku = new Map<string, Set<number>>();
  private readonly byName = new Map<string, Set<number>>();
  private loaded: Packed | null = null;
  private readonly added = new Map<string, Growable>();
  /** How many documents hold each lexeme (ordering the words a typed prefix opens). */
  private readonly lexicon = new Lexicon();
  private addedCount = 0;
  private goneCount = 0;
  // Scratch space of a query, one slot per document; `stamp` says which query wrote a slot.
  private stamp = new Int32Array(0);
  private mask = new Int32Array(0);
  private best = new Float64Array(0);
  /** Per document and query word (MAX_QUERY_WORDS slots each), where its best lexeme was found. */
  private chosenList = new Int32Array(0);
  private chosenAt = new Int32Array(0);
  private candidates = new Int32Array(0);
  private total = new Float64Array(0);
  private matchedDocs = new Int32Array(0);
  private matchedRanks = new Float64Array(0);
  private generation = 0;

  /** An index of these products (tests; a full load puts them one by one, then seals). */
  constructor(products: readonly IndexedProduct[] = []) {
    for (const product of products) this.put(product);
    if (products.length > 0) this.seal();
  }

  /**
   * Packs what was put so far into typed arrays (a fraction of the memory, faster to walk):
   * the end of a full load, once (later calls change nothing). What is put afterwards counts as
   * added since the load.
   */
  seal(): void {
    if (this.loaded) return;
    this.loaded = pack(this.added);
    this.added.clear();
    this.addedCount = 0;
  }

  /** Active products in the index. */
  get size(): number {
    return this.docOf.size;
  }

  /** Products added or replaced since the full load. */
  get addedSinceLoad(): number {
    return this.addedCount;
  }

  has(productId: number): boolean {
    return this.docOf.has(productId);
  }

  /** Adds a product, or replaces what the index had of it. */
  put(product: IndexedProduct): void {
    this.remove(product.id);
    this.grow(this.ids.length + 1);
    const doc = this.addDocument(product);
    this.addedCount += 1;
    for (const { lexeme, score, positions } of product.lexemes) {
      let list = this.added.get(lexeme);
      if (!list) this.added.set(ownString(lexeme), (list = growable()));
      append(list, doc, score, positions);
      this.lexicon.count(lexeme);
    }
  }

  /** The product is no longer found (deleted, or no longer active). */
  remove(productId: number): void {
    const doc = this.docOf.get(productId);
    if (doc === undefined) return;
    this.docOf.delete(productId);
    this.gone[doc] = 1;
    this.goneCount += 1;
    for (const sku of this.skusOf[doc]) this.bySku.get(sku)?.delete(productId);
    this.byName.get(this.names[doc])?.delete(productId);
  }

  /**
   * The catalogue's lexemes that start with any of `starts` and hold letters only, the most
   * common `limit` first (search_prefix_query of migration 0014); none when no such word.
   */
  wordsStartingWith(starts: readonly string[], limit: number, lettersOnly = true): string[] {
    return this.lexicon.startingWith(starts, limit, lettersOnly);
  }

  /**
   * The documents holding every word, each with its rank: for one word the scores of all its
   * lexemes the document holds, for several how near and how weighty their places are (as ts_rank ranks an AND).
   */
  matches(words: readonly WordQuery[]): Matches {
    if (words.length === 0) return { docs: [], ranks: [] };
    const generation = this.nextGeneration();
    const order = words.slice(0, MAX_QUERY_WORDS).sort((a, b) => this.postingsOf(a) - this.postingsOf(b));
    // Typed scratch rather than a growing array: pushing 100,000 numbers costs ten times more.
    const candidates = this.candidates;
    let candidateCount = 0;
    // The postings walked, numbered: a slot remembers the number and the entry of its best lexeme.
    const walked: Postings[] = [];
    const { gone, stamp, mask, best, total, chosenList, chosenAt } = this;
    order.forEach((word, step) => {
      const bit = 1 << step;
      const before = bit - 1;
      for (const lexeme of new Set(word.lexemes)) {
        for (const list of this.postings(lexeme)) {
          const listNumber = walked.push(list) - 1;
          const { docs, ranks, end } = list;
          for (let j = list.start; j < end; j += 1) {
            const doc = docs[j];
            if (gone[doc] === 1) continue;
            if (step === 0) {
              if (stamp[doc] !== generation) {
                stamp[doc] = generation;
                mask[doc] = 0;
                total[doc] = 0;
                candidates[candidateCount] = doc;
                candidateCount += 1;
              }
            } else if (stamp[doc] !== generation || (mask[doc] & ~bit) !== before) {
              continue;
            }
            const score = ranks[j];
            // One word ranks by every lexeme of it the document holds (ts_rank of an OR).
            if (step === 0) total[doc] += score;
            const slot = doc * MAX_QUERY_WORDS + step;
            if ((mask[doc] & bit) === 0 || score > best[slot]) {
              mask[doc] |= bit;
              best[slot] = score;
              chosenList[slot] = listNumber;
              chosenAt[slot] = j;
            }
          }
        }
      }
    });
    const all = (1 << order.length) - 1;
    // Written into scratch that the next query reuses (fresh memory for every query costs more
    // than the query): `matches` answers are views, good until the next call.
    const docs = this.matchedDocs;
    const ranks = this.matchedRanks;
    const places: ArrayLike<number>[] = [];
    const from = new Int32Array(MAX_QUERY_WORDS);
    const to = new Int32Array(MAX_QUERY_WORDS);
    let at = 0;
    for (let i = 0; i < candidateCount; i += 1) {
      const doc = candidates[i];
      if (mask[doc] !== all) continue;
      docs[at] = doc;
      if (order.length === 1) {
        ranks[at] = total[doc];
      } else {
        for (let step = 0; step < order.length; step += 1) {
          const slot = doc * MAX_QUERY_WORDS + step;
          const list = walked[chosenList[slot]];
          places[step] = list.places;
          from[step] = list.from[chosenAt[slot]];
          to[step] = list.from[chosenAt[slot] + 1];
        }
        ranks[at] = togetherRank(places, from, to, order.length);
      }
      at += 1;
    }
    return { docs: docs.subarray(0, at), ranks: ranks.subarray(0, at) };
  }

  /** `matches` kept beyond the next query (a copy). */
  kept(matches: Matches): Matches {
    return { docs: Array.from(matches.docs), ranks: Array.from(matches.ranks) };
  }

  /**
   * Ranks for `docs` as ts_rank ranks an OR of these lexemes (the typo fallback's widened
   * query): the sum of the scores of those the document holds.
   */
  orRanks(lexemes: readonly string[], docs: ArrayLike<number>): number[] {
    const generation = this.nextGeneration();
    for (let i = 0; i < docs.length; i += 1) {
      this.stamp[docs[i]] = generation;
      this.best[docs[i] * MAX_QUERY_WORDS] = 0;
    }
    for (const lexeme of new Set(lexemes)) {
      for (const list of this.postings(lexeme)) {
        for (let j = list.start; j < list.end; j += 1) {
          const doc = list.docs[j];
          if (this.stamp[doc] === generation) this.best[doc * MAX_QUERY_WORDS] += list.ranks[j];
        }
      }
    }
    return Array.from(docs, (doc) => this.best[doc * MAX_QUERY_WORDS]);
  }

  /**
   * The product ids of one page of `matches`, in the search's order: the exact SKU, then the
   * buyer's own words (after a typo fallback), then the exact name, then the rank, newest
   * first, highest id first.
   */
  page(matches: Matches, request: RankRequest): number[] {
    const { docs, ranks } = matches;
    const skus = new Set([...(this.bySku.get(request.raw) ?? []), ...(this.bySku.get(request.raw.toUpperCase()) ?? [])]);
    const { own } = request;
    const named = this.byName.get(request.normalized);
    const anyFlag = skus.size > 0 || (own?.size ?? 0) > 0 || (named?.size ?? 0) > 0;
    // Plain numbers, no object per match: a broad word matches most of the catalogue.
    const flagsOf = (i: number) => {
      if (!anyFlag) return 0;
      const id = this.ids[docs[i]];
      return (skus.has(id) ? 4 : 0) + (own?.has(id) ? 2 : 0) + (named?.has(id) ? 1 : 0);
    };
    /** Above zero when match `a` (with `fa`) goes before match `b`. */
    const compare = (a: number, fa: number, b: number, fb: number) => fa - fb
      || Math.fround(ranks[a]) - Math.fround(ranks[b])
      || (this.created[docs[a]] - this.created[docs[b]] || 0)
      || this.ids[docs[a]] - this.ids[docs[b]];
    const want = request.offset + request.limit;
    if (want > DEEP_PAGE) {
      // A page deep in a long list: sorting everything once is cheaper than inserting.
      const flags = Array.from({ length: docs.length }, (_, i) => flagsOf(i));
      const order = Array.from({ length: docs.length }, (_, i) => i).sort((a, b) => compare(b, flags[b], a, flags[a]));
      return order.slice(request.offset, want).map((i) => this.ids[docs[i]]);
    }
    // The best `want` matches, best first; a page is a few dozen, so inserting in place is cheap.
    const top: number[] = [];
    const topFlags: number[] = [];
    for (let i = 0; i < docs.length; i += 1) {
      const flags = flagsOf(i);
      const last = top.length - 1;
      if (top.length === want && compare(i, flags, top[last], topFlags[last]) <= 0) continue;
      let at = top.length;
      while (at > 0 && compare(i, flags, top[at - 1], topFlags[at - 1]) > 0) at -= 1;
      top.splice(at, 0, i);
      topFlags.splice(at, 0, flags);
      if (top.length > want) {
        top.pop();
        topFlags.pop();
      }
    }
    return top.slice(request.offset).map((i) => this.ids[docs[i]]);
  }

  /** The product ids of matching documents (tests, and merging the typo fallback's matches). */
  productIds(docs: ArrayLike<number>): number[] {
    return Array.from(docs, (doc) => this.ids[doc]);
  }

  private addDocument(product: IndexedProduct): number {
    const doc = this.ids.length;
    this.ids.push(product.id);
    this.created.push(product.createdAt ?? Number.NEGATIVE_INFINITY);
    this.names.push(ownString(product.name));
    this.skusOf.push(product.skus.map(ownString));
    this.docOf.set(product.id, doc);
    for (const key of this.skusOf[doc]) addTo(this.bySku, key, product.id);
    addTo(this.byName, this.names[doc], product.id);
    return doc;
  }

  /** The postings of a lexeme: of the full load, then of what was added since. */
  private postings(lexeme: string): Postings[] {
    const lists: Postings[] = [];
    const k = this.loaded?.listOf.get(lexeme);
    if (this.loaded && k !== undefined) lists.push({ ...this.loaded, start: this.loaded.listStart[k], end: this.loaded.listStart[k + 1] });
    const added = this.added.get(lexeme);
    if (added) lists.push({ ...added, start: 0, end: added.docs.length });
    return lists;
  }

  private postingsOf(word: WordQuery): number {
    let total = 0;
    for (const lexeme of word.lexemes) {
      for (const list of this.postings(lexeme)) total += list.end - list.start;
    }
    return total;
  }

  private nextGeneration(): number {
    this.generation += 1;
    if (this.generation >= 0x7fffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  private grow(documents: number): void {
    if (documents <= this.stamp.length) return;
    const size = Math.max(documents, Math.ceil(this.stamp.length * 1.5), 1024);
    const widen = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(old: T, make: (n: number) => T): T => {
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
    this.gone = widen(this.gone, (n) => new Uint8Array(n));
  }
}

function addTo(map: Map<string, Set<number>>, key: string, id: number): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}
