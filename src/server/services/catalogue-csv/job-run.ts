// What every job on a catalogue file shares, the import's and the preview's: the same checks of
// the file (each row on its own, then against the catalogue), the same refusal of a bad file,
// and the job's life: a heartbeat on PostgreSQL, a stop between steps when the runner asks for
// one, and an end written whatever happens.
import type { Database } from '../../db/client';
import { HEARTBEAT_MS, finishJob, setProgress } from './jobs';
import { type ImportPlan, resolvePlan } from './resolve';
import { RowsRejected } from './row-errors';
import { type FileCheck, checkFile } from './validate-file';

/** Why a job is told to stop: the server is stopping, or (a preview only) another file was sent to this instance. */
export type StopReason = 'shutdown' | 'replaced';

/** The job was told to stop: it ends failed saying why, and nothing of it is kept. */
export class JobInterrupted extends Error {
  constructor(readonly reason: StopReason) {
    super(`catalogue job stopped (${reason})`);
  }
}

export interface JobContext {
  database: Database; jobId: number; staffId: number;
  /** Whether the runner has told the job to stop, and why; null while it may go on. */
  stopReason(): StopReason | null;
  onFault(error: unknown): void;
}

/** Between steps: throws JobInterrupted once the job has been told to stop. */
export function stopIfAsked(ctx: JobContext): void {
  const reason = ctx.stopReason();
  if (reason !== null) throw new JobInterrupted(reason);
}

export interface PlannedFile { checked: FileCheck; plan: ImportPlan }

/**
 * Reads and checks every row, moving the job's progress, then checks the rows that passed
 * against the catalogue too, so one report lists every bad row (`checked.errors`).
 */
export async function planFile(ctx: JobContext, csv: string): Promise<PlannedFile> {
  const db = ctx.database.db;
  stopIfAsked(ctx);
  const checked = await checkFile(csv, async (progress) => {
    stopIfAsked(ctx);
    await setProgress(db, ctx.jobId, progress);
  });
  stopIfAsked(ctx);
  const plan = await resolvePlan(db, checked.groups, checked.errors);
  return { checked, plan };
}

/** Ends the job failed with every bad row when the file has any; answers whether it did. */
export async function refuseBadRows(ctx: JobContext, { checked }: PlannedFile): Promise<boolean> {
  if (checked.errors.size === 0) return false;
  await finishJob(ctx.database.db, ctx.jobId, { state: 'failed', errors: checked.errors.list(), done: checked.total });
  return true;
}

export interface JobFailures {
  /** Shown when the work fails for a reason nobody expected (it is logged as a fault too). */
  fault: string;
  /** Shown when the job was told to stop. */
  interrupted(reason: StopReason): string;
  /** The message for an error that may happen in normal running (not logged), or null. */
  expected?(error: unknown): string | null;
}

/** Runs the job's work, which ends the job itself; when the work throws, the job ends failed saying why. */
export async function runJob(ctx: JobContext, failures: JobFailures, work: () => Promise<void>): Promise<void> {
  const { database, jobId } = ctx;
  const db = database.db;
  const heartbeat = database.kind === 'postgres'
    ? setInterval(() => void setProgress(db, jobId, {}).catch(() => undefined), HEARTBEAT_MS).unref()
    : undefined;
  try {
    await work();
  } catch (error) {
    if (error instanceof RowsRejected) return await finishJob(db, jobId, { state: 'failed', errors: error.errors.list() });
    const expected = error instanceof JobInterrupted ? failures.interrupted(error.reason) : failures.expected?.(error) ?? null;
    if (expected === null) ctx.onFault(error);
    await finishJob(db, jobId, { state: 'failed', errors: [{ line: 0, message: expected ?? failures.fault }] }).catch(ctx.onFault);
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
}
