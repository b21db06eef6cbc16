// A preview (dry run) from start to end: the import's own checks of the file (job-run.ts), and
// when it passes, the import's own diff of the plan (plan-diff.ts) reported instead of written.
// Nothing of the catalogue is written, locked or audited; only the job row moves. The import
// checks the file again when it runs: the preview is advice, the import decides. A preview
// gives way to any file sent after it (import-runner.ts): it stops between steps, saying so.
import { PREVIEW_MESSAGES, finishJob } from './jobs';
import { type JobContext, type JobFailures, planFile, refuseBadRows, runJob, stopIfAsked } from './job-run';
import { diffPlan } from './plan-diff';
import { previewOf } from './preview-summary';

const PREVIEW_FAILURES: JobFailures = {
  fault: PREVIEW_MESSAGES.fault,
  interrupted: (reason) => (reason === 'replaced' ? PREVIEW_MESSAGES.replaced : PREVIEW_MESSAGES.interrupted),
};

export async function runPreview(ctx: JobContext, csv: string): Promise<void> {
  await runJob(ctx, PREVIEW_FAILURES, async () => {
    const planned = await planFile(ctx, csv);
    if (await refuseBadRows(ctx, planned)) return;
    stopIfAsked(ctx);
    const preview = previewOf(planned.plan, diffPlan(planned.plan));
    await finishJob(ctx.database.db, ctx.jobId, {
      state: 'done', done: planned.checked.total, created: preview.articles.created, updated: preview.articles.updated, preview,
    });
  });
}
