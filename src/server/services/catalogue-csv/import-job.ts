// One import from start to end: check the file and resolve its names (as its preview does,
// job-run.ts), then write everything in one transaction, or nothing at all. Progress reaches the job row outside that transaction:
// on PostgreSQL through another pooled connection as slices are written; the embedded
// database has a single connection, so there the row moves before and after the write.
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../admin/audit';
import { JOB_MESSAGES, finishJob, setProgress } from './jobs';
import type { ProductGroup } from './group-rows';
import { type JobContext, type JobFailures, planFile, refuseBadRows, runJob, stopIfAsked } from './job-run';
import { resolvePlan } from './resolve';
import { RowErrors, RowsRejected } from './row-errors';
import { writePlan } from './write-plan';

const IMPORT_LOCK = 0x1c5_0001;
const PROGRESS_EVERY = 500;

export const IMPORT_MESSAGES = {
  conflict: 'The catalogue changed while the file was imported (a slug or SKU was taken meanwhile). Nothing was imported: please import again.',
  fault: 'The import failed because of an error on the server. Nothing was imported.',
} as const;

const IMPORT_FAILURES: JobFailures = {
  fault: IMPORT_MESSAGES.fault,
  // Only a shutdown stops an import: another file waits for it (import-runner.ts).
  interrupted: () => JOB_MESSAGES.interrupted,
  expected: (error) => (isUniqueViolation(error) ? IMPORT_MESSAGES.conflict : null),
};

async function write(ctx: JobContext, groups: ProductGroup[]) {
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
        stopIfAsked(ctx);
        if (database.kind === 'postgres' && done - reported >= PROGRESS_EVERY) {
          reported = done;
          await setProgress(database.db, jobId, { done });
        }
      },
    });
    await audit(tx, ctx.staffId, 'catalogue.import', `import:${jobId}`, {
      rows: plan.rows, products: plan.products.length, created: result.created, updated: result.updated,
      brands_created: result.brandsCreated, attributes_created: result.attributesCreated,
    });
    return result;
  });
}

export async function runImport(ctx: JobContext, csv: string): Promise<void> {
  const { database, jobId } = ctx;
  await runJob(ctx, IMPORT_FAILURES, async () => {
    const planned = await planFile(ctx, csv);
    if (await refuseBadRows(ctx, planned)) return;
    stopIfAsked(ctx);
    await setProgress(database.db, jobId, { state: 'importing', done: 0 });
    const result = await write(ctx, planned.checked.groups);
    await finishJob(database.db, jobId, { state: 'done', created: result.created, updated: result.updated, done: planned.checked.total });
  });
}
