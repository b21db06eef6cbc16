// The outbox table. Mail is written inside the caller's transaction, so a request that fails
// writes, and therefore sends, nothing; the sender delivers committed rows afterwards, claiming
// each attempt in the database so that several instances never send the same mail twice.
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type MailOutboxRow, mailOutbox } from '../../db/schema';
import { loadShopIdentity } from '../shop-identity';
import { renderMail } from './layout';
import type { MailMessage } from './templates';

/**
 * Writes a mail to the outbox, signed as the shop's legal settings name it in this transaction,
 * and answers its id. `holdUntil` keeps it back until then at the latest (a mail waiting for
 * its attachment is released earlier by `releaseMail`).
 */
export async function queueMail(tx: DbOrTx, message: MailMessage, opts: { holdUntil?: Date } = {}): Promise<number> {
  const mail = { ...message, ...renderMail(message.content, await loadShopIdentity(tx)) };
  const [row] = await tx.insert(mailOutbox).values({
    to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(opts.holdUntil ? { nextAttemptAt: opts.holdUntil } : {}),
    ...(mail.secrets && mail.secrets.length > 0 ? { secrets: mail.secrets } : {}),
  }).returning({ id: mailOutbox.id });
  return row.id;
}

/** What a secret of a mail reads as wherever someone other than its addressee sees the mail. */
export const HIDDEN_SECRET = '[hidden]';

/** `text` with every one of `secrets` in it replaced by HIDDEN_SECRET. */
export function hideSecrets(text: string, secrets: readonly string[] | null): string;
export function hideSecrets(text: string | null, secrets: readonly string[] | null): string | null;
export function hideSecrets(text: string | null, secrets: readonly string[] | null): string | null {
  if (text === null || !secrets) return text;
  return secrets.reduce((shown, secret) => (secret === '' ? shown : shown.split(secret).join(HIDDEN_SECRET)), text);
}

/**
 * Lets a held mail go now, while it is still held: once a sender has claimed it (its hold ran
 * out), its due time is that sender's lease and is left alone, or a second sender would take it.
 */
export async function releaseMail(tx: DbOrTx, mailId: number): Promise<void> {
  await tx.update(mailOutbox).set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt), eq(mailOutbox.attempts, 0)));
}

/**
 * Takes the oldest due row and counts the attempt. FOR UPDATE SKIP LOCKED lets several instances
 * claim at once without waiting on or taking each other's rows, and the lease moves the row's
 * due time forward while it is being sent, so no other instance takes it meanwhile. A row whose
 * sender died mid-way becomes due again once the lease runs out.
 */
export async function claimDueMail(db: Db, opts: { maxAttempts: number; leaseMs: number }): Promise<MailOutboxRow | undefined> {
  const due = db.select({ id: mailOutbox.id }).from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, opts.maxAttempts), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db.update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${opts.leaseMs} * interval '1 millisecond'` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed;
}

/**
 * The mail went out: it is marked sent, and its secrets are taken out of the stored copy (the
 * addressee has them now; a reset link's code need not wait in the database until it expires).
 */
export async function recordSent(db: Db, mail: Pick<MailOutboxRow, 'id' | 'subject' | 'text' | 'html' | 'secrets'>): Promise<void> {
  const scrubbed = mail.secrets
    ? { subject: hideSecrets(mail.subject, mail.secrets), text: hideSecrets(mail.text, mail.secrets), html: hideSecrets(mail.html, mail.secrets), secrets: null }
    : {};
  await db.update(mailOutbox).set({ sentAt: new Date(), error: null, ...scrubbed }).where(eq(mailOutbox.id, mail.id));
}

/** The error is kept for staff; the row becomes due again after `retryInMs`. */
export async function recordFailure(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db.update(mailOutbox)
    .set({ error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` })
    .where(eq(mailOutbox.id, id));
}
