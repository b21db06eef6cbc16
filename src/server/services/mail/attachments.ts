// Files that go with an outbox mail (an invoice PDF), read when the mail is sent: the bytes from
// the file store, or from the row for files stored before the store existed.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files, mailAttachments } from '../../db/schema';
import { type FileStore, fileKey } from '../files/file-store';

export class MissingAttachmentError extends Error {}

export async function attachmentsOf(db: DbOrTx, store: FileStore | null, mailId: number): Promise<Array<{ filename: string; content: Buffer; contentType: string }>> {
  const rows = await db.select({ filename: mailAttachments.filename, name: files.name, kind: files.kind, data: files.data, contentType: files.contentType })
    .from(mailAttachments).innerJoin(files, eq(files.name, mailAttachments.file))
    .where(eq(mailAttachments.mailId, mailId)).orderBy(asc(mailAttachments.id));
  return Promise.all(rows.map(async (row) => {
    const content = row.data ?? (store ? await store.get(fileKey(row.kind, row.name)) : null);
    // Sent without it, the mail would promise a PDF it does not carry: it is tried again later.
    if (!content) throw new MissingAttachmentError(`attachment ${row.name} is not in the file store`);
    return { filename: row.filename, content, contentType: row.contentType };
  }));
}
