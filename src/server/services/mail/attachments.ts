// Files that go with an outbox mail (an invoice PDF), read when the mail is sent.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, mailAttachments } from '../../db/schema';

export async function attachmentsOf(db: DbOrTx, mailId: number): Promise<Array<{ filename: string; content: Buffer; contentType: string }>> {
  const rows = await db.select({ filename: mailAttachments.filename, content: files.data, contentType: files.contentType })
    .from(mailAttachments).innerJoin(files, eq(files.name, mailAttachments.file))
    .where(eq(mailAttachments.mailId, mailId)).orderBy(asc(mailAttachments.id));
  // Generated documents keep their bytes in their row (document-files.ts).
  return rows.flatMap((row) => (row.content ? [{ ...row, content: row.content }] : []));
}
