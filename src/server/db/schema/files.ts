import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, idColumn } from './columns';
import { customers } from './customers';

export const FILE_KINDS = ['image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * Every stored file: images are public (/media/{name}); documents are customers' licence and
 * TRN uploads (/uploads/{name}). The bytes of uploads live in the file store (the data folder
 * or an S3 bucket, services/files/); `data` holds them only for rows written before that
 * (and the demo seed's generated media), which are still served from here.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    /** Random, unguessable for documents; fixed well-known names for generated media. */
    name: text('name').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_name_uq').on(t.name),
    index('files_customer_idx').on(t.customerId),
    check('files_kind', sql`${t.kind} in ('image', 'document')`),
    check('files_size_non_negative', sql`${t.size} >= 0`),
  ],
);

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
