import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { staff } from './staff';

export const IMPORT_STATES = ['validating', 'importing', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_STATES)[number];

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
    state: text('state', { enum: IMPORT_STATES }).notNull().default('validating'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').$type<Array<{ line: number; message: string }>>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_unfinished_idx').on(t.id).where(sql`${t.finishedAt} is null`),
    check('import_jobs_state', sql`${t.state} in ('validating', 'importing', 'done', 'failed')`),
  ],
);

export type ImportJobRow = typeof importJobs.$inferSelect;
