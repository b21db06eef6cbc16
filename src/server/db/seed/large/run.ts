import { sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { refreshAllSearchDocuments } from '../../search-document';
import { syncIdSequences } from '../../sequences';
import { demoCatalogue } from '../demo/catalogue';
import { renderAll } from '../images/encode';
import { createRng } from '../random';
import { demoMediaJobs } from '../media-jobs';
import { existingMediaNames, insertMedia } from '../write/files';
import { insertProducts } from '../write/products';
import { sqlWriter } from '../write/row-writer';
import { createGenerator } from './generate';
import { createProgress, type ProgressStream } from './progress';
import { inRawTransaction } from './raw-transaction';
import { ensureReferenceData, maxIds } from './reference';
import { resetCatalogue } from './reset';

// The benchmark loader: N generated products on top of the demo reference data, written in
// batches of multi-row inserts, each batch its own transaction so memory stays flat and an
// interrupted run keeps what it wrote.

export interface LargeSeedOptions {
  products: number;
  reset?: boolean;
  batchSize?: number;
  /** Seed of the generator; a fixed default gives the same catalogue on every run. */
  seed?: string;
  stream: ProgressStream;
}

export interface LargeSeedResult {
  products: number;
  rows: number;
  seconds: number;
}

async function ensureMedia(database: Database, stream: ProgressStream): Promise<void> {
  const jobs = demoMediaJobs(demoCatalogue());
  const stored = await existingMediaNames(database.db, jobs.map((job) => job.name));
  const missing = jobs.filter((job) => !stored.has(job.name));
  if (!missing.length) return;
  stream.write(`Rendering ${missing.length} images for the image pool\n`);
  await insertMedia(database.db, await renderAll(missing));
}

export async function seedLargeCatalogue(database: Database, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const { db } = database;
  const started = Date.now();
  if (opts.reset) opts.stream.write(`Catalogue reset (${await resetCatalogue(db)})\n`);
  await ensureMedia(database, opts.stream);
  const lookups = await db.transaction((tx) => ensureReferenceData(tx));
  const generate = createGenerator({ lookups, pools: demoCatalogue().poolByFamily }, createRng(opts.seed ?? 'petora-large-catalogue'));
  const start = await maxIds(db);
  const batchSize = Math.max(1, opts.batchSize ?? 1000);
  const progress = createProgress(opts.products, opts.stream);
  // PostgreSQL works in its own process: while it stores one batch, the next is generated
  // and sent on a second connection. PGlite shares this thread, so one batch at a time.
  const lanes = database.kind === 'postgres' ? 2 : 1;
  const inFlight: Array<Promise<void>> = [];
  let failure: unknown = null;
  let nextVariantId = start.variant + 1;
  let generated = 0;
  let written = 0;
  let rows = 0;
  while (generated < opts.products && failure === null) {
    const count = Math.min(batchSize, opts.products - generated);
    const batch = Array.from({ length: count }, (_, i) => generate(start.product + generated + i + 1));
    const firstVariantId = nextVariantId;
    nextVariantId += batch.reduce((sum, product) => sum + product.variants.length, 0);
    generated += count;
    const write = inRawTransaction(database, (execute) => insertProducts(sqlWriter(execute), batch, { brandNames: lookups.brandNames, firstVariantId }))
      .then((result) => {
        rows += result.rows;
        written += count;
        progress.update(written, rows);
      })
      .catch((error: unknown) => {
        failure ??= error;
      });
    inFlight.push(write);
    if (inFlight.length >= lanes) await inFlight.shift();
  }
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  const done = written;
  await syncIdSequences(db);
  // The search documents need the categories, variants and options of a product, so they are
  // computed in the database once every batch is in, rather than row by row as batches land.
  // Planner statistics first: they still describe the catalogue before the load, so each
  // product's document would read its variants and categories by scanning whole tables, a cost
  // that grows with every batch. PostgreSQL's autovacuum may catch up on its own meanwhile; the
  // embedded PGlite has none.
  await db.execute(sql`analyze`);
  opts.stream.write('Computing search documents\n');
  await refreshAllSearchDocuments(db);
  // Fresh planner statistics: right after a bulk load they describe an almost empty catalogue,
  // and the first minutes of queries would run on bad plans until autovacuum caught up. The
  // vacuum also moves the search index's pending entries (every document was just rewritten)
  // into the index proper, which searches would otherwise scan one by one.
  await db.execute(sql`vacuum (analyze)`);
  progress.finish(done, rows);
  return { products: done, rows, seconds: (Date.now() - started) / 1000 };
}
