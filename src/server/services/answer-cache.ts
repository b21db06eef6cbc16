// Short-lived cache of whole catalogue answers (the JSON text, plus its gzip and brotli forms
// made once), so a busy listing costs one database round of work per key and period instead of
// one per request. It holds no state a second instance would need: every entry expires after
// `ttlMs`, and writes made by this instance (orders take stock) bump `catalogueEpoch` so its own
// later reads never see an answer from before them. Expired entries are still served while a
// single refresh runs (bounded by `staleMs`), so a popular key never makes a crowd of requests
// wait on the database at once. Its memory is bounded by bytes (`maxBytes`: the bodies and their
// compressed forms), not only by entries, and entries that can no longer be served (past
// `staleUntil`, or from before a write) are dropped as new answers come in.
import { type CachedAnswer, unwatchCompression, watchCompression } from './answer';
import { lowWater, trimOldest } from './map-trim';

interface Entry {
  answer: CachedAnswer;
  epoch: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
  /** What this entry holds: the body, plus each compressed form once it is made. */
  bytes: number;
  counted: Set<'br' | 'gzip'>;
}

let epoch = 0;
/** Called after a write that changes what catalogue answers show (stock, products). */
export function bumpCatalogueEpoch(): void {
  epoch += 1;
}

/** Which catalogue writes of this instance came so far: what was read before a change has an older number. */
export const catalogueEpoch = (): number => epoch;

export interface AnswerCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /** Most bytes held at once (bodies and compressed forms); an answer larger than this is served, not kept. */
  maxBytes?: number;
  now?: () => number;
}

/** A search page is about 110 KB of JSON: some hundreds of pages plus their compressed forms. */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private readonly now: () => number;
  private readonly maxBytes: number;
  private heldBytes = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxBytes = options.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  }

  /** The answer of `key` while it is fresh and no write of this instance came after it; null otherwise. */
  fresh(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    return entry && entry.epoch === epoch && this.now() < entry.freshUntil ? entry.answer : null;
  }

  /** The cached answer of `key`, or the one `compute` makes (one computation per key at a time). */
  async get(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.epoch === epoch) {
      if (now < entry.freshUntil) return entry.answer;
      if (now < entry.staleUntil) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          // A refresh that fails (or answers other than 200) keeps the stale entry until
          // staleUntil; the next request tries again. A good one replaces the entry.
          this.load(key, compute).catch(() => undefined).finally(() => { entry.refreshing = false; });
        }
        return entry.answer;
      }
    }
    // Past its stale limit, or from before a write: never served again.
    if (entry) this.drop(key, entry);
    return this.load(key, compute);
  }

  private load(key: string, compute: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const running = this.pending.get(key);
    if (running) return running;
    const startedEpoch = epoch;
    const promise = compute().then((answer) => {
      // Only successful answers, and only when no write happened while they were computed.
      if (answer.status === 200 && startedEpoch === epoch) this.store(key, answer, startedEpoch);
      return answer;
    }).finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, answer: CachedAnswer, at: number): void {
    const now = this.now();
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.dropExpired(now);
    const bytes = Buffer.byteLength(answer.body);
    // Larger than the whole budget: it goes to the requests that asked for it, and no further.
    if (bytes > this.maxBytes) return;
    const entry: Entry = {
      answer,
      epoch: at,
      freshUntil: now + this.options.ttlMs,
      staleUntil: now + this.options.ttlMs + this.options.staleMs,
      refreshing: false,
      bytes,
      counted: new Set(),
    };
    this.entries.set(key, entry);
    this.heldBytes += bytes;
    const watch = (encoding: 'br' | 'gzip', pending: Promise<Buffer>): void => {
      pending.then((buffer) => this.countCompressed(key, entry, encoding, buffer.length), () => undefined);
    };
    watchCompression(answer, watch);
    for (const encoding of ['br', 'gzip'] as const) {
      const pending = answer.encoded[encoding];
      if (pending) watch(encoding, pending);
    }
    this.trim();
  }

  /** A compressed form of a kept answer is made: it counts from now on, and may push out the oldest. */
  private countCompressed(key: string, entry: Entry, encoding: 'br' | 'gzip', size: number): void {
    if (this.entries.get(key) !== entry || entry.counted.has(encoding)) return;
    entry.counted.add(encoding);
    entry.bytes += size;
    this.heldBytes += size;
    this.trim();
  }

  /**
   * Drops from the front of the Map (the order answers were stored in, so also the order of
   * their `staleUntil` and catalogue epoch) what can no longer be served.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.epoch === epoch && now < entry.staleUntil) break;
      this.drop(key, entry);
    }
  }

  /** Oldest first in a Map: over the entry or byte limit, drop from the front to a sixteenth below both (map-trim.ts). */
  private trim(): void {
    const { maxEntries } = this.options;
    trimOldest(
      this.entries,
      () => this.entries.size > maxEntries || this.heldBytes > this.maxBytes,
      () => this.entries.size <= lowWater(maxEntries) && this.heldBytes <= lowWater(this.maxBytes),
      (key, entry) => this.drop(key, entry),
    );
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
    unwatchCompression(entry.answer);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held: the kept bodies and the compressed forms made of them. */
  get bytes(): number {
    return this.heldBytes;
  }
}
