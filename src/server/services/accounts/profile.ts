// What a logged-in customer changes about the account: the password and the profile.
import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type CustomerRow, customers } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { emailChangedMail, passwordChangedMail } from '../mail/templates';
import { customerToken } from './customer-token';
import type { FileStore } from '../files/file-store';
import { discardStoredFiles } from '../catalogue-admin/media-files';
import { type CheckedDocument, type DocumentField, DocumentError, checkDocument, deleteDocuments, isDataUrl, storeDocument } from './documents';
import { clean, countryIdOf, isValidEmail, normalizeEmail, optional } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword, isPasswordLengthValid, verifyPassword } from './passwords';

export type ChangePasswordResult = { status: 1; token: string } | { status: 0 | 2; message: string };

async function lockCustomer(tx: Tx, id: number): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw new Error(`customer ${id} vanished during the request`);
  return row;
}

/** Ends every other session (token version bump) and answers with a token for this one. */
export async function changePassword(db: Db, secret: string, customerId: number, current: string, next: string): Promise<ChangePasswordResult> {
  if (current === '' || next === '') return { status: 2, message: MSG.register.requiredFields };
  if (!isPasswordLengthValid(next)) return { status: 0, message: ACCOUNT_MESSAGES.passwordLength };
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  if (!row || !(await verifyPassword(row.passwordHash, current))) return { status: 0, message: ACCOUNT_MESSAGES.wrongCurrentPassword };
  const passwordHash = await hashPassword(next);
  const updated = await db.transaction(async (tx) => {
    const [customer] = await tx.update(customers)
      .set({ passwordHash, tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(customers.id, customerId)).returning();
    await queueMail(tx, passwordChangedMail(customer.email, customer.name));
    return customer;
  });
  return { status: 1, token: await customerToken(secret, updated) };
}

export interface EditInput {
  name?: string;
  companyName?: string;
  otrn?: string;
  lisence?: string;
  country?: number | string;
  mobile?: string;
  email?: string;
}

export type EditResult = { status: 1; token: string } | { status: 2 | 3; message: string };

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

/** Throws DocumentError for an unacceptable upload; nothing is written then. */
export async function editProfile(db: Db, secret: string, customerId: number, input: EditInput, store: FileStore): Promise<EditResult> {
  const name = clean(input.name);
  const companyName = clean(input.companyName);
  const email = normalizeEmail(input.email);
  if (!name || !companyName || !email) return { status: 2, message: MSG.register.requiredFields };
  if (!isValidEmail(email)) return { status: 3, message: MSG.register.emailMalformed };
  const lisence = documentInput('lisence', input.lisence);
  const otrn = documentInput('otrn', input.otrn);
  const replaced: string[] = [];
  try {
    const updated = await db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, customerId);
      const [taken] = await tx.select({ id: customers.id }).from(customers)
        .where(and(sql`lower(${customers.email}) = ${email}`, ne(customers.id, customerId)));
      if (taken) return null;
      const lisenceNumber = await nextDocument(tx, store, customer, 'lisence', lisence, replaced);
      const otrnNumber = await nextDocument(tx, store, customer, 'otrn', otrn, replaced);
      const [row] = await tx.update(customers).set({
        name, companyName, email, lisenceNumber, otrnNumber,
        countryId: countryIdOf(input.country, customer.countryId),
        mobile: input.mobile === undefined ? customer.mobile : optional(input.mobile),
        updatedAt: new Date(),
      }).where(eq(customers.id, customerId)).returning();
      // The old address hears of the change: a stolen session must not move the account quietly.
      if (customer.email !== email) await queueMail(tx, emailChangedMail(customer.email, customer.name, email));
      return row;
    });
    if (!updated) return { status: 3, message: ACCOUNT_MESSAGES.emailTaken };
    await discardStoredFiles(store, 'document', replaced);
    return { status: 1, token: await customerToken(secret, updated) };
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_lower_uq')) return { status: 3, message: ACCOUNT_MESSAGES.emailTaken };
    throw error;
  }
}
