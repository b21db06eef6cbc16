// The storefront search's index in this instance's memory: for every active product, the
// lexemes of its stored search document (products.search_doc, so the database's own parser and
// stemmer decide the words) with how much each ranks it, its SKUs, name and age. A query is a
// list of words, each matched by any of a few lexemes; every word must match. Answering walks
// the postings of the query's lexemes, rarest word first (word-matches.ts), and keeps only the
// best page: a few milliseconds for a word most of 100,000 products hold, where the database
// has to rank every match it reads.
//
// Postings (postings.ts) of the products loaded together are typed arrays; products added
// later (the feed of catalogue changes) go to growable lists, and a replaced or removed
// product is only marked gone (product-table.ts). The feed loads the whole index afresh once
// the later ones grow many (search-feed.ts). The page's order is page-order.ts; the memory a
// query works in, query-scratch.ts.

import { Lexicon, isWordOfLetters } from './lexicon';
import { MemoryVocabulary } from './memory-vocabulary';
import { type Matches, type RankRequest, pageOf } from './page-order';
import { PostingStore } from './postings';
import { type IndexedProduct, ProductTable } from './product-table';
import { MAX_QUERY_WORDS, QueryScratch } from './query-scratch';
import { allWordsMatches, lookUpPays, oneWordMatches } from './word-matches';

export type { IndexedProduct } from './product-table';
export type { Matches, RankRequest } from './page-order';

/** One word of a query: the document must hold any of these lexemes, or any lexeme that starts with one of `starts`. */
export interface WordQuery {
  lexemes: readonly string[];
  starts?: readonly string[];
}

/** How many documents hold a word of letters, as the database counts it (search_lexemes). */
export type LexemeCount = { lexeme: string; docs: number };

/** Beyond this many products added after a full load, a fresh full load pays off. */
export const MAX_ADDED = 20_000;

export class SearchIndex {
  private readonly table = new ProductTable();
  private readonly postings = new PostingStore();
  /**
   * How many documents hold each word of letters, ordering the words a typed prefix opens: the
   * database's counts (`holdCounts`), so that a prefix opens the same words here as in SQL.
   */
  private readonly lexicon = new Lexicon();
  private addedCount = 0;
  private readonly scratch = new QueryScratch();
  /** The typo fallback's words and names (filled by the feed alongside the products). */
  readonly vocabulary = new MemoryVocabulary();

  /**
   * An index of these products, its words counted as a full refresh of search_lexemes counts
   * them (tests; the feed puts products one by one, seals, then holds the database's counts).
   */
  constructor(products: readonly IndexedProduct[] = []) {
    for (const product of products) this.put(product);
    if (products.length > 0) this.seal();
    const counts = new Map<string, number>();
    for (const product of products) {
      for (const lexeme of new Set(product.lexemes.map((held) => held.lexeme).filter(isWordOfLetters))) counts.set(lexeme, (counts.get(lexeme) ?? 0) + 1);
    }
    this.holdCounts(Array.from(counts, ([lexeme, docs]) => ({ lexeme, docs })));
  }

  /**
   * Packs what was put so far into typed arrays (a fraction of the memory, faster to walk):
   * the end of a full load, once (later calls change nothing). What is put afterwards counts as
   * added since the load.
   */
  seal(): void {
    if (this.postings.sealed) return;
    this.postings.seal();
    this.addedCount = 0;
  }

  /** Active products in the index. */
  get size(): number {
    return this.table.size;
  }

  /** Products added or replaced since the full load. */
  get addedSinceLoad(): number {
    return this.addedCount;
  }

  has(productId: number): boolean {
    return this.table.has(productId);
  }

  /** Adds a product, or replaces what the index had of it. */
  put(product: IndexedProduct): void {
    this.remove(product.id);
    this.table.widen(this.scratch.grow(this.table.documents + 1));
    const doc = this.table.add(product);
    this.addedCount += 1;
    for (const { lexeme, score, positions } of product.lexemes) this.postings.add(lexeme, doc, score, positions);
  }

