// A small bounded cache with least-recently-used eviction, for values that are pure functions
// of their key (sanitized HTML of a stored text). Bounded both by entry count and by a total
// weight (string lengths), so a few huge keys cannot hold on to unbounded memory.
import { lowWater, trimOldest } from './map-trim';

export interface LruOptions<K> {
  maxEntries: number;
  /** Upper bound of the summed weights of all entries. */
  maxWeight: number;
  weigh: (key: K, value: string) => number;
}

export interface LruStats { hits: number; misses: number; size: number; weight: number }

export class LruCache<K> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  private readonly entries = new Map<K, { value: string; weight: number }>();
  private weight = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: LruOptions<K>) {}

  /** The cached value of `key`, computing and storing it on a miss. */
  getOrCompute(key: K, compute: (key: K) => string): string {
    const found = this.entries.get(key);
    if (found) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    this.misses += 1;
    const value = compute(key);
    const weight = this.options.weigh(key, value);
    // Something larger than a quarter of the budget would evict much for one use: not kept.
    if (weight > this.options.maxWeight / 4) return value;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    this.evict();
    return value;
  }

  /** Over either bound, the least recently used go until both are a sixteenth below it (map-trim.ts). */
  private evict(): void {
    const { maxEntries, maxWeight } = this.options;
    trimOldest(
      this.entries,
      () => this.entries.size > maxEntries || this.weight > maxWeight,
      () => this.entries.size <= lowWater(maxEntries) && this.weight <= lowWater(maxWeight),
      (key, entry) => {
        this.entries.delete(key);
        this.weight -= entry.weight;
      },
    );
  }

  stats(): LruStats {
    return { hits: this.hits, misses: this.misses, size: this.entries.size, weight: this.weight };
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
    this.hits = 0;
    this.misses = 0;
  }
}
