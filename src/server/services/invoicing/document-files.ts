// Where rendered PDFs are kept: their bytes in the shop's file store (the data folder, or the
// S3 bucket that every instance shares), their facts in the `files` table beside the uploads.
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { type FileStore, fileKey } from '../files/file-store';

export const PDF_TYPE = 'application/pdf';

/** Stores the bytes under a new random name; nothing in the database refers to them yet. */
export async function storeDocumentBytes(store: FileStore, data: Buffer): Promise<string> {
  const name = `doc-${randomBytes(16).toString('hex')}.pdf`;
  await store.put(fileKey('document', name), data, PDF_TYPE);
  return name;
}

/** Records stored bytes as the customer's document (inside the transaction that uses them). */
export async function recordDocumentFile(db: DbOrTx, customerId: number, name: string, size: number): Promise<void> {
  await db.insert(files).values({ name, kind: 'document', contentType: PDF_TYPE, size, data: null, customerId });
}

/** Bytes that no transaction took up (another instance stored the same document first). */
export async function dropDocumentBytes(store: FileStore, name: string): Promise<void> {
  await store.remove([fileKey('document', name)]);
}
