// Signed login tokens (HS256 JWTs) for customers and staff. The customer token's payload
// carries the customer object of spec section 3, which the storefront reads with jwt-decode.
// Every token names a session row (`sid`); sessions.ts decides whether it is still open.
import { SignJWT, jwtVerify } from 'jose';
import type { Customer } from '../../../shared/api-types';

export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A back-office token outlives no working day: a forgotten office browser closes itself. */
export const STAFF_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';

export type TokenRole = 'customer' | 'staff';

export interface CustomerClaims extends Customer {
  role: 'customer';
  sub: string;
  sid: string;
}

export interface StaffClaims {
  role: 'staff';
  sub: string;
  sid: string;
  email: string;
  name: string;
}

export type TokenClaims = CustomerClaims | StaffClaims;

const keyCache = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** Signs claims issued at `issuedAt` (a new session's opening) that expire at `expiresAt` (the session row's end, so both agree). */
export async function signToken(secret: string, claims: Record<string, unknown>, sub: number, expiresAt: Date, issuedAt = new Date(Date.now())): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

export function customerClaims(customer: Customer, sid: string): Omit<CustomerClaims, 'sub'> {
  return { ...customer, role: 'customer', sid };
}

export function staffClaims(who: { email: string; name: string }, sid: string): Omit<StaffClaims, 'sub'> {
  return { email: who.email, name: who.name, role: 'staff', sid };
}

export interface VerifiedToken {
  role: TokenRole;
  id: number;
  sessionId: string;
}

/** "17", never "017", "17.0", "1e1" or " 17": one account has exactly one spelling. */
const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The role, id and session of a well-signed token that carries an expiry still ahead, or null
 * for anything else (another algorithm, a bad signature, no `exp`, a sub that is not a
 * canonical positive integer, unknown claims).
 */
export async function verifyToken(secret: string, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['exp', 'sub'] });
    const { sub, sid, role } = payload;
    if (typeof sub !== 'string' || !CANONICAL_ID.test(sub)) return null;
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
    if (role !== 'customer' && role !== 'staff') return null;
    return { role, id: Number(sub), sessionId: sid };
  } catch {
    return null;
  }
}
