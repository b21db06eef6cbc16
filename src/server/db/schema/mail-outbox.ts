import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * Every mail the shop sends is written here first: staff can read it in the back office (a
 * password reset link's code hidden), tests can read confirmation codes from it, and a shop
 * without SMTP still works.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /**
     * When a sender may take the row next: now for new mail, the retry time after a failure,
     * and a lease while one instance is sending it, so no other instance sends it at once.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The mail's secrets (templates.ts) while it is unsent: hidden from staff, then taken out of the mail. */
    secrets: text('secrets').array(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt.desc()),
    // The sender only ever scans what is still unsent.
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} is null`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
