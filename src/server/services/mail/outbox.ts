// The outbox table. Mail is written inside the caller's transaction, so a request that fails
// writes, and therefore sends, nothing; the sender delivers committed rows afterwards, claiming
// each attempt with a compare-and-set on `attempts` so that several instances never send the
// same attempt twice.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type MailOutboxRow, mailOutbox } from '../../db/schema';
import type { MailMessage } from './templates';

export async function queueMail(tx: DbOrTx, mail: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

export interface PendingMail { id: number; attempts: number }

/**
 * Unsent rows below `maxAttempts`, oldest first: never tried ones and `retryIds`, or with
 * `stale` every one (rows an earlier process claimed but never finished).
 */
export function pendingMail(db: Db, opts: { maxAttempts: number; retryIds: number[]; stale: boolean; limit: number }): Promise<PendingMail[]> {
  const fresh = eq(mailOutbox.attempts, 0);
  const which = opts.stale ? undefined : opts.retryIds.length > 0 ? or(fresh, inArray(mailOutbox.id, opts.retryIds)) : fresh;
  return db.select({ id: mailOutbox.id, attempts: mailOutbox.attempts }).from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, opts.maxAttempts), which))
    .orderBy(asc(mailOutbox.id))
    .limit(opts.limit);
}

/** The row with its attempt counted, or undefined when another sender took this attempt first. */
export async function claimAttempt(db: Db, mail: PendingMail): Promise<MailOutboxRow | undefined> {
  const [claimed] = await db.update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt), eq(mailOutbox.attempts, mail.attempts)))
    .returning();
  return claimed;
}

export async function recordDelivery(db: Db, id: number, error: string | null): Promise<void> {
  await db.update(mailOutbox).set(error === null ? { sentAt: new Date(), error: null } : { error }).where(eq(mailOutbox.id, id));
}
