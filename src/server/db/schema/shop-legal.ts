import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { staff } from './staff';

/**
 * The shop's own legal identity as printed on every tax document. One row (id 1); issued
 * documents copy it into their snapshot, so editing it never changes what was issued.
 */
export const shopLegalSettings = pgTable(
  'shop_legal_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalNameEn: text('legal_name_en').notNull(),
    legalNameAr: text('legal_name_ar').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    emirate: text('emirate').notNull(),
    trn: text('trn').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceAuthority: text('licence_authority').notNull(),
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    creditNotePrefix: text('credit_note_prefix').notNull().default('CN'),
    /** Media name of the logo in `files`, or null for none. */
    logo: text('logo'),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_legal_single_row', sql`${t.id} = 1`),
    check('shop_legal_trn', sql`${t.trn} ~ '^[0-9]{15}$'`),
  ],
);

export type ShopLegalRow = typeof shopLegalSettings.$inferSelect;
