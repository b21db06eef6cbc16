import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../client';
import { refreshAllSearchDocuments } from '../search-document';
import { brands, categories, products, shopLegalSettings } from '../schema';
import { syncIdSequences } from '../sequences';
import { demoCatalogue } from './demo/catalogue';
import { DEMO_LEGAL_SETTINGS } from './demo/legal';
import { renderAll } from './images/encode';
import { categoryImages, demoMediaJobs } from './media-jobs';
import { existingMediaNames, insertMedia } from './write/files';
import { insertProducts } from './write/products';
import { insertReferenceData } from './write/reference';
import { drizzleWriter } from './write/row-writer';

// First-start seeding: an empty shop (no products, categories or brands) gets the demo
// catalogue with its generated pictures. Several app instances may start at once against one
// PostgreSQL, so the write happens under an advisory lock and re-checks emptiness; the loser
// of that race simply finds the shop seeded.

export const SEED_LOCK = 0x5e_ed_0001;
/** How often a start waiting for another one's seed asks for the lock again. */
const LOCK_RETRY_MS = 100;
/** How long a start waits for another one's seed before giving up. */
const LOCK_WAIT_MS = 600_000;

/**
 * Takes the seed's lock for this transaction, asking a statement at a time: one statement
 * waiting out another instance's whole seed would outlast the pool's statement timeout (2 s).
 */
async function takeSeedLock(tx: DbOrTx): Promise<void> {
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${SEED_LOCK}) as locked`);
    if (rows[0]?.locked) return;
    if (Date.now() > until) throw new Error('Seeding demo catalogue: another start held the seed lock for over 10 minutes');
    await sleep(LOCK_RETRY_MS);
  }
}

/** No products, and no categories or brands a staff member may have started with. */
async function isEmpty(db: DbOrTx): Promise<boolean> {
  for (const table of [products, categories, brands]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

function progress(log: (line: string) => void, label: string): (done: number, total: number) => void {
  let reported = 0;
  return (done, total) => {
    const step = Math.max(1, Math.ceil(total / 10));
    if (done === total || done - reported >= step) {
      reported = done;
      log(`Seeding demo catalogue: ${label} ${done}/${total}`);
    }
  };
}

export async function seedIfEmpty(database: Database, opts: { log: (line: string) => void }): Promise<boolean> {
  const { db } = database;
  if (!(await isEmpty(db))) return false;
  const started = Date.now();
  const catalogue = demoCatalogue();
  const jobs = demoMediaJobs(catalogue);
  const stored = await existingMediaNames(db, jobs.map((job) => job.name));
  const images = await renderAll(jobs.filter((job) => !stored.has(job.name)), { onProgress: progress(opts.log, 'images') });

  const seeded = await db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if (!(await isEmpty(tx))) return false;
    opts.log(`Seeding demo catalogue: writing ${images.length} images and ${catalogue.products.length} products`);
    await insertMedia(tx, images);
    await insertReferenceData(tx, catalogue, categoryImages(catalogue));
    await insertProducts(drizzleWriter(tx), catalogue.products, {
      brandNames: new Map(catalogue.brands.map((b) => [b.id, b.name])),
      firstVariantId: 1,
    });
    await syncIdSequences(tx);
    await refreshAllSearchDocuments(tx);
    await tx.insert(shopLegalSettings).values({ id: 1, ...DEMO_LEGAL_SETTINGS }).onConflictDoNothing();
    return true;
  });
  if (seeded) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    opts.log(`Seeding demo catalogue: done in ${seconds} s (${catalogue.products.length} products, ${jobs.length} images)`);
  }
  return seeded;
}
