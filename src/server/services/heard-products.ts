// Products as listings, search pages and product pages show them, kept in this instance's memory
// for as long as nothing about them changes. The database says what changes: every write to a
// product or to a row it shows notifies the product's id on `catalog_products` when it commits
// (migration 0027), whichever instance, tool or operator made it, and the product is dropped
// here until it is read again. A search touches products all over the catalogue, so a cache
// kept only for a second or a minute (listing-caches.ts) hardly ever holds what it needs; this
// one keeps them until they change, up to a weight (the bytes they take, about).
//
// It answers only while it hears: when the listening connection is lost it forgets everything
// and reads every product from the database until it hears again. A read that news arrived
// during is not kept (it may be from before the write). And a write of this instance is seen
// by this instance's next read: after the catalogue epoch moves (answer-cache.ts), a read first
// waits until this instance's own probe comes back on the channel, behind the write's news.
import type { Listener } from '../db/database-types';
import { catalogueEpoch } from './answer-cache';
import { lowWater, trimOldest } from './map-trim';
import { PROBE_TIMEOUT_MS, Probes } from './notify-probes';

/** The database channel the writes that change how products show are notified on. */
export const PRODUCTS_CHANNEL = 'catalog_products';
/** The payload of a change that may concern any product (a brand renamed, a table emptied). */
export const ANY_PRODUCT = '*';

export class HeardProducts<T extends { id: number }> implements Listener {
  /** Per product, its form in each price view it was read for; the oldest go first (see trim). */
  private readonly entries = new Map<number, Map<string, T>>();
  /** The forms kept (a product in one view), and what they weigh, all together and per product. */
  private forms = 0;
  private weight = 0;
  private readonly weights = new Map<number, number>();
  /** Products shown from here since the trim last passed them: they get a second chance. */
  private readonly used = new Set<number>();
  private hearing = false;
  /** Counts news and gaps: a read that spans any keeps nothing. */
  private news = 0;
  /** This instance's catalogue writes up to this epoch are known to be heard. */
  private heardEpoch = catalogueEpoch();
  private probe: { epoch: number; heard: Promise<boolean> } | null = null;
  private readonly probes = new Probes();

