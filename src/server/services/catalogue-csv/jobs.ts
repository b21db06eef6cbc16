// Import jobs live in the database, so a poll reaching any instance sees the same progress.
// A job whose instance stopped (restart, crash) is marked failed: at the next start, and on
// PostgreSQL, where several instances share the table, when its heartbeat has gone quiet.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ImportJob, ImportRowError } from '../../../shared/admin-types';
import type { ImportPreview, ImportPreviewJob } from '../../../shared/catalogue-import-preview';
import type { DbOrTx } from '../../db/client';
import { type ImportJobKind, type ImportJobRow, type ImportJobState, importJobs } from '../../db/schema';

/** A running job writes at least this often (progress or heartbeat). */
export const HEARTBEAT_MS = 15_000;
/** Silence after which a job is taken for dead. */
export const STALE_MS = 120_000;

export const JOB_MESSAGES = {
  interrupted: 'The import was interrupted because the server stopped. Nothing was imported: please start it again.',
  crashed: 'The import stopped unexpectedly. Nothing was imported: please start it again.',
} as const;

export function toImportJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    state: row.state,
    total: row.total,
    done: row.done,
    created: row.created,
    updated: row.updated,
    errors: row.errors,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function toPreviewJob(row: ImportJobRow): ImportPreviewJob {
  return { ...toImportJob(row), preview: row.preview };
}

/** The job as its own route answers it: a preview carries its summary. */
export const jobAnswer = (row: ImportJobRow): ImportJob | ImportPreviewJob => (row.kind === 'preview' ? toPreviewJob(row) : toImportJob(row));

export async function createJob(db: DbOrTx, staffId: number, kind: ImportJobKind = 'import'): Promise<ImportJobRow> {
  const [row] = await db.insert(importJobs).values({ staffId, kind }).returning();
  return row;
}

export async function setProgress(db: DbOrTx, id: number, progress: { state?: ImportJobState; total?: number; done?: number }): Promise<void> {
  await db.update(importJobs).set({ ...progress, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(importJobs.id, id), isNull(importJobs.finishedAt)));
}

export async function finishJob(
  db: DbOrTx, id: number,
  end: { state: 'done' | 'failed'; errors?: ImportRowError[]; created?: number; updated?: number; done?: number; preview?: ImportPreview },
): Promise<void> {
  await db.update(importJobs)
    .set({ ...end, errors: end.errors ?? [], updatedAt: sql`clock_timestamp()`, finishedAt: sql`clock_timestamp()` })
    .where(and(eq(importJobs.id, id), isNull(importJobs.finishedAt)));
}

const failedBecause = (message: string) => ({
  state: 'failed' as const, errors: [{ line: 0, message }], updatedAt: sql`clock_timestamp()`, finishedAt: sql`clock_timestamp()`,
});

/** At start: every unfinished job (embedded database, one process) or the silent ones (PostgreSQL). */
export async function failInterrupted(db: DbOrTx, onlyStale: boolean): Promise<number> {
  const silent = lt(importJobs.updatedAt, sql`clock_timestamp() - ${`${STALE_MS} milliseconds`}::interval`);
  const rows = await db.update(importJobs).set(failedBecause(JOB_MESSAGES.interrupted))
    .where(onlyStale ? and(isNull(importJobs.finishedAt), silent) : isNull(importJobs.finishedAt))
    .returning({ id: importJobs.id });
  return rows.length;
}

/** The job of this kind; an unfinished one gone silent (its instance died) is marked failed first when `checkStale`. */
export async function loadJob(db: DbOrTx, id: number, kind: ImportJobKind, checkStale: boolean): Promise<ImportJob | ImportPreviewJob | null> {
  if (checkStale) {
    await db.update(importJobs).set(failedBecause(JOB_MESSAGES.crashed)).where(and(
      eq(importJobs.id, id), eq(importJobs.kind, kind), isNull(importJobs.finishedAt),
      lt(importJobs.updatedAt, sql`clock_timestamp() - ${`${STALE_MS} milliseconds`}::interval`),
    ));
  }
  const [row] = await db.select().from(importJobs).where(and(eq(importJobs.id, id), eq(importJobs.kind, kind)));
  return row ? jobAnswer(row) : null;
}
