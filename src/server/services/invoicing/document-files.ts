// Where rendered PDFs are kept. Today that is the `files` table (the app stays stateless);
// this is the one place to change when documents move to another store.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export async function putDocumentFile(db: DbOrTx, customerId: number, data: Buffer, contentType = 'application/pdf'): Promise<string> {
  const name = `doc-${randomBytes(16).toString('hex')}.pdf`;
  await db.insert(files).values({ name, kind: 'document', contentType, size: data.length, data, customerId });
  return name;
}

export async function getDocumentFile(db: DbOrTx, name: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: files.data }).from(files).where(eq(files.name, name));
  return row?.data ?? null;
}
