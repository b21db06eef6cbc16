// The shop's public identity, read from its legal settings (invoicing/legal-settings.ts): what
// the storefront's footer, the mail signature and a product page's data for search engines
// show. Mail reads it inside the transaction that queues the mail; the storefront's answer and
// the product pages read it through ShopIdentityCache.
import { type ShopIdentity, identityOf } from '../../shared/shop-identity';
import type { DbOrTx } from '../db/client';
import { type CachedAnswer, makeAnswer } from './answer';
import { loadLegalSettings } from './invoicing/legal-settings';

/**
 * The identity as saved now (in `db`'s transaction, when it is one); null before staff saved
 * any. Only what a buyer may read (identityOf): invoice series and the logo stay inside.
 */
export async function loadShopIdentity(db: DbOrTx): Promise<ShopIdentity | null> {
  const settings = await loadLegalSettings(db);
  return settings ? identityOf(settings) : null;
}

interface IdentityRead {
  identity: ShopIdentity | null;
  /** GET /api/shop/identity's answer: its text and ETag made once per read from the database. */
  answer: CachedAnswer;
}

const identityAnswer = (identity: ShopIdentity | null): CachedAnswer =>
  makeAnswer(200, JSON.stringify({ status: 1, identity }));

/**
 * The identity read once per `ttlMs` (the catalogue answers' period; 0: every time, though
 * requests arriving together still share one read). A save on this instance calls `forget`,
 * so its next answer is the new one; another instance shows it once its period runs out.
 */
export class ShopIdentityCache {
  private kept: { read: IdentityRead; freshUntil: number } | null = null;
  private pending: { read: Promise<IdentityRead>; generation: number } | null = null;
  /** Counts saves: a read that started before one is handed to its waiting callers but not kept. */
  private generation = 0;

  constructor(
    private readonly load: () => Promise<ShopIdentity | null>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<IdentityRead> {
    if (this.kept && this.now() < this.kept.freshUntil) return Promise.resolve(this.kept.read);
    if (this.pending && this.pending.generation === this.generation) return this.pending.read;
    const generation = this.generation;
    const read = this.load().then((identity) => {
      const made = { identity, answer: identityAnswer(identity) };
      if (generation === this.generation && this.ttlMs > 0) this.kept = { read: made, freshUntil: this.now() + this.ttlMs };
      return made;
    }).finally(() => {
      if (this.pending?.read === read) this.pending = null;
    });
    this.pending = { read, generation };
    return read;
  }

  /** The settings were saved on this instance: nothing read before is used again. */
  forget(): void {
    this.generation += 1;
    this.kept = null;
  }
}
