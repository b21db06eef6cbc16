// Signed login tokens (HS256 JWTs) for customers and staff. The customer token's payload
// carries the customer object of spec section 3, which the storefront reads with jwt-decode.
import { SignJWT, jwtVerify } from 'jose';
import type { Customer } from '../../../shared/api-types';

export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

export type TokenRole = 'customer' | 'staff';

export interface CustomerClaims extends Customer {
  role: 'customer';
  sub: string;
  /** Token version: a password change or reset bumps the stored one, revoking older tokens. */
  ver: number;
}

export interface StaffClaims {
  role: 'staff';
  sub: string;
  ver: number;
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

async function sign(secret: string, claims: Record<string, unknown>, sub: string, ttlSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret));
}

export function signCustomerToken(
  secret: string,
  customerId: number,
  tokenVersion: number,
  customer: Customer,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  return sign(secret, { ...customer, role: 'customer', ver: tokenVersion }, String(customerId), ttlSeconds);
}

export function signStaffToken(
  secret: string,
  staffId: number,
  tokenVersion: number,
  who: { email: string; name: string },
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  return sign(secret, { ...who, role: 'staff', ver: tokenVersion }, String(staffId), ttlSeconds);
}

export interface VerifiedToken {
  role: TokenRole;
  id: number;
  version: number;
}

/**
 * The role, id and version of a well-signed, unexpired token, or null for anything else
 * (another algorithm, a bad signature, an expired or malformed token, unknown claims).
 */
export async function verifyToken(secret: string, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const id = Number(payload.sub);
    const version = payload.ver;
    const role = payload.role;
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
    if (role !== 'customer' && role !== 'staff') return null;
    return { role, id, version };
  } catch {
    return null;
  }
}
