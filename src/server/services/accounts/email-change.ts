// Changing the login email: the current password is checked by the caller, the new address
// gets a 6-digit code (the registration rules: 15 minutes, 5 wrong tries), and only the code
// moves the account. An address that belongs to another account gets the same answer and the
// same work, with nothing stored or sent, so the profile cannot be used to find accounts.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type CustomerRow, customers, emailChanges } from '../../db/schema';
import { endSessions } from '../auth/sessions';
import { revokeResetLinks } from './reset';
import { queueMail } from '../mail/outbox';
import { emailChangeCodeMail, emailChangedMail } from '../mail/templates';
import { CONFIRMATION, codeHash, codeMatches, newCode } from './confirmation';
import { sessionToken } from './customer-token';
import { ACCOUNT_MESSAGES } from './messages';

export function emailChangeSentMessage(email: string): string {
  return `We sent a 6-digit code to ${email}. Enter it to confirm your new email address.`;
}

/** Inside the profile transaction, with the customer row locked. */
export async function requestEmailChange(tx: Tx, secret: string, customer: CustomerRow, newEmail: string): Promise<void> {
  const [taken] = await tx.select({ id: customers.id }).from(customers)
    .where(and(sql`lower(${customers.email}) = ${newEmail}`, ne(customers.id, customer.id)));
  const code = newCode();
  const values = {
    newEmail,
    codeHash: codeHash(secret, code),
    expiresAt: new Date(Date.now() + CONFIRMATION.validMinutes * 60_000),
    attempts: 0,
    lastSentAt: new Date(),
  };
  // A taken address drops any earlier request, exactly as a new request replaces it.
  if (taken) {
    await tx.delete(emailChanges).where(eq(emailChanges.customerId, customer.id));
    return;
  }
  await tx.insert(emailChanges).values({ customerId: customer.id, ...values })
    .onConflictDoUpdate({ target: emailChanges.customerId, set: values });
  await queueMail(tx, emailChangeCodeMail(newEmail, customer.name, code, CONFIRMATION.validMinutes));
}

export type ConfirmEmailChangeResult = { status: 1; token: string; message: string } | { status: 0; message: string };

type Checked = { ok: true; token: string } | { ok: false; message: string };

async function applyCode(tx: Tx, secret: string, customerId: number, sessionId: string, entered: string): Promise<Checked> {
  const [change] = await tx.select().from(emailChanges).where(eq(emailChanges.customerId, customerId)).for('update');
  if (!change) return { ok: false, message: ACCOUNT_MESSAGES.codeExpired };
  if (change.attempts >= CONFIRMATION.maxWrongTries) return { ok: false, message: ACCOUNT_MESSAGES.codeBurned };
  if (change.expiresAt.getTime() <= Date.now()) return { ok: false, message: ACCOUNT_MESSAGES.codeExpired };
  if (!codeMatches(secret, change.codeHash, entered)) {
    const [after] = await tx.update(emailChanges).set({ attempts: sql`${emailChanges.attempts} + 1` })
      .where(eq(emailChanges.customerId, customerId)).returning();
    return { ok: false, message: after.attempts >= CONFIRMATION.maxWrongTries ? ACCOUNT_MESSAGES.codeBurned : ACCOUNT_MESSAGES.codeWrong };
  }
  const [before] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  await tx.delete(emailChanges).where(eq(emailChanges.customerId, customerId));
  const [row] = await tx.update(customers).set({ email: change.newEmail, updatedAt: new Date() })
    .where(eq(customers.id, customerId)).returning();
  // The old address hears of it, and a stolen session elsewhere ends with the move.
  await queueMail(tx, emailChangedMail(before.email, before.name, change.newEmail));
  await endSessions(tx, 'customer', customerId, sessionId);
  // A reset link sent to the old address no longer sets this account's password.
  await revokeResetLinks(tx, customerId);
  return { ok: true, token: await sessionToken(tx, secret, row, sessionId) };
}

export async function confirmEmailChange(db: Db, secret: string, customerId: number, sessionId: string, code: string): Promise<ConfirmEmailChangeResult> {
  const entered = code.replace(/\s+/g, '');
  try {
    const checked = await db.transaction((tx) => applyCode(tx, secret, customerId, sessionId, entered));
    if (!checked.ok) return { status: 0, message: checked.message };
    return { status: 1, token: checked.token, message: ACCOUNT_MESSAGES.emailChanged };
  } catch (error) {
    // Someone registered the address between the request and the code.
    if (isUniqueViolation(error, 'customers_email_lower_uq')) return { status: 0, message: ACCOUNT_MESSAGES.emailTaken };
    throw error;
  }
}
