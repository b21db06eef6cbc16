// The dated trade documents a business account rests on: the trade licence (number, expiry
// date) and the TRN certificate (15-digit number, registration date). Shared by the forms, the
// back office and the server so that all three accept and word the same things.
import { TAX_FIELD_MESSAGES, isEmirate, isTrn } from './tax';

/** The documents' fields as the API names them (dates as `YYYY-MM-DD`). */
export interface TradeDocumentsInput {
  licenceNumber?: string | null;
  licenceExpiry?: string | null;
  trn?: string | null;
  trnRegisteredOn?: string | null;
  legalName?: string | null;
  emirate?: string | null;
}

export type TradeDocumentField = keyof TradeDocumentsInput;

export interface TradeDocuments {
  licenceNumber: string | null;
  licenceExpiry: string | null;
  trn: string | null;
  trnRegisteredOn: string | null;
  legalName: string | null;
  emirate: string | null;
}

/**
 * A licence in the back office's list of those expiring within 30 days or expired, waiting for
 * verification, or of an approved account whose expiry is not on record at all (nothing would
 * ever stop it ordering on a lapsed licence, nor remind the customer).
 */
export interface ExpiringLicence {
  customerId: number;
  name: string;
  companyName: string;
  email: string;
  licenceNumber: string | null;
  /** null: no expiry date on record. */
  licenceExpiry: string | null;
  /** Negative once expired; null without an expiry date. */
  daysLeft: number | null;
  licenceReviewPending: boolean;
}

export const TRADE_DOCUMENT_MESSAGES = {
  trn: TAX_FIELD_MESSAGES.trn,
  emirate: TAX_FIELD_MESSAGES.emirate,
  licenceExpiry: 'Enter the licence expiry date as a real date (YYYY-MM-DD).',
  trnRegisteredOn: 'Enter the TRN registration date as a real date (YYYY-MM-DD).',
  trnRegisteredFuture: 'The TRN registration date cannot be in the future.',
  licenceNumber: 'A trade licence number is 2 to 50 letters, digits, spaces, dashes or slashes.',
  verifyWithoutExpiry: 'Enter the licence expiry date to verify the licence.',
  /** A customer's new expiry date comes with the renewed licence itself. */
  renewalNeedsFile: "To change your licence's expiry date, upload the renewed licence with it.",
} as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LICENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,49}$/;
/** The UAE keeps Gulf Standard Time (UTC+4) all year: no daylight saving to follow. */
const DUBAI_OFFSET_MS = 4 * 3600_000;

/** A real calendar date written `YYYY-MM-DD` (2027-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar date in Dubai at `now`, as `YYYY-MM-DD`: licences expire by the shop's calendar. */
export function dubaiToday(now: Date): string {
  return new Date(now.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `2027-03-12` as "12 March 2027", whatever the reader's locale or time zone. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Why an account with an expired licence cannot order, and the way out. */
export function licenceExpiredMessage(expiry: string): string {
  return `Your trade licence expired on ${longDate(expiry)}. Upload the renewed licence to order.`;
}

/** A licence is valid through its expiry date and expired from the next day on. */
export function isLicenceExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export interface TradeDocumentProblem { field: TradeDocumentField; message: string }

/**
 * The cleaned fields (blank ones null, TRN digits only), or the first problem. Every field is
 * optional; `today` (Dubai) keeps a TRN registration date out of the future.
 */
export function checkTradeDocuments(input: TradeDocumentsInput, today: string): TradeDocuments | TradeDocumentProblem {
  // People type TRNs in groups ("100-1234-5678-9003"); only the digits count.
  const trn = blankToNull(input.trn)?.replace(/[\s-]/g, '') ?? null;
  if (trn !== null && !isTrn(trn)) return { field: 'trn', message: TRADE_DOCUMENT_MESSAGES.trn };
  const trnRegisteredOn = blankToNull(input.trnRegisteredOn);
  if (trnRegisteredOn !== null && !isIsoDate(trnRegisteredOn)) return { field: 'trnRegisteredOn', message: TRADE_DOCUMENT_MESSAGES.trnRegisteredOn };
  if (trnRegisteredOn !== null && trnRegisteredOn > today) return { field: 'trnRegisteredOn', message: TRADE_DOCUMENT_MESSAGES.trnRegisteredFuture };
  const licenceNumber = blankToNull(input.licenceNumber);
  if (licenceNumber !== null && !LICENCE_NUMBER.test(licenceNumber)) return { field: 'licenceNumber', message: TRADE_DOCUMENT_MESSAGES.licenceNumber };
  const licenceExpiry = blankToNull(input.licenceExpiry);
  if (licenceExpiry !== null && !isIsoDate(licenceExpiry)) return { field: 'licenceExpiry', message: TRADE_DOCUMENT_MESSAGES.licenceExpiry };
  const emirate = blankToNull(input.emirate);
  if (emirate !== null && !isEmirate(emirate)) return { field: 'emirate', message: TRADE_DOCUMENT_MESSAGES.emirate };
  return { licenceNumber, licenceExpiry, trn, trnRegisteredOn, legalName: blankToNull(input.legalName), emirate };
}

export function isTradeDocumentProblem(value: TradeDocuments | TradeDocumentProblem): value is TradeDocumentProblem {
  return 'message' in value;
}
