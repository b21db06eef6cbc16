import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

export const META_KINDS = ['feature', 'badge'] as const;
export type MetaKind = (typeof META_KINDS)[number];

/** Features ("Grain free") and badges ("New", "Best seller"); a badge with display 0 is hidden. */
export const metas = pgTable(
  'metas',
  {
    id: idColumn(),
    name: text('name').notNull(),
    kind: text('kind', { enum: META_KINDS }).notNull(),
    display: smallint('display').notNull().default(1),
  },
  (t) => [check('metas_kind', sql`${t.kind} in ('feature', 'badge')`)],
);

export type MetaRow = typeof metas.$inferSelect;
export type NewMetaRow = typeof metas.$inferInsert;
