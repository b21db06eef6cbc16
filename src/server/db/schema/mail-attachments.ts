import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { mailOutbox } from './mail-outbox';

/** Files sent along with an outbox mail (the invoice PDF with the approval mail). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    mailId: integer('mail_id').notNull().references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** Name of the content in `files`. */
    file: text('file').notNull(),
    /** The name the recipient sees. */
    filename: text('filename').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
