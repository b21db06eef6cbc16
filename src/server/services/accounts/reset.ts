// Password reset by mailed link. The answer to a request never says whether the email has an
// account. A link holds 32 random bytes, is stored hashed, works once and for one hour; using
// one ends every session and voids the customer's other open links.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, resetCodes } from '../../db/schema';
import { endSessions } from '../auth/sessions';
import { queueMail } from '../mail/outbox';
import { passwordChangedMail, resetLinkMail } from '../mail/templates';
import { rehearseMail } from './decoy';
import { findCustomerByEmail, normalizeEmail } from './fields';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword } from './passwords';

export const RESET_LINK = { validMinutes: 60, bytes: 32 } as const;

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function resetUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/reset/${code}`;
}

/** Queues a link for a known email; does nothing, with the same answer, for an unknown one. */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string): Promise<void> {
  const customer = await findCustomerByEmail(db, normalizeEmail(email));
  const code = randomBytes(RESET_LINK.bytes).toString('base64url');
  if (!customer) {
    const decoy = hashOf(code);
    await rehearseMail(db, resetLinkMail(normalizeEmail(email), '', resetUrl(publicUrl, decoy), decoy, RESET_LINK.validMinutes));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.insert(resetCodes).values({
      customerId: customer.id,
      codeHash: hashOf(code),
      expiresAt: new Date(Date.now() + RESET_LINK.validMinutes * 60_000),
    });
    await queueMail(tx, resetLinkMail(customer.email, customer.name, resetUrl(publicUrl, code), code, RESET_LINK.validMinutes));
  });
}

/**
 * Every open reset link of the customer stops working: once the password is changed, or the
 * account moves to another address, a link sent before (perhaps to a mailbox the customer no
 * longer controls) must not set a password any more.
 */
export async function revokeResetLinks(tx: Tx, customerId: number, at = new Date()): Promise<void> {
  await tx.update(resetCodes).set({ usedAt: at }).where(and(eq(resetCodes.customerId, customerId), isNull(resetCodes.usedAt)));
}

export type ResetResult = { ok: true } | { ok: false; message: string };

/** The password must already be checked for length. */
export async function resetPassword(db: Db, code: string, password: string): Promise<ResetResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(resetCodes).where(eq(resetCodes.codeHash, hashOf(code))).for('update');
    if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now()) return { ok: false, message: ACCOUNT_MESSAGES.resetLinkDead };
    const now = new Date();
    await revokeResetLinks(tx, link.customerId, now);
    const [customer] = await tx.update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(customers.id, link.customerId)).returning();
    await endSessions(tx, 'customer', customer.id);
    await queueMail(tx, passwordChangedMail(customer.email, customer.name));
    return { ok: true };
  });
}
