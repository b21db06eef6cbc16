// What staff do with customers' trade documents: read and correct them, verify a licence (which
// is what lets a customer with a renewed licence order again), and see which licences expire
// soon or have expired.
import { and, asc, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { type ExpiringLicence, TRADE_DOCUMENT_MESSAGES, type TradeDocumentsInput, daysBetween, dubaiToday } from '../../../shared/trade-documents';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound } from '../admin/outcome';
import { TradeDocumentError, type TradeDocumentsView, cleanTradeDocuments, tradeDocumentColumns, tradeDocumentsOf } from './customer-documents';

/** Licences expiring within this many days are listed for staff and reminded to customers. */
export const EXPIRY_WINDOW_DAYS = 30;

export interface StaffDocumentsInput extends TradeDocumentsInput {
  /** The licence shown was checked against the uploaded document. */
  verify?: boolean;
}


export async function staffTradeDocuments(db: DbOrTx, customerId: number, trustUploads: boolean, now: Date): Promise<Outcome<{ documents: TradeDocumentsView }>> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ? done({ documents: tradeDocumentsOf(row, trustUploads, now) }, false) : notFound;
}

/** Corrections and the verification, in one audited change. */
export async function saveStaffTradeDocuments(
  db: Db, staffId: number, customerId: number, input: StaffDocumentsInput, trustUploads: boolean, now: Date,
): Promise<Outcome<{ documents: TradeDocumentsView }>> {
  let set;
  try {
    set = tradeDocumentColumns(input, cleanTradeDocuments(input, now));
  } catch (error) {
    if (error instanceof TradeDocumentError) return invalid(error.message);
    throw error;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!before) return notFound;
    const expiry = set.licenceExpiry !== undefined ? set.licenceExpiry : before.licenceExpiry;
    // A licence verified without its expiry would never block ordering nor be reminded of.
    if (input.verify && expiry === null) return invalid(TRADE_DOCUMENT_MESSAGES.verifyWithoutExpiry);
    const verified = input.verify ? { licenceVerifiedExpiry: expiry, licenceReviewPending: false } : {};
    const [after] = await tx.update(customers).set({ ...set, ...verified, updatedAt: now }).where(eq(customers.id, customerId)).returning();
    await audit(tx, staffId, input.verify ? 'customer.documents.verify' : 'customer.documents', `customer:${customerId}`, {
      from: tradeDocumentsOf(before, trustUploads, now), to: tradeDocumentsOf(after, trustUploads, now),
    });
    return done({ documents: tradeDocumentsOf(after, trustUploads, now) });
  });
}

/**
 * Licences of live accounts that expire within 30 days or have expired, renewals awaiting
 * review, then approved accounts without any expiry on record (staff should record it).
 */
export async function listExpiringLicences(db: DbOrTx, now: Date): Promise<ExpiringLicence[]> {
  const today = dubaiToday(now);
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRY_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db.select({
    customerId: customers.id, name: customers.name, companyName: customers.companyName, email: customers.email,
    licenceNumber: customers.tradeLicenceNo, licenceExpiry: customers.licenceExpiry, licenceReviewPending: customers.licenceReviewPending,
  }).from(customers)
    .where(and(
      ne(customers.state, 'rejected'),
      or(
        and(isNotNull(customers.licenceExpiry), or(lte(customers.licenceExpiry, horizon), eq(customers.licenceReviewPending, true))),
        and(isNull(customers.licenceExpiry), or(
          eq(customers.licenceReviewPending, true),
          and(eq(customers.state, 'active'), isNull(customers.licenceVerifiedExpiry)),
        )),
      ),
    ))
    // Dated ones first, soonest first: a shop with many accounts of unknown expiry still sees them.
    .orderBy(sql`${customers.licenceExpiry} asc nulls last`, asc(customers.id))
    .limit(500);
  return rows.map((row) => ({ ...row, daysLeft: row.licenceExpiry === null ? null : daysBetween(today, row.licenceExpiry) }));
}

