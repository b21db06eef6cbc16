// Hands pending documents to the provider. A pending row is claimed with FOR UPDATE SKIP
// LOCKED, its attempt counted and a lease taken in one short transaction, so while one instance
// hands a document over no other claims it (a stopped instance's lease runs out); the provider
// is called outside any transaction and its answer recorded after. A document that breaks a
// PINT AE rule is never sent: it is marked rejected with the rules it breaks. A provider fault
// leaves the row pending for a later try, further apart each time (SUBMIT_RETRY_DELAYS_MS, then
// hourly): a document is never given up on while the provider cannot be reached or refuses the
// shop's key.
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { einvoiceSubmissions, taxDocuments } from '../../db/schema';
import { checkPintAe } from './pint-rules';
import type { EInvoiceProvider, ProviderAnswer } from './providers/provider';
import { retryDelay } from '../retry-delay';

/** How long a claimed document is this instance's to hand over. */
export const SUBMIT_LEASE_MS = 5 * 60_000;
/** The pause after a provider fault before the next try, by the tries made so far; the last one repeats. */
export const SUBMIT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

async function claim(db: Db, provider: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: einvoiceSubmissions.id, documentId: einvoiceSubmissions.documentId, attempts: einvoiceSubmissions.attempts })
      .from(einvoiceSubmissions)
      .where(and(eq(einvoiceSubmissions.provider, provider), eq(einvoiceSubmissions.state, 'pending'),
        or(isNull(einvoiceSubmissions.lockedUntil), lt(einvoiceSubmissions.lockedUntil, now))))
      .orderBy(asc(einvoiceSubmissions.id)).limit(1).for('update', { skipLocked: true });
    if (!row) return null;
    const lease = later(now, SUBMIT_LEASE_MS);
    await tx.update(einvoiceSubmissions).set({ attempts: row.attempts + 1, lockedUntil: lease, updatedAt: now })
      .where(eq(einvoiceSubmissions.id, row.id));
    const [doc] = await tx.select({ number: taxDocuments.number, kind: taxDocuments.kind, xml: taxDocuments.xml })
      .from(taxDocuments).where(eq(taxDocuments.id, row.documentId));
    return { id: row.id, attempts: row.attempts + 1, lease, doc };
  });
}

/**
 * Writes what became of a claimed document while this claim still holds it: pending, with the
 * lease this claim took (one that ran out may have been claimed by another instance since).
 */
async function record(db: Db, claimed: { id: number; lease: Date }, change: Partial<typeof einvoiceSubmissions.$inferInsert>): Promise<void> {
  await db.update(einvoiceSubmissions).set({ ...change, updatedAt: new Date() })
    .where(and(eq(einvoiceSubmissions.id, claimed.id), eq(einvoiceSubmissions.state, 'pending'), eq(einvoiceSubmissions.lockedUntil, claimed.lease)));
}

/** Submits up to `limit` documents; answers how many were handled. `queueName` is the rows' provider. */
export async function submitPending(db: Db, provider: EInvoiceProvider, opts: { queueName: string; limit?: number; now?: () => Date }): Promise<number> {
  const now = opts.now ?? (() => new Date());
  let handled = 0;
  while (handled < (opts.limit ?? 50)) {
    const claimed = await claim(db, opts.queueName, now());
    if (!claimed) break;
    handled += 1;
    const broken = checkPintAe(claimed.doc.xml);
    if (broken.length > 0) {
      await record(db, claimed, { state: 'rejected', answer: { rules: broken }, lockedUntil: null });
      continue;
    }
    let answer: ProviderAnswer;
    try {
      answer = await provider.submit(claimed.doc);
    } catch (error) {
      // Tried again after a pause, not within this round.
      await record(db, claimed, { answer: { provider: provider.name, error: String(error) }, lockedUntil: later(now(), retryDelay(SUBMIT_RETRY_DELAYS_MS, claimed.attempts)) });
      continue;
    }
    await record(db, claimed, { state: answer.state, providerReference: answer.reference, answer: { provider: provider.name, ...answer.answer }, lockedUntil: null });
  }
  return handled;
}

/** The provider's later verdict on a document it had received (from its callback or a poll). */
export async function recordVerdict(db: Db, reference: string, state: 'accepted' | 'rejected', answer: Record<string, unknown>): Promise<boolean> {
  const rows = await db.update(einvoiceSubmissions).set({ state, answer, updatedAt: new Date() })
    .where(and(eq(einvoiceSubmissions.providerReference, reference), eq(einvoiceSubmissions.state, 'sent'))).returning({ id: einvoiceSubmissions.id });
  return rows.length > 0;
}
