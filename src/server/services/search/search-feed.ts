// Keeps this instance's search index (search-index.ts) in step with the catalogue. It loads every
// active product once it is listening, then reads again each product the database notifies
// (migration 0016, channel catalog_search: a product or its SKUs written, on any instance or by
// any tool), and learns each row the typo fallback's vocabulary gains and each word's count
// that changes from their notifications (migrations 0017 and 0028). While it cannot hear, or
// while a load is under way after a gap, it offers no index and the search asks the database
// as before, so an answer is never older than what was heard.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Listener } from '../../db/database-types';
import { PROBE_TIMEOUT_MS, Probes } from '../notify-probes';
import { Stemmer } from './memory-search';
import {
  type ProductRow, type VocabularyRow, indexed, lexemeCountNews, readIndex, readProducts, vocabularyNews,
} from './index-reads';
import { type LexemeCount, MAX_ADDED, type SearchIndex } from './search-index';

/** The database channel the writes that concern the search are notified on. */
export const SEARCH_CHANNEL = 'catalog_search';
/** The payload of a change that may concern any product (a table emptied). */
export const ANY_PRODUCT = '*';
/** Products read per statement when catching up. */
const APPLY_CHUNK = 1_000;
/** A load or a catch-up that failed (the database away) is tried again after this long. */
const RETRY_MS = 1_000;

const delay = (ms: number) => new Promise<void>((resolve) => {
  setTimeout(resolve, ms).unref();
});

export interface SearchFeedOptions {
  /** Told when a load or catch-up fails (the database away); it is tried again. */
  onError?: (error: unknown) => void;
  /** Told when a full load is complete: how many products, how long it took. */
  onLoaded?: (products: number, ms: number) => void;
  /** More active products than this, and no index is loaded: the database answers. */
  maxProducts?: number;
  /** Told when the catalogue is over `maxProducts` (how many it has). */
  onTooLarge?: (products: number) => void;
}

/** Products notified, vocabulary rows and word counts heard while a full load runs. */
type HeardWhileLoading = { ids: Set<number>; words: VocabularyRow[]; counts: LexemeCount[] };

export class SearchFeed implements Listener {
  readonly stemmer = new Stemmer();
  private index: SearchIndex | null = null;
  private hearing = false;
  /** Counts the times hearing stopped: a load that spans one may have missed changes. */
  private gaps = 0;
  private behind = false;
  /** Counts news that any product may have changed (a table emptied), and how many a load covered. */
  private anyChanged = 0;
  private anyChangedLoaded = 0;
  private readonly pending = new Set<number>();
  /** What is heard while a load runs: the fresh index reads those products again and learns the rest. */
  private heard: HeardWhileLoading | null = null;
  private loading: Promise<void> | null = null;
  private stale = false;
  private applying: Promise<void> = Promise.resolve();
  private applyQueued = false;
  private readonly probes = new Probes();

  constructor(private readonly db: Db, private readonly options: SearchFeedOptions = {}) {}

  /** The index, when it holds everything heard so far; null when the database must answer. */
  current(): SearchIndex | null {
    // After news that anything may have changed, only a load begun since answers.
    return this.hearing && !this.behind && this.anyChanged === this.anyChangedLoaded ? this.index : null;
  }

  notified(payload: string): void {
    if (Probes.isProbe(payload)) {
      void this.flush().then(() => this.probes.answer(payload));
      return;
    }
    const words = vocabularyNews(payload);
    if (words) {
      this.index?.vocabulary.add(words.kind, words.term);
      this.heard?.words.push(words);
      return;
    }
    const count = lexemeCountNews(payload);
    if (count) {
      this.index?.holdCounts([count]);
      this.heard?.counts.push(count);
      return;
    }
    if (payload === ANY_PRODUCT) {
      this.anyChanged += 1;
      void this.reload();
      return;
    }
    const id = Number(payload);
    // With no index, and none loading, the next full load will read it anyway.
    if (!Number.isSafeInteger(id) || (!this.index && !this.loading)) return;
    this.pending.add(id);
    this.heard?.ids.add(id);
    if (!this.applyQueued) {
      this.applyQueued = true;
      // Notifications of one transaction arrive together: they are read in one statement.
      setImmediate(() => {
        this.applyQueued = false;
        void this.flush();
      });
    }
  }

