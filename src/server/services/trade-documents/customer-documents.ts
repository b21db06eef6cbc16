// A customer's dated trade documents: reading them, saving what the customer or staff entered,
// and the one rule that stops ordering while the licence has expired.
import { eq } from 'drizzle-orm';
import {
  TRADE_DOCUMENT_MESSAGES, type TradeDocuments, type TradeDocumentsInput, checkTradeDocuments, dubaiToday, isLicenceExpired,
  isTradeDocumentProblem, licenceExpiredMessage,
} from '../../../shared/trade-documents';
import type { DbOrTx } from '../../db/client';
import { type CustomerRow, customers } from '../../db/schema';

export interface TradeDocumentsView extends TradeDocuments {
  /** The expiry staff last verified (null: never verified). */
  licenceVerifiedExpiry: string | null;
  /** A renewed licence waits for staff to verify it. */
  licenceReviewPending: boolean;
  /** Why this account cannot order right now, or null. */
  orderBlock: string | null;
}

/** Thrown by the account flows for a field the customer must correct; nothing is written. */
export class TradeDocumentError extends Error {}

/** The cleaned fields; throws TradeDocumentError with the first problem's message. */
export function cleanTradeDocuments(input: TradeDocumentsInput, now: Date): TradeDocuments {
  const checked = checkTradeDocuments(input, dubaiToday(now));
  if (isTradeDocumentProblem(checked)) throw new TradeDocumentError(checked.message);
  return checked;
}

/** The expiry ordering goes by: the verified one, or with trusted uploads the one on file. */
export function effectiveLicenceExpiry(row: Pick<CustomerRow, 'licenceExpiry' | 'licenceVerifiedExpiry'>, trustUploads: boolean): string | null {
  return trustUploads ? row.licenceExpiry ?? row.licenceVerifiedExpiry : row.licenceVerifiedExpiry;
}

export function orderBlockOf(row: Pick<CustomerRow, 'licenceExpiry' | 'licenceVerifiedExpiry'>, trustUploads: boolean, now: Date): string | null {
  const expiry = effectiveLicenceExpiry(row, trustUploads);
  return expiry !== null && isLicenceExpired(expiry, dubaiToday(now)) ? licenceExpiredMessage(expiry) : null;
}

export function tradeDocumentsOf(row: CustomerRow, trustUploads: boolean, now: Date): TradeDocumentsView {
  return {
    licenceNumber: row.tradeLicenceNo,
    licenceExpiry: row.licenceExpiry,
    trn: row.trn,
    trnRegisteredOn: row.trnRegisteredOn,
    legalName: row.legalName,
    emirate: row.emirate,
    licenceVerifiedExpiry: row.licenceVerifiedExpiry,
    licenceReviewPending: row.licenceReviewPending,
    orderBlock: orderBlockOf(row, trustUploads, now),
  };
}

export async function loadTradeDocuments(db: DbOrTx, customerId: number, trustUploads: boolean, now: Date): Promise<TradeDocumentsView | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ? tradeDocumentsOf(row, trustUploads, now) : null;
}

/** Why the customer may not place an order now (the licence has expired), or null. */
export async function orderBlockFor(db: DbOrTx, customerId: number, trustUploads: boolean, now: Date): Promise<string | null> {
  const [row] = await db.select({ licenceExpiry: customers.licenceExpiry, licenceVerifiedExpiry: customers.licenceVerifiedExpiry })
    .from(customers).where(eq(customers.id, customerId));
  return row ? orderBlockOf(row, trustUploads, now) : null;
}

/** The columns to write for fields the request carried; absent fields keep their values. */
export function tradeDocumentColumns(given: TradeDocumentsInput, cleaned: TradeDocuments): Partial<CustomerRow> {
  const set: Partial<CustomerRow> = {};
  if (given.licenceNumber !== undefined) set.tradeLicenceNo = cleaned.licenceNumber;
  if (given.licenceExpiry !== undefined) set.licenceExpiry = cleaned.licenceExpiry;
  if (given.trn !== undefined) set.trn = cleaned.trn;
  if (given.trnRegisteredOn !== undefined) set.trnRegisteredOn = cleaned.trnRegisteredOn;
  if (given.legalName !== undefined) set.legalName = cleaned.legalName;
  if (given.emirate !== undefined) set.emirate = cleaned.emirate;
  return set;
}

/**
 * A customer changes the licence's expiry date only with the renewed licence itself: a date
 * typed alone proves nothing (and where uploads are trusted, LICENCE_TRUST_UPLOADS, it would let
 * an account whose licence expired order again). Throws TradeDocumentError. Staff correct dates
 * through their own route.
 */
export function requireRenewedLicence(row: CustomerRow, set: Partial<CustomerRow>, newLicenceFile: boolean): void {
  const expiryChanged = set.licenceExpiry !== undefined && set.licenceExpiry !== row.licenceExpiry;
  if (expiryChanged && !newLicenceFile) throw new TradeDocumentError(TRADE_DOCUMENT_MESSAGES.renewalNeedsFile);
}

/**
 * What a customer's own change means for verification: a new licence (another expiry date or a
 * new licence file) on an account staff already verified goes back to staff.
 */
export function customerLicenceChange(row: CustomerRow, set: Partial<CustomerRow>, newLicenceFile: boolean): Partial<CustomerRow> {
  const expiryChanged = set.licenceExpiry !== undefined && set.licenceExpiry !== row.licenceExpiry;
  return expiryChanged || newLicenceFile ? { ...set, licenceReviewPending: true } : set;
}
