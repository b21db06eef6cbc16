// One value read from the catalogue and kept by this instance (the search overlay's category and
// brand links, the listing pages' categories and brands): read again once `ttlMs` has passed or
// a catalogue write of this instance came (catalogueEpoch). A read started before such a write
// is not joined by later asks (they would get what the write changed); a read that fails is
// tried afresh by the next ask.
import type { DbOrTx } from '../db/client';
import { catalogueEpoch } from './answer-cache';

export class CatalogueValue<T> {
  private kept: { value: T; epoch: number; until: number } | null = null;
  private reading: { promise: Promise<T>; epoch: number } | null = null;

  constructor(private readonly readValue: (db: DbOrTx) => Promise<T>, private readonly ttlMs: number, private readonly now: () => number = Date.now) {}

  async get(db: DbOrTx): Promise<T> {
    const epoch = catalogueEpoch();
    const { kept } = this;
    if (kept && kept.epoch === epoch && this.now() < kept.until) return kept.value;
    let reading = this.reading;
    if (reading?.epoch !== epoch) {
      const mine = { epoch, promise: this.read(db, epoch) };
      this.reading = reading = mine;
      mine.promise.catch(() => undefined).finally(() => {
        if (this.reading === mine) this.reading = null;
      });
    }
    return reading.promise;
  }

  private async read(db: DbOrTx, epoch: number): Promise<T> {
    const value = await this.readValue(db);
    if (epoch >= (this.kept?.epoch ?? -1)) this.kept = { value, epoch, until: this.now() + this.ttlMs };
    return value;
  }
}