  live(hearing: boolean): void {
    this.hearing = hearing;
    if (hearing) {
      void this.reload();
      return;
    }
    // Whatever is missed now is only known by loading everything again.
    this.gaps += 1;
    this.index = null;
    this.pending.clear();
  }

  /** Loads the whole index afresh; the one in use, if any, answers until the new one is whole. */
  reload(): Promise<void> {
    this.stale = true;
    this.loading ??= this.loadWhileStale().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Resolves when no full load is under way (the first one, at start). */
  async loaded(): Promise<void> {
    await this.loading;
  }

  /**
   * Resolves once every change committed before the call is in the index (its own probe,
   * notified after them, has come back and what came before it is read), or after `ms`.
   */
  async settle(send: (probe: string) => Promise<unknown>, ms = PROBE_TIMEOUT_MS): Promise<void> {
    if (!this.hearing) return;
    const deadline = Date.now() + ms;
    // A full load takes seconds: waited for only within the same deadline.
    if (this.loading) await Promise.race([this.loading, delay(ms)]);
    const left = deadline - Date.now();
    // Not heard in time (the listener stuck): the database answers until something is read.
    if (left <= 0 || !await this.probes.wait(send, left)) this.behind = true;
  }

  private async loadWhileStale(): Promise<void> {
    while (this.stale && this.hearing) {
      this.stale = false;
      const gaps = this.gaps;
      const anyChanged = this.anyChanged;
      const heard: HeardWhileLoading = { ids: new Set(), words: [], counts: [] };
      this.heard = heard;
      try {
        const started = Date.now();
        const fresh = await readIndex(this.db, this.options);
        if (!fresh) {
          this.index = null;
          continue;
        }
        if (gaps !== this.gaps || !this.hearing) continue;
        for (const words of heard.words) fresh.vocabulary.add(words.kind, words.term);
        // In the order heard: the last count of a word is its latest.
        fresh.holdCounts(heard.counts);
        this.index = fresh;
        // Products written while it loaded may be older in it than in the index it replaces:
        // no answers until they are read again (the flush below).
        this.behind = heard.ids.size > 0;
        this.anyChangedLoaded = anyChanged;
        for (const id of heard.ids) this.pending.add(id);
        this.options.onLoaded?.(fresh.size, Date.now() - started);
      } catch (error) {
        this.options.onError?.(error);
        this.stale = true;
        await delay(RETRY_MS);
      } finally {
        this.heard = null;
      }
      await this.flush();
    }
  }

  /** Reads what is pending into the index, after whatever reading is under way. */
  private flush(): Promise<void> {
    this.applying = this.applying.then(() => this.applyPending()).catch((error: unknown) => {
      // Whatever failed, the index is not known to be whole: the database answers until a
      // fresh load.
      this.behind = true;
      this.options.onError?.(error);
      void this.reload();
    });
    return this.applying;
  }

  private async applyPending(): Promise<void> {
    while (this.pending.size > 0 && this.index) {
      const index = this.index;
      const ids = [...this.pending].slice(0, APPLY_CHUNK);
      for (const id of ids) this.pending.delete(id);
      let rows: ProductRow[];
      try {
        rows = await readProducts(this.db, sql`p.id = any(${`{${ids.join(',')}}`}::int[])`, ids.length);
      } catch (error) {
        // Not read: the index is behind until they are.
        for (const id of ids) this.pending.add(id);
        this.behind = true;
        this.options.onError?.(error);
        setTimeout(() => void this.flush(), RETRY_MS).unref();
        return;
      }
      if (index !== this.index) {
        // Loaded afresh meanwhile: read them again into the new index.
        for (const id of ids) this.pending.add(id);
        continue;
      }
      const found = new Map(rows.map((row) => [Number(row.id), row]));
      for (const id of ids) {
        const row = found.get(id);
        if (row?.active) index.put(indexed(row));
        else index.remove(id);
      }
    }
    this.behind = false;
    if (this.index && this.index.addedSinceLoad > MAX_ADDED) void this.reload();
  }
}
