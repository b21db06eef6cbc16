// A preview (dry run) from start to end: the import's own checks of the file (job-run.ts), and
// when it passes, the import's own diff of the plan (plan-diff.ts) reported instead of written.
// Nothing of the catalogue is written, locked or audited; only the job row moves. The import
// checks the file again when it runs: the preview is advice, the import decides.
import { finishJob } from './jobs';
import { type JobContext, type JobFailures, JobInterrupted, planFile, refuseBadRows, runJob } from './job-run';
import { diffPlan } from './plan-diff';
import { previewOf } from './preview-summary';

export const PREVIEW_MESSAGES = {
  fault: 'The file could not be checked because of an error on the server. Nothing was imported.',
} as const;

const PREVIEW_FAILURES: JobFailures = { fault: PREVIEW_MESSAGES.fault };

export async function runPreview(ctx: JobContext, csv: string): Promise<void> {
  await runJob(ctx, PREVIEW_FAILURES, async () => {
    const planned = await planFile(ctx, csv);
    if (await refuseBadRows(ctx, planned)) return;
    if (ctx.isClosing()) throw new JobInterrupted();
    const preview = previewOf(planned.plan, diffPlan(planned.plan));
    await finishJob(ctx.database.db, ctx.jobId, {
      state: 'done', done: planned.checked.total, created: preview.articles.created, updated: preview.articles.updated, preview,
    });
  });
}
