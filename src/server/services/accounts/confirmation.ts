// Email confirmation with a 6-digit code: valid 15 minutes, burnt after 5 wrong tries, at most
// one new code a minute. Codes are stored as an HMAC keyed with the server secret, so a copy of
// the database alone does not let anyone work a live code out of its hash.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type CustomerRow, confirmationCodes, customers } from '../../db/schema';
import { confirmationCodeMail } from '../mail/templates';
import { queueMail } from '../mail/outbox';
import type { CounterStore } from '../throttle/counter-store';
import { rehearseMail } from './decoy';
import { findCustomerByEmail, normalizeEmail } from './fields';
import { ACCOUNT_MESSAGES } from './messages';

export const CONFIRMATION = { digits: 6, validMinutes: 15, maxWrongTries: 5, resendAfterMs: 60_000 } as const;

export function codeHash(secret: string, code: string): string {
  return createHmac('sha256', `confirmation-code:${secret}`).update(code).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 10 ** CONFIRMATION.digits)).padStart(CONFIRMATION.digits, '0');
}

/** True when `entered` is the code whose hash is stored, in constant time. */
export function codeMatches(secret: string, storedHash: string, entered: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(codeHash(secret, entered), 'hex');
  return /^\d{6}$/.test(entered) && expected.length === given.length && timingSafeEqual(expected, given);
}

/** Replaces the customer's code with a new one and queues the mail that carries it. */
export async function issueConfirmationCode(tx: DbOrTx, secret: string, customer: CustomerRow): Promise<void> {
  const code = newCode();
  const now = new Date();
  const values = {
    codeHash: codeHash(secret, code),
    expiresAt: new Date(now.getTime() + CONFIRMATION.validMinutes * 60_000),
    attempts: 0,
    lastSentAt: now,
  };
  await tx.insert(confirmationCodes).values({ customerId: customer.id, ...values })
    .onConflictDoUpdate({ target: confirmationCodes.customerId, set: values });
  await queueMail(tx, confirmationCodeMail(customer.email, customer.name, code, CONFIRMATION.validMinutes));
}

/** Milliseconds until another code may be sent, 0 when one may go now. */
export async function resendWaitMs(tx: DbOrTx, customerId: number): Promise<number> {
  const [row] = await tx.select({ lastSentAt: confirmationCodes.lastSentAt }).from(confirmationCodes)
    .where(eq(confirmationCodes.customerId, customerId));
  if (!row) return 0;
  return Math.max(0, row.lastSentAt.getTime() + CONFIRMATION.resendAfterMs - Date.now());
}

/** True when the customer holds a code that can still be entered. */
export async function hasLiveCode(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await tx.select().from(confirmationCodes).where(eq(confirmationCodes.customerId, customerId));
  return !!row && row.expiresAt.getTime() > Date.now() && row.attempts < CONFIRMATION.maxWrongTries;
}

export type ConfirmResult = { ok: true } | { ok: false; message: string };

/** A customer id no row has (ids start at 1). */
const NO_CUSTOMER = -1;

/**
 * An email with nothing to confirm (unknown, or confirmed already) answers exactly like a
 * wrong code, down to the fifth try that burns it, counted in the shared counter store.
 */
async function decoyConfirm(counters: CounterStore, secret: string, email: string, entered: string): Promise<ConfirmResult> {
  codeHash(secret, entered);
  const { hits } = await counters.hit(`confirm-decoy:${email}`, CONFIRMATION.validMinutes * 60_000);
  return { ok: false, message: hits >= CONFIRMATION.maxWrongTries ? ACCOUNT_MESSAGES.codeBurned : ACCOUNT_MESSAGES.codeWrong };
}

export async function confirmEmail(db: Db, counters: CounterStore, secret: string, email: string, code: string): Promise<ConfirmResult> {
  const entered = code.replace(/\s+/g, '');
  const normalized = normalizeEmail(email);
  const result = await db.transaction(async (tx): Promise<ConfirmResult | null> => {
    const found = await findCustomerByEmail(tx, normalized, true);
    const customer = found?.state === 'unconfirmed' ? found : null;
    const [row] = await tx.select().from(confirmationCodes).where(eq(confirmationCodes.customerId, customer?.id ?? NO_CUSTOMER)).for('update');
    if (!customer) {
      // The statements a wrong code costs, on no row: the time does not tell the email apart either.
      await tx.update(confirmationCodes).set({ attempts: sql`${confirmationCodes.attempts} + 1` }).where(eq(confirmationCodes.customerId, NO_CUSTOMER));
      return null;
    }
    if (!row) return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
    if (row.attempts >= CONFIRMATION.maxWrongTries) return { ok: false, message: ACCOUNT_MESSAGES.codeBurned };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
    if (!codeMatches(secret, row.codeHash, entered)) {
      const [after] = await tx.update(confirmationCodes).set({ attempts: sql`${confirmationCodes.attempts} + 1` })
        .where(eq(confirmationCodes.customerId, customer.id)).returning();
      const burnt = after.attempts >= CONFIRMATION.maxWrongTries;
      return { ok: false, message: burnt ? ACCOUNT_MESSAGES.codeBurned : ACCOUNT_MESSAGES.codeWrong };
    }
    await tx.delete(confirmationCodes).where(eq(confirmationCodes.customerId, customer.id));
    await tx.update(customers).set({ state: 'pending', confirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(customers.id, customer.id));
    return { ok: true };
  });
  return result ?? decoyConfirm(counters, secret, normalized, entered);
}

export type ResendResult = { ok: true } | { ok: false; waitMs: number };

/**
 * Mails a new code. Unknown and already confirmed emails answer like a sent code, with the
 * same work and the same once-a-minute refusal, so the call cannot be used to list accounts.
 */
export async function resendConfirmationCode(db: Db, counters: CounterStore, secret: string, email: string): Promise<ResendResult> {
  const normalized = normalizeEmail(email);
  const result = await db.transaction(async (tx): Promise<ResendResult | null> => {
    const customer = await findCustomerByEmail(tx, normalized, true);
    if (!customer || customer.state !== 'unconfirmed') return null;
    const waitMs = await resendWaitMs(tx, customer.id);
    if (waitMs > 0) return { ok: false, waitMs };
    await issueConfirmationCode(tx, secret, customer);
    return { ok: true };
  });
  if (result) return result;
  const { hits, resetInMs } = await counters.hit(`resend-decoy:${normalized}`, CONFIRMATION.resendAfterMs);
  if (hits > 1) return { ok: false, waitMs: resetInMs };
  const code = newCode();
  codeHash(secret, code);
  await rehearseMail(db, confirmationCodeMail(normalized, '', code, CONFIRMATION.validMinutes));
  return { ok: true };
}
