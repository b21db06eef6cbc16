// Staff decisions on accounts. Approving makes an account active (it can log in); rejecting
// ends its sessions. Repeating a decision changes nothing and mails nobody. Every change is
// written to the audit log with the staff member who made it.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type CustomerRow, auditLog, customers } from '../../db/schema';
import { endSessions } from '../auth/sessions';
import { queueMail } from '../mail/outbox';
import { accountApprovedMail, accountRejectedMail } from '../mail/templates';
import { type AdminCustomer, toAdminCustomer } from './admin-customers';

export const APPROVAL_MESSAGES = {
  notConfirmed: 'This customer has not confirmed the email address yet, so the account cannot be approved.',
} as const;

export type DecisionResult =
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }
  | { kind: 'done'; customer: AdminCustomer; changed: boolean };

async function decide(
  db: Db,
  id: number,
  apply: (tx: Tx, row: CustomerRow) => Promise<CustomerRow | string | null>,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!row) return { kind: 'not-found' };
    const outcome = await apply(tx, row);
    if (typeof outcome === 'string') return { kind: 'refused', message: outcome };
    return { kind: 'done', customer: toAdminCustomer(outcome ?? row), changed: outcome !== null };
  });
}

async function audit(tx: Tx, staffId: number, action: string, row: CustomerRow, details: Record<string, unknown>): Promise<void> {
  await tx.insert(auditLog).values({ staffId, action, target: `customer:${row.id}`, details: { from: row.state, ...details } });
}

export function approveCustomer(db: Db, staffId: number, id: number, loginUrl: string): Promise<DecisionResult> {
  return decide(db, id, async (tx, row) => {
    if (row.state === 'active') return null;
    if (row.state === 'unconfirmed') return APPROVAL_MESSAGES.notConfirmed;
    if (row.confirmedAt === null) {
      // Rejected before its email was confirmed: approving undoes the rejection only, back to
      // waiting for the confirmation (the customer can have the code sent again); the address
      // was never proven, so the account cannot be active yet.
      const [reopened] = await tx.update(customers)
        .set({ state: 'unconfirmed', rejectReason: null, decidedAt: new Date(), updatedAt: new Date() })
        .where(eq(customers.id, id)).returning();
      await audit(tx, staffId, 'customer.reopen', row, {});
      return reopened;
    }
    const [updated] = await tx.update(customers)
      // Approving an account verifies the licence it was registered with.
      .set({
        state: 'active', rejectReason: null, decidedAt: new Date(), updatedAt: new Date(),
        licenceVerifiedExpiry: row.licenceExpiry, licenceReviewPending: false,
      })
      .where(eq(customers.id, id)).returning();
    await audit(tx, staffId, 'customer.approve', row, {});
    await queueMail(tx, accountApprovedMail(row.email, row.name, loginUrl));
    return updated;
  });
}

export function rejectCustomer(db: Db, staffId: number, id: number, reason: string | null): Promise<DecisionResult> {
  return decide(db, id, async (tx, row) => {
    if (row.state === 'rejected') return null;
    const [updated] = await tx.update(customers)
      .set({
        state: 'rejected', rejectReason: reason, decidedAt: new Date(), updatedAt: new Date(),
      })
      .where(eq(customers.id, id)).returning();
    // An approved account that is rejected later loses its sessions at once.
    await endSessions(tx, 'customer', id);
    await audit(tx, staffId, 'customer.reject', row, { reason });
    await queueMail(tx, accountRejectedMail(row.email, row.name, reason));
    return updated;
  });
}
