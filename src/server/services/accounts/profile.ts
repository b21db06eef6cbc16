// What a logged-in customer changes about the account: the password and the profile (an
// email change only starts here; email-change.ts finishes it).
import { eq } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { type CustomerRow, customers } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { endSessions } from '../auth/sessions';
import { revokeResetLinks } from './reset';
import { passwordChangedMail } from '../mail/templates';
import { sessionToken } from './customer-token';
import type { FileStore } from '../files/file-store';
import { discardStoredFiles } from '../catalogue-admin/media-files';
import { type CheckedDocument, type DocumentField, DocumentError, checkDocument, deleteDocuments, isDataUrl, storeDocument } from './documents';
import { emailChangeSentMessage, requestEmailChange } from './email-change';
import { clean, countryIdOf, isValidEmail, normalizeEmail, optional } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword, isPasswordLengthValid, verifyPassword } from './passwords';
import type { TradeDocumentsInput } from '../../../shared/trade-documents';
import { cleanTradeDocuments, customerLicenceChange, requireRenewedLicence, tradeDocumentColumns } from '../trade-documents/customer-documents';

export type ChangePasswordResult = { status: 1; token: string } | { status: 0 | 2; message: string };

async function lockCustomer(tx: Tx, id: number): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw new Error(`customer ${id} vanished during the request`);
  return row;
}

/** Ends every other session and answers with a fresh token for this one. */
export async function changePassword(
  db: Db, secret: string, customerId: number, sessionId: string, current: string, next: string,
): Promise<ChangePasswordResult> {
  if (current === '' || next === '') return { status: 2, message: MSG.register.requiredFields };
  if (!isPasswordLengthValid(next)) return { status: 0, message: ACCOUNT_MESSAGES.passwordLength };
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (!row || !(await verifyPassword(row.passwordHash, current))) return { status: 0, message: ACCOUNT_MESSAGES.wrongCurrentPassword };
  const passwordHash = await hashPassword(next);
  const token = await db.transaction(async (tx) => {
    const [customer] = await tx.update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, customerId)).returning();
    await endSessions(tx, 'customer', customerId, sessionId);
    await revokeResetLinks(tx, customerId);
    await queueMail(tx, passwordChangedMail(customer.email, customer.name));
    return sessionToken(tx, secret, customer, sessionId);
  });
  return { status: 1, token };
}

export interface EditInput extends TradeDocumentsInput {
  name?: string;
  companyName?: string;
  otrn?: string;
  lisence?: string;
  country?: number | string;
  mobile?: string;
  email?: string;
  /** Needed only when the email changes. */
  currentPassword?: string;
}

/** `emailPending`: a code went to the new address (or, for a taken one, seemed to). */
export type EditResult =
  | { status: 1; token: string; emailPending?: true; message?: string }
  | { status: 0 | 2 | 3; message: string };

type DocumentInput = CheckedDocument | string;

/** Uploads are decoded and checked before the transaction, so no lock is held meanwhile. */
function documentInput(field: DocumentField, value: string | undefined): DocumentInput {
  const given = clean(value);
  return isDataUrl(given) ? checkDocument(field, given) : given;
}

/** Keeps, replaces or refuses one document; returns the name to store. */
async function nextDocument(tx: Tx, store: FileStore, customer: CustomerRow, field: DocumentField, given: DocumentInput, replaced: string[]): Promise<string | null> {
  const current = field === 'lisence' ? customer.lisenceNumber : customer.otrnNumber;
  if (given === '' || given === current) return current;
  // Only a new upload may change the file: naming another stored file must not claim it.
  if (typeof given === 'string') throw new DocumentError(ACCOUNT_MESSAGES.badDocumentName);
  const name = await storeDocument(tx, store, customer.id, given);
  if (current) {
    await deleteDocuments(tx, customer.id, [current]);
    replaced.push(current);
  }
  return name;
}

/**
 * Throws DocumentError for an unacceptable upload and TradeDocumentError for a malformed
 * licence or TRN field; nothing is written then. A renewed licence goes to staff for review.
 */
export async function editProfile(
  db: Db, secret: string, customerId: number, sessionId: string, input: EditInput, store: FileStore, now = new Date(),
): Promise<EditResult> {
  const name = clean(input.name);
  const companyName = clean(input.companyName);
  const email = normalizeEmail(input.email);
  if (!name || !companyName || !email) return { status: 2, message: MSG.register.requiredFields };
  if (!isValidEmail(email)) return { status: 3, message: MSG.register.emailMalformed };
  const [current] = await db.select().from(customers).where(eq(customers.id, customerId));
  const emailChanges = current.email.toLowerCase() !== email;
  // The password is checked before anything else, outside the transaction (scrypt is slow).
  if (emailChanges && !(await verifyPassword(current.passwordHash, input.currentPassword ?? ''))) {
    return { status: 0, message: ACCOUNT_MESSAGES.wrongCurrentPassword };
  }
  const tradeDocuments = tradeDocumentColumns(input, cleanTradeDocuments(input, now));
  const lisence = documentInput('lisence', input.lisence);
  const otrn = documentInput('otrn', input.otrn);
  const replaced: string[] = [];
  const token = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    requireRenewedLicence(customer, tradeDocuments, typeof lisence !== 'string');
    const lisenceNumber = await nextDocument(tx, store, customer, 'lisence', lisence, replaced);
    const otrnNumber = await nextDocument(tx, store, customer, 'otrn', otrn, replaced);
    const licenceChange = customerLicenceChange(customer, tradeDocuments, lisenceNumber !== customer.lisenceNumber);
    const [row] = await tx.update(customers).set({
      ...licenceChange,
      name, companyName, lisenceNumber, otrnNumber,
      countryId: countryIdOf(input.country, customer.countryId),
      mobile: input.mobile === undefined ? customer.mobile : optional(input.mobile),
      updatedAt: new Date(),
    }).where(eq(customers.id, customerId)).returning();
    if (emailChanges) await requestEmailChange(tx, secret, row, email);
    return sessionToken(tx, secret, row, sessionId);
  });
  await discardStoredFiles(store, 'document', replaced);
  return emailChanges ? { status: 1, token, emailPending: true, message: emailChangeSentMessage(email) } : { status: 1, token };
}
