// Known and unknown emails must cost the same time, or the answer time lists the accounts.
// Where a known email writes a mail, an unknown one writes the same mail in a transaction
// that is rolled back: the same statements run, nothing is kept and nothing is sent.
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueMail } from '../mail/outbox';
import type { MailMessage } from '../mail/templates';

export async function rehearseMail(db: Db, mail: MailMessage): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await queueMail(tx, mail);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
