import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentSnapshot } from '../../services/invoicing/snapshot-types';
import { createdAt, idColumn } from './columns';
import { customers } from './customers';
import { mailOutbox } from './mail-outbox';
import { orders } from './orders';

export const DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The last number handed out per series and year; its row is locked while a number is taken. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Issued tax invoices and credit notes. Never updated except to attach the rendered PDF, never
 * deleted: the snapshot is everything the document says.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: idColumn(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'no action' }),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'no action' }),
    /** The invoice a credit note corrects. */
    invoiceId: integer('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    emirate: text('emirate').notNull(),
    netFils: bigint('net_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    grossFils: bigint('gross_fils', { mode: 'number' }).notNull(),
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>().notNull(),
    /** The PINT AE UBL document, written with the snapshot. */
    xml: text('xml').notNull(),
    /** Name of the rendered PDF in `files`, set once by the render job. */
    pdfFile: text('pdf_file'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_uq').on(t.number),
    uniqueIndex('tax_documents_series_seq_uq').on(t.series, t.year, t.sequence),
    // One invoice and at most one credit note per order.
    uniqueIndex('tax_documents_order_kind_uq').on(t.orderId, t.kind),
    index('tax_documents_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    index('tax_documents_customer_idx').on(t.customerId),
    check('tax_documents_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('tax_documents_sums', sql`${t.netFils} + ${t.vatFils} = ${t.grossFils}`),
  ],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export const JOB_STATES = ['queued', 'done', 'failed'] as const;

/**
 * Work that runs after the transaction that asked for it committed (rendering a PDF). A worker
 * claims a row with FOR UPDATE SKIP LOCKED and leases it until `lockedUntil`, so instances
 * never run one job together and a job of a stopped instance is taken up again.
 */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: idColumn(),
    documentId: integer('document_id').notNull().references(() => taxDocuments.id, { onDelete: 'no action' }),
    task: text('task').notNull().default('render-pdf'),
    /** The mail held back until this PDF is attached to it (an invoice's approval mail). */
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('document_jobs_document_task_uq').on(t.documentId, t.task),
    index('document_jobs_queued_idx').on(t.id).where(sql`${t.state} = 'queued'`),
    check('document_jobs_state', sql`${t.state} in ('queued', 'done', 'failed')`),
  ],
);

export const SUBMISSION_STATES = ['pending', 'sent', 'accepted', 'rejected'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** Each document's hand-off to the accredited service provider, with the provider's answer. */
export const einvoiceSubmissions = pgTable(
  'einvoice_submissions',
  {
    id: idColumn(),
    documentId: integer('document_id').notNull().references(() => taxDocuments.id, { onDelete: 'no action' }),
    provider: text('provider').notNull(),
    state: text('state', { enum: SUBMISSION_STATES }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    /** While an instance hands the document over (its lease), or until its next try after a fault. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('einvoice_submissions_document_uq').on(t.documentId, t.provider),
    index('einvoice_submissions_state_idx').on(t.state, t.id),
    check('einvoice_submissions_state', sql`${t.state} in ('pending', 'sent', 'accepted', 'rejected')`),
  ],
);

export type SubmissionRow = typeof einvoiceSubmissions.$inferSelect;
