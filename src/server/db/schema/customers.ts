import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

export const CUSTOMER_STATES = ['unconfirmed', 'pending', 'active', 'rejected'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

/**
 * A business account. unconfirmed (email code not entered yet) -> pending (waiting for staff)
 * -> active or rejected. Field names keep the spec's spelling (lisence, otrn).
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    countryId: smallint('country_id').notNull().default(0),
    mobile: text('mobile'),
    /** Name of the licence document in `files`. */
    lisenceNumber: text('lisence_number'),
    /** Name of the TRN document in `files`. */
    otrnNumber: text('otrn_number'),
    /** Tax Registration Number (15 digits); none: invoiced as an unregistered recipient. */
    trn: text('trn'),
    /** Legal name as on the trade licence, printed on tax invoices (company name when empty). */
    legalName: text('legal_name'),
    /** The trade licence's number (the API's `licenceNumber`). */
    tradeLicenceNo: text('trade_licence_no'),
    /** Expiry of the licence on file, as the customer entered it or staff corrected it. */
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    /** The expiry staff last verified; ordering follows it unless uploads are trusted until review. */
    licenceVerifiedExpiry: date('licence_verified_expiry', { mode: 'string' }),
    /** A renewed licence was uploaded and waits for staff to verify it. */
    licenceReviewPending: boolean('licence_review_pending').notNull().default(false),
    /** Registration date printed on the TRN certificate. */
    trnRegisteredOn: date('trn_registered_on', { mode: 'string' }),
    emirate: text('emirate'),
    passwordHash: text('password_hash').notNull(),
    state: text('state', { enum: CUSTOMER_STATES }).notNull().default('unconfirmed'),
    rejectReason: text('reject_reason'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness; look customers up with lower(email) to use it.
    uniqueIndex('customers_email_lower_uq').on(sql`lower(${t.email})`),
    index('customers_state_idx').on(t.state, t.createdAt.desc()),
    // The daily expiry check and the staff's expiring list read licences by date.
    index('customers_licence_expiry_idx').on(t.licenceExpiry).where(sql`${t.licenceExpiry} is not null`),
    check('customers_state', sql`${t.state} in ('unconfirmed', 'pending', 'active', 'rejected')`),
    check('customers_trn', sql`${t.trn} is null or ${t.trn} ~ '^[0-9]{15}$'`),
    check('customers_country_range', sql`${t.countryId} between 0 and 240`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
