// Licence and TRN uploads arrive as data URLs. Only JPEG, PNG, WEBP and PDF are kept, judged
// by their first bytes (the declared type must agree), at most UPLOAD.maxBytes each, and
// stored under a random name that nobody can guess: the name is all it takes to fetch one.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { type FileStore, fileKey } from '../files/file-store';

export type DocumentField = 'lisence' | 'otrn';

const FIELD_LABEL: Record<DocumentField, string> = { lisence: 'licence', otrn: 'TRN' };

interface DocumentType { extension: string; contentType: string; label: string; matches: (data: Buffer) => boolean }

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + expected.length && data.subarray(at, at + expected.length).equals(expected);
};

const TYPES: DocumentType[] = [
  { extension: 'png', contentType: 'image/png', label: 'PNG', matches: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extension: 'jpg', contentType: 'image/jpeg', label: 'JPG', matches: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  { extension: 'webp', contentType: 'image/webp', label: 'WEBP', matches: (d) => startsWith(d, 'RIFF') && startsWith(d, 'WEBP', 8) },
  { extension: 'pdf', contentType: 'application/pdf', label: 'PDF', matches: (d) => startsWith(d, '%PDF-') },
];

/** What browsers write into a data URL for the accepted extensions. */
const DECLARED: Record<string, string> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/webp': 'image/webp',
  'application/pdf': 'application/pdf',
};

export class DocumentError extends Error {}

export interface CheckedDocument { name: string; contentType: string; data: Buffer }

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_MB = UPLOAD.maxBytes / (1024 * 1024);

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

/** Decodes and checks one upload; throws DocumentError with a sentence for the customer. */
export function checkDocument(field: DocumentField, dataUrl: string): CheckedDocument {
  const label = FIELD_LABEL[field];
  const match = DATA_URL.exec(dataUrl);
  const params = match ? match[2].toLowerCase().split(';') : [];
  if (!match || !params.includes('base64')) {
    throw new DocumentError(`The ${label} file could not be read: send it as a base64 data URL.`);
  }
  const declared = DECLARED[match[1].trim().toLowerCase()];
  if (!declared) throw new DocumentError(`The ${label} file must be a JPG, PNG, WEBP or PDF file.`);
  const encoded = match[3];
  if (encoded.length % 4 !== 0 || !BASE64.test(encoded)) {
    throw new DocumentError(`The ${label} file could not be read: its data is not valid base64.`);
  }
  // Size from the text length first, so an oversized upload is never decoded.
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = (encoded.length / 4) * 3 - padding;
  if (size === 0) throw new DocumentError(`The ${label} file is empty.`);
  if (size > UPLOAD.maxBytes) throw new DocumentError(`The ${label} file is larger than ${MAX_MB} MB.`);
  const data = Buffer.from(encoded, 'base64');
  const type = TYPES.find((candidate) => candidate.matches(data));
  if (!type) throw new DocumentError(`The ${label} file must be a JPG, PNG, WEBP or PDF file.`);
  if (type.contentType !== declared) {
    const claimed = TYPES.find((candidate) => candidate.contentType === declared)?.label ?? declared;
    throw new DocumentError(`The ${label} file is not a real ${claimed} file: its content is ${type.label}.`);
  }
  return { name: `${randomBytes(16).toString('hex')}.${type.extension}`, contentType: type.contentType, data };
}

/** Bytes to the store, then the row (see storeImage for why in that order). */
export async function storeDocument(tx: DbOrTx, store: FileStore, customerId: number, doc: CheckedDocument): Promise<string> {
  await store.put(fileKey('document', doc.name), doc.data, doc.contentType);
  await tx.insert(files).values({
    name: doc.name, kind: 'document', contentType: doc.contentType, size: doc.data.length, data: null, customerId,
  });
  return doc.name;
}

/** Deletes the rows; the caller discards the bytes once its transaction has committed. */
export async function deleteDocuments(tx: DbOrTx, customerId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await tx.delete(files).where(and(eq(files.customerId, customerId), eq(files.kind, 'document'), inArray(files.name, names)));
}

/** The API path a stored document is fetched from. */
export function uploadUrl(name: string | null): string | null {
  return name ? `/uploads/${encodeURIComponent(name)}` : null;
}
