import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files } from '../../schema';
import type { RenderedImage } from '../images/encode';
import { inBatches } from './row-writer';

// Generated media go into the files table (kind 'image'), served publicly under /media/.

/** Names from `names` that are already stored, so they need not be rendered again. */
export async function existingMediaNames(db: DbOrTx, names: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  await inBatches(names, 500, async (batch) => {
    const rows = await db.select({ name: files.name }).from(files).where(inArray(files.name, batch));
    for (const row of rows) found.add(row.name);
  });
  return found;
}

export async function insertMedia(db: DbOrTx, images: readonly RenderedImage[]): Promise<void> {
  // Images are 10 to 60 kB each: small slices keep each statement's payload modest.
  await inBatches(images, 40, (batch) =>
    db
      .insert(files)
      .values(batch.map((image) => ({ name: image.name, kind: 'image' as const, contentType: image.mime, size: image.data.length, data: image.data })))
      .onConflictDoNothing({ target: files.name }),
  );
}