  /**
   * How many documents hold these words, as the database counts them: it keeps the words of
   * products since deleted or switched off, and raises a count on a write rather than count
   * again, so its counts are read rather than kept here.
   */
  holdCounts(counts: Iterable<LexemeCount>): void {
    for (const { lexeme, docs } of counts) this.lexicon.hold(lexeme, docs);
  }

  /** The product is no longer found (deleted, or no longer active). */
  remove(productId: number): void {
    this.table.remove(productId);
  }

  /**
   * The catalogue's lexemes that start with any of `starts` and hold letters only, the most
   * common `limit` first (search_prefix_query of migration 0014); none when no such word.
   */
  wordsStartingWith(starts: readonly string[], limit: number): string[] {
    return this.lexicon.startingWith(starts, limit);
  }

  /**
   * The documents holding every word, each with its rank: for one word the scores of all its
   * lexemes the document holds, for several how near and how weighty their places are (as ts_rank ranks an AND).
   */
  matches(words: readonly WordQuery[]): Matches {
    return this.match(words, true);
  }

  /**
   * Only which documents hold every word (a reading of the typo fallback: the widened query
   * ranks them afresh, `orMatches`). A view of the query's scratch, good until the next query.
   */
  matchingDocs(words: readonly WordQuery[]): ArrayLike<number> {
    return this.match(words, false).docs;
  }

  /** `matches`, with several words' ranks worked out only when `ranked` (no ranks otherwise). */
  private match(words: readonly WordQuery[], ranked: boolean): Matches {
    if (words.length === 0) return { docs: [], ranks: [] };
    // Each word's lists are looked up and sized once (a typed prefix may stand for 50 lexemes), then sorted.
    const order = words.slice(0, MAX_QUERY_WORDS)
      .map((word) => this.postings.listsOf(word.lexemes, word.starts))
      .sort((a, b) => a.size - b.size);
    const generation = this.scratch.nextGeneration();
    const { gone } = this.table;
    if (order.length === 1) return oneWordMatches(order[0].lists, gone, this.scratch, generation);
    return allWordsMatches(order, gone, this.scratch, generation, lookUpPays, ranked);
  }

  /** `matches` kept beyond the next query (a copy of its typed arrays). */
  kept(matches: Matches): Matches {
    return { docs: Int32Array.from(matches.docs), ranks: Float64Array.from(matches.ranks) };
  }

  /**
   * The documents of any of `parts`, each once (in the order first met), ranked as ts_rank
   * ranks an OR of these lexemes and of those starting with `starts` (the typo fallback's
   * widened query): the sum of the scores of those the document holds.
   */
  orMatches(parts: readonly ArrayLike<number>[], lexemes: readonly string[], starts: readonly string[] = []): Matches {
    const generation = this.scratch.nextGeneration();
    const { stamp, best } = this.scratch;
    const docs = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
    let count = 0;
    for (const part of parts) {
      for (let i = 0; i < part.length; i += 1) {
        const doc = part[i];
        if (stamp[doc] === generation) continue;
        stamp[doc] = generation;
        best[doc] = 0;
        docs[count] = doc;
        count += 1;
      }
    }
    for (const list of this.postings.listsOf(lexemes, starts).lists) {
      for (let j = list.start; j < list.end; j += 1) {
        const doc = list.docs[j];
        if (stamp[doc] === generation) best[doc] += list.ranks[j];
      }
    }
    const ranks = new Float64Array(count);
    for (let i = 0; i < count; i += 1) ranks[i] = best[docs[i]];
    return { docs: docs.subarray(0, count), ranks };
  }

  /**
   * The product ids of one page of `matches`, in the search's order: the exact SKU, then the
   * buyer's own words (after a typo fallback), then the exact name, then the rank, newest
   * first, highest id first.
   */
  page(matches: Matches, request: RankRequest): number[] {
    return pageOf(this.table, matches, request);
  }

  /** The product ids of matching documents (tests, and merging the typo fallback's matches). */
  productIds(docs: ArrayLike<number>): number[] {
    return Array.from(docs, (doc) => this.table.ids[doc]);
  }
}
