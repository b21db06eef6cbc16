// One import from start to end: check the file, resolve its names, then write everything in
// one transaction, or nothing at all. Progress reaches the job row outside that transaction:
// on PostgreSQL through another pooled connection as slices are written; the embedded
// database has a single connection, so there the row moves before and after the write.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../admin/audit';
import { writeArticleTiers } from '../price-lists/catalogue-tiers';
import { HEARTBEAT_MS, JOB_MESSAGES, finishJob, setProgress } from './jobs';
import type { ProductGroup } from './group-rows';
import { resolvePlan } from './resolve';
import { RowErrors, RowsRejected } from './row-errors';
import { checkFile } from './validate-file';
import { writePlan } from './write-plan';

const IMPORT_LOCK = 0x1c5_0001;
const PROGRESS_EVERY = 500;

export const IMPORT_MESSAGES = {
  conflict: 'The catalogue changed while the file was imported (a slug or SKU was taken meanwhile). Nothing was imported: please import again.',
  fault: 'The import failed because of an error on the server. Nothing was imported.',
} as const;

export class ImportInterrupted extends Error {}

export interface ImportContext { database: Database; jobId: number; staffId: number; isClosing(): boolean; onFault(error: unknown): void }

async function write(ctx: ImportContext, groups: ProductGroup[]) {
  const { database, jobId } = ctx;
  let reported = 0;
  return database.db.transaction(async (tx) => {
    // Imports run one at a time; meanwhile edits in the back office may still change things,
    // so the names are resolved again under the lock, in this transaction.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const errors = new RowErrors();
    const plan = await resolvePlan(tx, groups, errors);
    if (errors.size > 0) throw new RowsRejected(errors);
    const result = await writePlan(tx, plan, {
      async progress(done) {
        if (ctx.isClosing()) throw new ImportInterrupted();
        if (database.kind === 'postgres' && done - reported >= PROGRESS_EVERY) {
          reported = done;
          await setProgress(database.db, jobId, { done });
        }
      },
    });
    await writeArticleTiers(tx, groups.flatMap((g) => g.rows));
    await audit(tx, ctx.staffId, 'catalogue.import', `import:${jobId}`, {
      rows: plan.rows, products: plan.products.length, created: result.created, updated: result.updated,
      brands_created: result.brandsCreated, attributes_created: result.attributesCreated,
    });
    return result;
  });
}

export async function runImport(ctx: ImportContext, csv: string): Promise<void> {
  const { database, jobId } = ctx;
  const db = database.db;
  const heartbeat = database.kind === 'postgres'
    ? setInterval(() => void setProgress(db, jobId, {}).catch(() => undefined), HEARTBEAT_MS).unref()
    : undefined;
  try {
    const checked = await checkFile(csv, (progress) => setProgress(db, jobId, progress));
    // Rows that passed on their own are checked against the catalogue too, so one report lists every bad row.
    await resolvePlan(db, checked.groups, checked.errors);
    if (checked.errors.size > 0) return await finishJob(db, jobId, { state: 'failed', errors: checked.errors.list(), done: checked.total });
    if (ctx.isClosing()) throw new ImportInterrupted();
    await setProgress(db, jobId, { state: 'importing', done: 0 });
    const result = await write(ctx, checked.groups);
    await finishJob(db, jobId, { state: 'done', created: result.created, updated: result.updated, done: checked.total });
  } catch (error) {
    if (error instanceof RowsRejected) return await finishJob(db, jobId, { state: 'failed', errors: error.errors.list() });
    const message = error instanceof ImportInterrupted ? JOB_MESSAGES.interrupted
      : isUniqueViolation(error) ? IMPORT_MESSAGES.conflict : IMPORT_MESSAGES.fault;
    if (!(error instanceof ImportInterrupted) && !isUniqueViolation(error)) ctx.onFault(error);
    await finishJob(db, jobId, { state: 'failed', errors: [{ line: 0, message }] }).catch(ctx.onFault);
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
}
