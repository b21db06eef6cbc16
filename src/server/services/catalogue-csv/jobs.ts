// Import jobs live in the database, so a poll reaching any instance sees the same progress.
// A job whose instance stopped (restart, crash) is marked failed: at the next start, and on
// PostgreSQL, where several instances share the table, when its heartbeat has gone quiet.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ImportJob, ImportRowError } from '../../../shared/admin-types';
import type { ImportPreview, ImportPreviewJob } from '../../../shared/catalogue-import-preview';
import type { DbOrTx } from '../../db/client';
import { IMPORT_JOB_KINDS, type ImportJobKind, type ImportJobRow, type ImportJobState, importJobs } from '../../db/schema';

/** A running job writes at least this often (progress or heartbeat). */
export const HEARTBEAT_MS = 15_000;
/** Silence after which a job is taken for dead. */
export const STALE_MS = 120_000;

/** Why an import ended without its own error. */
export const JOB_MESSAGES = {
  interrupted: 'The import was interrupted because the server stopped. Nothing was imported: please start it again.',
  crashed: 'The import stopped unexpectedly. Nothing was imported: please start it again.',
} as const;

/** Why a preview (the check of a file) ended without a report: in its own words, as no import ran. */
export const PREVIEW_MESSAGES = {
  interrupted: 'The check of the file was interrupted because the server stopped. Nothing was imported: please check the file again.',
  crashed: 'The check of the file stopped unexpectedly. Nothing was imported: please check the file again.',
  replaced: 'The check of the file was stopped because another catalogue file was sent. Nothing was imported: please check the file again.',
  fault: 'The file could not be checked because of an error on the server. Nothing was imported.',
} as const;

/** The words for a job of each kind that stopped with its process (`interrupted`) or went silent (`crashed`). */
const STOPPED: Record<ImportJobKind, { interrupted: string; crashed: string }> = { import: JOB_MESSAGES, preview: PREVIEW_MESSAGES };

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
  let failed = 0;
  for (const kind of IMPORT_JOB_KINDS) {
    const unfinished = and(eq(importJobs.kind, kind), isNull(importJobs.finishedAt));
    const rows = await db.update(importJobs).set(failedBecause(STOPPED[kind].interrupted))
      .where(onlyStale ? and(unfinished, silent) : unfinished)
      .returning({ id: importJobs.id });
    failed += rows.length;
  }
  return failed;
}

/** The job of this kind; an unfinished one gone silent (its instance died) is marked failed first when `checkStale`. */
export async function loadJob(db: DbOrTx, id: number, kind: ImportJobKind, checkStale: boolean): Promise<ImportJob | ImportPreviewJob | null> {
  if (checkStale) {
    await db.update(importJobs).set(failedBecause(STOPPED[kind].crashed)).where(and(
      eq(importJobs.id, id), eq(importJobs.kind, kind), isNull(importJobs.finishedAt),
      lt(importJobs.updatedAt, sql`clock_timestamp() - ${`${STALE_MS} milliseconds`}::interval`),
    ));
  }
  const [row] = await db.select().from(importJobs).where(and(eq(importJobs.id, id), eq(importJobs.kind, kind)));
  return row ? jobAnswer(row) : null;
}
