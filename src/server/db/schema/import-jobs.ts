import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportPreview } from '../../../shared/catalogue-import-preview';
import { createdAt, idColumn, updatedAt } from './columns';
import { staff } from './staff';

export const IMPORT_STATES = ['validating', 'importing', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_STATES)[number];
/** An import writes the file; a preview (dry run) checks it the same way and reports what the import would do. */
export const IMPORT_JOB_KINDS = ['import', 'preview'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/**
 * Catalogue CSV imports. The row is the job's progress, so any instance behind the load
 * balancer can answer a poll; `updated_at` moves with every progress write and tells a job
 * whose instance stopped half way from one still running.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: idColumn(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: IMPORT_JOB_KINDS }).notNull().default('import'),
    state: text('state', { enum: IMPORT_STATES }).notNull().default('validating'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').$type<Array<{ line: number; message: string }>>().notNull().default([]),
    /** A finished preview's summary (shared/catalogue-import-preview.ts); null for imports. */
    preview: jsonb('preview').$type<ImportPreview>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_unfinished_idx').on(t.id).where(sql`${t.finishedAt} is null`),
    check('import_jobs_state', sql`${t.state} in ('validating', 'importing', 'done', 'failed')`),
    check('import_jobs_kind', sql`${t.kind} in ('import', 'preview')`),
  ],
);

export type ImportJobRow = typeof importJobs.$inferSelect;
