// The mail outbox as staff read it: what the shop sent (or still has to send), newest first,
// with the secrets only the addressee may read hidden.
import { count, desc, ilike, or } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type OutboxMail, type Paged } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { hideSecrets } from '../mail/outbox';
import { containsPattern, pageOffset } from './audit';

/** Newest first; with `term`, only the mails whose recipient or subject contains it (a buyer's address finds their mail). */
export async function listOutbox(db: DbOrTx, page: number, term?: string): Promise<Paged<'mails', OutboxMail>> {
  const pattern = containsPattern(term);
  const where = pattern === null ? undefined : or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern));
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db.select().from(mailOutbox).where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(page));
  return {
    count: total,
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      // A reset link's code would let staff set the customer's password: never shown.
      subject: hideSecrets(row.subject, row.secrets),
      text: hideSecrets(row.text, row.secrets),
      html: hideSecrets(row.html, row.secrets),
      date: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      // A relay's refusal may quote the message, link and all.
      error: hideSecrets(row.error, row.secrets),
    })),
  };
}
