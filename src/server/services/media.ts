// Stored binary files: the public URL of catalogue images and the lookup behind /media and
// /uploads.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type FileKind, files } from '../db/schema';
import { type FileStore, fileKey } from './files/file-store';

export const MEDIA_PREFIX = '/media/';

/** Images are stored under a bare name; the API always answers with the path to load them from. */
export function mediaUrl(name: string): string;
export function mediaUrl(name: string | null | undefined): string | null;
export function mediaUrl(name: string | null | undefined): string | null {
  if (!name) return null;
  // Values that already are URLs (imported catalogues, external CDNs) pass through unchanged.
  if (name.startsWith('/') || /^https?:\/\//i.test(name)) return name;
  return `${MEDIA_PREFIX}${encodeURIComponent(name)}`;
}

export interface StoredFile {
  contentType: string;
  size: number;
  data: Buffer;
  etag: string;
}

/**
 * Names are either fixed media names (`banner-desktop-1.webp`) or random document names:
 * letters, digits, dot, dash, underscore. Anything else (slashes, `..`, encoded separators)
 * cannot name a stored file, so it is refused before reaching the database.
 */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/** The file's facts from its row and its bytes from the row (older files, demo media) or the store. */
export async function findStoredFile(db: Db, store: FileStore, name: string, kind: FileKind): Promise<StoredFile | null> {
  if (!isSafeFileName(name)) return null;
  const [row] = await db
    .select({ id: files.id, contentType: files.contentType, size: files.size, data: files.data, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.name, name), eq(files.kind, kind)))
    .limit(1);
  if (!row) return null;
  const data = row.data ?? await store.get(fileKey(kind, name));
  if (!data) return null;
  // A replaced file gets a new row, so id and creation time identify the content.
  const etag = `"${row.id.toString(36)}-${row.size.toString(36)}-${row.createdAt.getTime().toString(36)}"`;
  return { contentType: row.contentType, size: row.size, data, etag };
}
