// Hands pending documents to the provider. A pending row is claimed with FOR UPDATE SKIP
// LOCKED and its attempt counted in one short transaction, so instances never submit one
// document together; the provider is called outside any transaction and its answer recorded
// after. A document that breaks a PINT AE rule is never sent: it is marked rejected with the
// rules it breaks. A provider fault leaves the row pending for the next round.
import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { einvoiceSubmissions, taxDocuments } from '../../db/schema';
import { checkPintAe } from './pint-rules';
import type { EInvoiceProvider } from './providers/provider';

export const MAX_SUBMIT_ATTEMPTS = 10;

async function claim(db: Db, provider: string, tried: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: einvoiceSubmissions.id, documentId: einvoiceSubmissions.documentId }).from(einvoiceSubmissions)
      .where(and(eq(einvoiceSubmissions.provider, provider), eq(einvoiceSubmissions.state, 'pending'), lt(einvoiceSubmissions.attempts, MAX_SUBMIT_ATTEMPTS),
        tried.length > 0 ? notInArray(einvoiceSubmissions.id, tried) : undefined))
      .orderBy(asc(einvoiceSubmissions.id)).limit(1).for('update', { skipLocked: true });
    if (!row) return null;
    await tx.update(einvoiceSubmissions).set({ attempts: sql`${einvoiceSubmissions.attempts} + 1`, updatedAt: new Date() })
      .where(eq(einvoiceSubmissions.id, row.id));
    const [doc] = await tx.select({ number: taxDocuments.number, kind: taxDocuments.kind, xml: taxDocuments.xml })
      .from(taxDocuments).where(eq(taxDocuments.id, row.documentId));
    return { id: row.id, doc };
  });
}

/** Submits up to `limit` documents; answers how many were handled. `queueName` is the rows' provider. */
export async function submitPending(db: Db, provider: EInvoiceProvider, opts: { queueName: string; limit?: number }): Promise<number> {
  // A document the provider failed on waits for the next round rather than being retried at once.
  const tried: number[] = [];
  while (tried.length < (opts.limit ?? 50)) {
    const claimed = await claim(db, opts.queueName, tried);
    if (!claimed) break;
    tried.push(claimed.id);
    const broken = checkPintAe(claimed.doc.xml);
    if (broken.length > 0) {
      await db.update(einvoiceSubmissions).set({ state: 'rejected', answer: { rules: broken }, updatedAt: new Date() })
        .where(eq(einvoiceSubmissions.id, claimed.id));
      continue;
    }
    try {
      const answer = await provider.submit(claimed.doc);
      await db.update(einvoiceSubmissions)
        .set({ state: answer.state, providerReference: answer.reference, answer: { provider: provider.name, ...answer.answer }, updatedAt: new Date() })
        .where(eq(einvoiceSubmissions.id, claimed.id));
    } catch (error) {
      await db.update(einvoiceSubmissions).set({ answer: { provider: provider.name, error: String(error) }, updatedAt: new Date() })
        .where(eq(einvoiceSubmissions.id, claimed.id));
    }
  }
  return tried.length;
}

/** The provider's later verdict on a document it had received (from its callback or a poll). */
export async function recordVerdict(db: Db, reference: string, state: 'accepted' | 'rejected', answer: Record<string, unknown>): Promise<boolean> {
  const rows = await db.update(einvoiceSubmissions).set({ state, answer, updatedAt: new Date() })
    .where(and(eq(einvoiceSubmissions.providerReference, reference), eq(einvoiceSubmissions.state, 'sent'))).returning({ id: einvoiceSubmissions.id });
  return rows.length > 0;
}
