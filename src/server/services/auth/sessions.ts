// Sessions in the database: a login opens a row, a token names it, and a request with a token
// reads that row by primary key (joined with the account, whose state decides too, and for a
// customer with the price list their prices come from). Each instance keeps what it read in a
// SessionCache, which the database tells of every write that ends or changes a session, on any
// instance (migration 0015), so a logout holds everywhere without a read per request.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Customer } from '../../../shared/api-types';
import type { DbOrTx } from '../../db/client';
import { type SessionKind, customers, sessions, staff } from '../../db/schema';
import { activePriceListOf } from '../pricing';
import type { OpenSession } from './session-cache';
import { STAFF_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS, customerClaims, signToken, staffClaims } from './tokens';

export interface OpenedSession { id: string; openedAt: Date; expiresAt: Date }

const TTL: Record<SessionKind, number> = { customer: TOKEN_TTL_SECONDS, staff: STAFF_TOKEN_TTL_SECONDS };

/** The session `sessionId`, of this account, not yet expired. */
const isOpen = (kind: SessionKind, subjectId: number, sessionId: string) =>
  and(eq(sessions.id, sessionId), eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), gt(sessions.expiresAt, new Date()));

/** Opens a session; the account's sessions that ran out are cleared on the way. */
export async function openSession(db: DbOrTx, kind: SessionKind, subjectId: number): Promise<OpenedSession> {
  const id = randomBytes(16).toString('base64url');
  // One instant for both ends, so a token's lifetime is the session's to the second.
  const openedAt = new Date(Date.now());
  const expiresAt = new Date(openedAt.getTime() + TTL[kind] * 1000);
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), lte(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ id, kind, subjectId, expiresAt });
  return { id, openedAt, expiresAt };
}

/** A token for a new customer session. */
export async function customerSessionToken(db: DbOrTx, secret: string, customerId: number, customer: Customer): Promise<string> {
  const session = await openSession(db, 'customer', customerId);
  return signToken(secret, customerClaims(customer, session.id), customerId, session.expiresAt, session.openedAt);
}

/** A token for a new staff session. */
export async function staffSessionToken(db: DbOrTx, secret: string, staffId: number, who: { email: string; name: string }): Promise<string> {
  const session = await openSession(db, 'staff', staffId);
  return signToken(secret, staffClaims(who, session.id), staffId, session.expiresAt, session.openedAt);
}

/** What a request whose session has ended is told (401). */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * The request's session ended while it ran (a logout everywhere, a password reset): answered
 * 401, and the transaction it is thrown in writes nothing.
 */
export class SessionEndedError extends Error {
  readonly statusCode = 401;

  constructor() {
    super(SESSION_ENDED);
  }
}

/**
 * A token with fresh account details for a session that is still open (after a profile or
 * password change). Asked inside the change's transaction, after the account's row is locked:
 * a session ended meanwhile throws SessionEndedError, so the change is undone and no session is
 * ever opened in its place.
 */
export async function refreshedCustomerToken(db: DbOrTx, secret: string, customerId: number, sessionId: string, customer: Customer): Promise<string> {
  const [open] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(isOpen('customer', customerId, sessionId));
  if (!open) throw new SessionEndedError();
  return signToken(secret, customerClaims(customer, sessionId), customerId, open.expiresAt);
}

/**
 * The customer's open session, with the price list their prices come from (read in the same
 * statement, so a customer's request costs one lookup for both); null when the session has
 * ended or the account is no longer active (approved).
 */
export async function openCustomerSession(db: DbOrTx, customerId: number, sessionId: string): Promise<OpenSession | null> {
  const [row] = await db.select({ state: customers.state, expiresAt: sessions.expiresAt, priceListId: sql<number | null>`${activePriceListOf(customers.id)}` }).from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.subjectId))
    .where(isOpen('customer', customerId, sessionId));
  if (row?.state !== 'active') return null;
  return { kind: 'customer', subjectId: customerId, expiresAt: row.expiresAt, priceListId: row.priceListId === null ? null : Number(row.priceListId) };
}

/** The staff member's open session; null when it has ended or the account is gone or disabled. */
export async function openStaffSession(db: DbOrTx, staffId: number, sessionId: string): Promise<OpenSession | null> {
  const [row] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.subjectId))
    .where(and(isOpen('staff', staffId, sessionId), isNull(staff.disabledAt)));
  return row ? { kind: 'staff', subjectId: staffId, expiresAt: row.expiresAt, priceListId: null } : null;
}

/** Ends one session (logout); ending one that is already gone is not an error. */
export async function endSession(db: DbOrTx, kind: SessionKind, subjectId: number, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Ends every session of the account, or every one but `keep` (the device that asked). */
export async function endSessions(db: DbOrTx, kind: SessionKind, subjectId: number, keep?: string): Promise<void> {
  const others = keep ? ne(sessions.id, keep) : undefined;
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), others));
}