  /**
   * `sendProbe` notifies a payload on the channel; `maxWeight` bounds what the products kept
   * weigh together, each form weighed by `weigh` (by default 1: a count of forms).
   */
  constructor(
    private readonly sendProbe: (probe: string) => Promise<unknown>,
    private readonly maxWeight: number,
    private readonly weigh: (product: T) => number = () => 1,
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  notified(payload: string): void {
    if (Probes.isProbe(payload)) {
      this.probes.answer(payload);
      return;
    }
    this.news += 1;
    const id = Number(payload);
    if (payload !== ANY_PRODUCT && Number.isSafeInteger(id)) this.forget(id);
    else this.forgetAll();
  }

  live(hearing: boolean): void {
    // Whatever was missed meanwhile is only known by reading everything again.
    this.hearing = hearing;
    this.news += 1;
    this.forgetAll();
  }

  /**
   * Resolves true once everything committed before the call has been heard (its own probe
   * came back behind it), false when it is not hearing or the probe is not back within
   * `timeoutMs`: then the news may be late, and everything kept is forgotten (the
   * listening connection's own checks find one that died).
   */
  settle(timeoutMs = this.probeTimeoutMs): Promise<boolean> {
    if (!this.hearing) return Promise.resolve(false);
    const epoch = catalogueEpoch();
    return this.probes.wait(this.sendProbe, timeoutMs).then((heard) => {
      if (!heard) {
        this.news += 1;
        this.forgetAll();
      }
      // Heard, or nothing kept is left to trust: either way reads go on from here.
      this.heardEpoch = Math.max(this.heardEpoch, epoch);
      return heard;
    });
  }

  /** How many products are kept, each counted once for each price view it is kept in. */
  get size(): number {
    return this.forms;
  }

  /** What the products kept weigh together. */
  get weighs(): number {
    return this.weight;
  }

  /**
   * The products of `ids` in that order (each once, unknown ones left out) in the price view
   * `viewKey`: the ones kept from here, the rest through `loadMissing`, which are kept when no
   * news came while they were read.
   */
  async load(viewKey: string, ids: readonly number[], loadMissing: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (!this.hearing || !await this.ownWritesHeard()) return loadMissing(unique);
    const found = new Map<number, T>();
    const missing = this.lookUp(viewKey, unique, found);
    if (missing.length > 0) {
      const before = this.news;
      const read = await loadMissing(missing);
      const keep = this.hearing && before === this.news;
      for (const product of read) {
        found.set(product.id, product);
        if (keep) this.keep(viewKey, product);
      }
    }
    return unique.flatMap((id) => found.get(id) ?? []);
  }

  /** Those of `ids` kept in the price view `viewKey`, reading none (none while not hearing). */
  async peek(viewKey: string, ids: readonly number[]): Promise<Map<number, T>> {
    const found = new Map<number, T>();
    if (!this.hearing || !await this.ownWritesHeard()) return found;
    this.lookUp(viewKey, ids, found);
    return found;
  }

  /** Puts those of `ids` kept in `viewKey` into `found`, each marked shown (see trim); returns the others. */
  private lookUp(viewKey: string, ids: readonly number[], found: Map<number, T>): number[] {
    const missing: number[] = [];
    for (const id of ids) {
      const product = this.entries.get(id)?.get(viewKey);
      if (product) {
        found.set(id, product);
        this.used.add(id);
      } else {
        missing.push(id);
      }
    }
    return missing;
  }

  private keep(viewKey: string, product: T): void {
    // Two pages that read it at once: the first one kept stands.
    if (this.entries.get(product.id)?.has(viewKey)) return;
    const weight = this.weigh(product);
    // One that would push out a sixteenth of everything (and then itself) is not kept.
    if (weight > this.maxWeight / 16) return;
    let views = this.entries.get(product.id);
    if (!views) {
      views = new Map();
      this.entries.set(product.id, views);
    }
    views.set(viewKey, product);
    this.forms += 1;
    this.weight += weight;
    this.weights.set(product.id, (this.weights.get(product.id) ?? 0) + weight);
    this.trim();
  }

  /**
   * Over its weight: the products kept longest go first, with all their views, until a
   * sixteenth of the room is free (map-trim.ts), except that one shown since the trim last
   * passed it moves to the back instead, once (a second chance). The products buyers keep
   * coming back to stay however long ago they were first read, when the catalogue is larger
   * than the room; one shown once goes as it would have.
   */
  private trim(): void {
    const floor = lowWater(this.maxWeight);
    // A product moved to the back is met again further on, no longer marked: the walk ends.
    trimOldest(this.entries, () => this.weight > this.maxWeight, () => this.weight <= floor, (id, views) => {
      if (!this.used.delete(id)) {
        this.forget(id);
        return;
      }
      this.entries.delete(id);
      this.entries.set(id, views);
    });
  }

  private forget(id: number): void {
    this.forms -= this.entries.get(id)?.size ?? 0;
    this.weight -= this.weights.get(id) ?? 0;
    this.entries.delete(id);
    this.weights.delete(id);
    this.used.delete(id);
  }

  private forgetAll(): void {
    this.entries.clear();
    this.weights.clear();
    this.used.clear();
    this.forms = 0;
    this.weight = 0;
  }

  /**
   * Whether every catalogue write of this instance so far has been heard: after one, its own
   * probe (sent once for all the reads waiting) must come back first; when it does not in
   * time, these reads go to the database.
   */
  private ownWritesHeard(): Promise<boolean> {
    const epoch = catalogueEpoch();
    if (epoch === this.heardEpoch) return Promise.resolve(true);
    if (!this.probe || this.probe.epoch < epoch) {
      const heard = this.settle();
      this.probe = { epoch, heard };
      void heard.then(() => {
        if (this.probe?.heard === heard) this.probe = null;
      });
    }
    return this.probe.heard;
  }
}
