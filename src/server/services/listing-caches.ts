// Short-lived caches of what listings are made of, beside the answer cache: a listing's product
// count, and the products its pages show. Both keep the answer cache's freshness: `ttlMs`, and a
// catalogue write of this instance (catalogueEpoch) makes everything in them stale at once.
import { catalogueEpoch } from './answer-cache';
import { trimToCount } from './map-trim';

/**
 * How many products a listing has, per filter, for `ttlMs`: every page of one listing shares
 * its count, so a shopper paging through a category (or a crowd on different pages) counts
 * the catalogue once a period instead of on every page. A write of this instance (the
 * catalogue epoch) makes every count stale at once, as it does the answers.
 */
export class CountCache {
  private readonly entries = new Map<string, { count: Promise<number>; epoch: number; freshUntil: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 2000, private readonly now: () => number = Date.now) {}

  get(key: string, compute: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && entry.epoch === catalogueEpoch() && this.now() < entry.freshUntil) return entry.count;
    const count = compute();
    this.entries.delete(key);
    this.entries.set(key, { count, epoch: catalogueEpoch(), freshUntil: this.now() + this.ttlMs });
    // A failed count is never served again.
    count.catch(() => this.entries.delete(key));
    trimToCount(this.entries, this.maxEntries);
    return count;
  }
}

/**
 * Products as listings show them, per price view and product, for `ttlMs`: the pages of
 * different searches and listings share most of their products, so a product is read once a
 * period instead of on every page that shows it. The same freshness as the answers: a write
 * of this instance (the catalogue epoch) makes every product stale at once, another
 * instance's write shows within `ttlMs`.
 */
export class ProductCache<T extends { id: number }> {
  private readonly entries = new Map<string, { product: T; epoch: number; freshUntil: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 20_000, private readonly now: () => number = Date.now) {}

  /** The products of `ids` in that order (each once, unknown ones left out), fresh ones from here. */
  async load(viewKey: string, ids: readonly number[], loadMissing: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const unique = [...new Set(ids)];
    const now = this.now();
    const current = catalogueEpoch();
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of unique) {
      const entry = this.entries.get(`${viewKey}|${id}`);
      if (entry && entry.epoch === current && now < entry.freshUntil) found.set(id, entry.product);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const startedEpoch = current;
      for (const product of await loadMissing(missing)) {
        found.set(product.id, product);
        // Only what no write of this instance came during.
        if (startedEpoch === catalogueEpoch()) this.store(`${viewKey}|${product.id}`, product, startedEpoch);
      }
    }
    return unique.flatMap((id) => found.get(id) ?? []);
  }

  private store(key: string, product: T, at: number): void {
    this.entries.delete(key);
    this.entries.set(key, { product, epoch: at, freshUntil: this.now() + this.ttlMs });
    trimToCount(this.entries, this.maxEntries);
  }

  get size(): number {
    return this.entries.size;
  }
}
