// Counters in this process: right for the embedded database, which one process owns.
import { type AttemptAnswer, type CounterStore, type DelayRule, type WindowCount, delayAfter } from './counter-store';

interface Entry { hits: number; lastAt: number; expiresAt: number }

/** Bounds memory under an address-rotating flood; expired entries go first. */
const MAX_ENTRIES = 100_000;

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    if (!this.entries.has(key) && this.entries.size >= MAX_ENTRIES) this.prune();
    this.entries.set(key, entry);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full: drop the oldest insertions (Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < MAX_ENTRIES) break;
      this.entries.delete(key);
    }
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
