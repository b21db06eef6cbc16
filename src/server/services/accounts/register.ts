// Registration: a new account starts `unconfirmed`, with its documents stored and a
// confirmation code mailed, all in one transaction.
import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY_ID } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { customers } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { alreadyRegisteredMail } from '../mail/templates';
import { issueConfirmationCode } from './confirmation';
import type { FileStore } from '../files/file-store';
import { type CheckedDocument, type DocumentField, checkDocument, storeDocument } from './documents';
import { clean, countryIdOf, findCustomerByEmail, isValidEmail, normalizeEmail, optional } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword, isPasswordLengthValid } from './passwords';
import type { TradeDocumentsInput } from '../../../shared/trade-documents';
import { cleanTradeDocuments, tradeDocumentColumns } from '../trade-documents/customer-documents';

export interface RegisterInput extends TradeDocumentsInput {
  name?: string;
  companyName?: string;
  country?: number | string;
  lisence?: string;
  password?: string;
  mobile?: string;
  email?: string;
  otrn?: string;
}

/**
 * 1 created, 2 required field missing (or a password of the wrong length), 4 email malformed.
 * An email that already has an account answers 1 as well, and its owner is mailed instead:
 * status 3 would tell anyone which addresses are customers.
 */
export interface RegisterResult { status: 1 | 2 | 4; message: string }

const CREATED: RegisterResult = { status: 1, message: MSG.register.created };

function documentOf(field: DocumentField, value: string | undefined): CheckedDocument | null {
  const trimmed = clean(value);
  return trimmed === '' ? null : checkDocument(field, trimmed);
}

/**
 * Throws DocumentError for an unacceptable upload and TradeDocumentError for a malformed
 * licence or TRN field, before anything is written.
 */
export async function registerCustomer(db: Db, secret: string, input: RegisterInput, store: FileStore, now = new Date()): Promise<RegisterResult> {
  const name = clean(input.name);
  const companyName = clean(input.companyName);
  const email = normalizeEmail(input.email);
  const password = input.password ?? '';
  if (!name || !companyName || !email || password === '') return { status: 2, message: MSG.register.requiredFields };
  if (!isValidEmail(email)) return { status: 4, message: MSG.register.emailMalformed };
  if (!isPasswordLengthValid(password)) return { status: 2, message: ACCOUNT_MESSAGES.passwordLength };

  const tradeDocuments = tradeDocumentColumns(input, cleanTradeDocuments(input, now));
  const lisence = documentOf('lisence', input.lisence);
  const otrn = documentOf('otrn', input.otrn);
  // Hashed whether or not the email is free: the answer and its time must not tell which it is.
  const passwordHash = await hashPassword(password);
  const existing = await findCustomerByEmail(db, email);
  if (existing) {
    await queueMail(db, alreadyRegisteredMail(existing.email, existing.name));
    return CREATED;
  }
  try {
    await db.transaction(async (tx) => {
      const [created] = await tx.insert(customers).values({
        email, name, companyName, passwordHash,
        countryId: countryIdOf(input.country, DEFAULT_COUNTRY_ID.register),
        mobile: optional(input.mobile),
        ...tradeDocuments,
      }).returning();
      const lisenceNumber = lisence ? await storeDocument(tx, store, created.id, lisence) : null;
      const otrnNumber = otrn ? await storeDocument(tx, store, created.id, otrn) : null;
      const [customer] = await tx.update(customers).set({ lisenceNumber, otrnNumber })
        .where(eq(customers.id, created.id)).returning();
      await issueConfirmationCode(tx, secret, customer);
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the second loses on the unique index.
    if (isUniqueViolation(error, 'customers_email_lower_uq')) return CREATED;
    throw error;
  }
  return CREATED;
}
