// Counters in this process: right for the embedded database, which one process owns.
import { lowWater, trimOldest } from '../map-trim';
import { type AttemptAnswer, type CounterStore, type DelayRule, type WindowCount, delayAfter } from './counter-store';

interface Entry { hits: number; lastAt: number; expiresAt: number }

/** Bounds memory under an address-rotating flood; expired entries go first. */
export const MAX_COUNTER_ENTRIES = 100_000;

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now, private readonly maxEntries = MAX_COUNTER_ENTRIES) {}

  /** How many keys are counted now (tests). */
  get size(): number {
    return this.entries.size;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.prune();
    this.entries.set(key, entry);
  }

  /**
   * Expired entries go, and if that frees too little, the oldest insertions (Map keeps insertion
   * order) down to a sixteenth below the limit: a flood of new addresses then walks the whole map
   * once per sixteenth of it, not on every request (map-trim.ts).
   */
  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Room for the key being put, however small the limit.
    const floor = Math.min(lowWater(this.maxEntries), this.maxEntries - 1);
    trimOldest(this.entries, () => this.entries.size > floor, () => this.entries.size <= floor, (key) => this.entries.delete(key));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const entry = this.live(key) ?? { hits: 0, lastAt: now, expiresAt: now + windowMs };
    entry.hits += 1;
    entry.lastAt = now;
    this.put(key, entry);
    return { hits: entry.hits, resetInMs: entry.expiresAt - now };
  }

  async hitIfFull(key: string, max: number): Promise<WindowCount | null> {
    const now = this.now();
    const entry = this.live(key);
    if (!entry || entry.hits < max) return null;
    entry.hits += 1;
    entry.lastAt = now;
    return { hits: entry.hits, resetInMs: entry.expiresAt - now };
  }

  async attempt(key: string, rule: DelayRule): Promise<AttemptAnswer> {
    const now = this.now();
    const entry = this.live(key);
    if (entry) {
      const waitMs = entry.lastAt + delayAfter(entry.hits, rule) - now;
      if (waitMs > 0) return { allowed: false, waitMs };
    }
    this.put(key, { hits: (entry?.hits ?? 0) + 1, lastAt: now, expiresAt: now + rule.forgetAfterMs });
    return { allowed: true };
  }

  async undo(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry) entry.hits = Math.max(0, entry.hits - 1);
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
