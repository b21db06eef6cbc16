// Stored pictures of the back office: written next to the row that uses them, and removed
// again once nothing refers to them any more. Only uploads are ever removed: generated media
// (demo packshots, banners) may be shared or used by the storefront directly.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type FileKind, brands, categories, files, productImages, variants } from '../../db/schema';
import { type FileStore, fileKey } from '../files/file-store';
import { UPLOAD_NAME } from './image-upload';

/**
 * The bytes go to the store first, then the row: a transaction that fails later leaves an
 * unreferenced object under a random name, never a row without its picture.
 */
export async function storeImage(tx: DbOrTx, store: FileStore, name: string, data: Buffer): Promise<void> {
  await store.put(fileKey('image', name), data, 'image/webp');
  await tx.insert(files).values({ name, kind: 'image', contentType: 'image/webp', size: data.length, data: null });
}

/**
 * Called after the transaction that deleted the rows committed: removing bytes earlier would
 * lose them when that transaction rolls back. A failure only leaves an unreferenced object.
 */
export async function discardStoredFiles(store: FileStore, kind: FileKind, names: readonly string[], log?: (err: unknown) => void): Promise<void> {
  if (names.length === 0) return;
  await store.remove(names.map((name) => fileKey(kind, name))).catch((error: unknown) => log?.(error));
}

/** Those of `names` that are stored images. */
export async function existingImages(tx: DbOrTx, names: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(names)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await tx.select({ name: files.name }).from(files)
      .where(and(eq(files.kind, 'image'), inArray(files.name, unique.slice(i, i + 1000))));
    for (const row of rows) found.add(row.name);
  }
  return found;
}

/** Deletes those uploads of `names` that no product, variant, brand or category refers to. */
export async function removeUnusedUploads(tx: DbOrTx, names: readonly string[]): Promise<string[]> {
  const candidates = [...new Set(names)].filter((name) => UPLOAD_NAME.test(name));
  if (candidates.length === 0) return [];
  const removed = await tx.delete(files).where(and(
    eq(files.kind, 'image'),
    inArray(files.name, candidates),
    sql`not exists (select 1 from ${productImages} where ${productImages.name} = ${files.name})`,
    sql`not exists (select 1 from ${variants} where ${variants.thumbnail} = ${files.name})`,
    sql`not exists (select 1 from ${brands} where ${brands.thumbnail} = ${files.name})`,
    sql`not exists (select 1 from ${categories} where ${categories.image} = ${files.name})`,
  )).returning({ name: files.name });
  return removed.map((row) => row.name);
}
