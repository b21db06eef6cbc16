// Mail is written to the outbox inside the caller's transaction: a request that fails writes,
// and therefore sends, nothing. The sender delivers committed rows afterwards.
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './templates';

export async function queueMail(tx: DbOrTx, mail: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}
