// Staff accounts in the back office and on the command line: list them, add one. A new
// account is audited with whoever added it (nobody, from the command line).
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../shared/admin-types';
import type { Db } from '../../db/client';
import { type StaffRow, staff } from '../../db/schema';
import { hashPassword, isPasswordLengthValid, PASSWORD_LENGTH } from '../accounts/passwords';
import { isValidEmail, normalizeEmail } from '../accounts/fields';
import { hasControlCharacters } from '../catalogue-admin/rules';
import { audit } from './audit';
import { type Outcome, done, invalid, notFound, refused } from './outcome';
import { endSessions } from '../auth/sessions';

export const STAFF_MESSAGES = {
  emailTaken: 'A staff account with this email already exists.',
  badEmail: 'Please enter a valid email address.',
  nameRequired: 'Please enter a name.',
  nameOneLine: 'The name must be one line of text.',
  passwordLength: `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long.`,
  disableSelf: 'You cannot disable your own account.',
  actorDisabled: 'Your account has been disabled.',
} as const;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

export async function findStaffMember(db: Db, id: number): Promise<StaffMember | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ? toStaffMember(row) : null;
}

/** Every account, oldest first: a short list, never paged. */
export async function listStaff(db: Db): Promise<{ count: number; staff: StaffMember[] }> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return { count: rows.length, staff: rows.map(toStaffMember) };
}

export interface NewStaff { email: string; name: string; password: string }


/** Checks what a person typed; null when it is fine. */
export function newStaffProblem(input: NewStaff): string | null {
  if (!isValidEmail(normalizeEmail(input.email))) return STAFF_MESSAGES.badEmail;
  if (input.name.trim() === '') return STAFF_MESSAGES.nameRequired;
  if (hasControlCharacters(input.name) || /[\r\n]/.test(input.name)) return STAFF_MESSAGES.nameOneLine;
  if (!isPasswordLengthValid(input.password)) return STAFF_MESSAGES.passwordLength;
  return null;
}

/** Malformed input is `invalid`; an email already taken is `refused`. */
export async function addStaff(db: Db, actorId: number | null, input: NewStaff, via: 'back office' | 'command line'): Promise<Outcome<{ staff: StaffMember }>> {
  const problem = newStaffProblem(input);
  if (problem) return invalid(problem);
  const email = normalizeEmail(input.email);
  // Hashing is slow on purpose: done before the transaction so it holds no connection meanwhile.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<Outcome<{ staff: StaffMember }>> => {
    const [row] = await tx.insert(staff).values({ email, name: input.name.trim(), passwordHash })
      .onConflictDoNothing().returning();
    if (!row) return refused(STAFF_MESSAGES.emailTaken);
    await audit(tx, actorId, 'staff.add', `staff:${row.id}`, { email, name: row.name, via });
    return done({ staff: toStaffMember(row) });
  });
}

export async function staffExists(db: Db, email: string): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(staff).where(sql`lower(${staff.email}) = ${normalizeEmail(email)}`);
  return total > 0;
}

/**
 * Disables a colleague's account (someone who left) or enables it again. Disabling ends all of
 * its sessions at once, on every instance (the sessions' rows go, and with them every cached
 * copy); nobody disables their own account, so one account that can sign in always remains.
 * Doing what was already done changes nothing and writes no audit entry.
 */
export async function setStaffDisabled(db: Db, actorId: number, id: number, disabled: boolean): Promise<Outcome<{ staff: StaffMember }>> {
  if (disabled && id === actorId) return refused(STAFF_MESSAGES.disableSelf);
  return db.transaction(async (tx): Promise<Outcome<{ staff: StaffMember }>> => {
    // Both accounts held, in id order: two colleagues disabling each other at once cannot both
    // succeed, the second finds itself disabled.
    const rows = await tx.select().from(staff).where(inArray(staff.id, [actorId, id])).orderBy(asc(staff.id)).for('update');
    const actor = rows.find((r) => r.id === actorId);
    if (!actor || actor.disabledAt !== null) return refused(STAFF_MESSAGES.actorDisabled);
    const row = rows.find((r) => r.id === id);
    if (!row) return notFound;
    if ((row.disabledAt !== null) === disabled) return done({ staff: toStaffMember(row) }, false);
    const [updated] = await tx.update(staff).set({ disabledAt: disabled ? new Date() : null }).where(eq(staff.id, id)).returning();
    if (disabled) await endSessions(tx, 'staff', id);
    await audit(tx, actorId, disabled ? 'staff.disable' : 'staff.enable', `staff:${id}`, { email: row.email, name: row.name });
    return done({ staff: toStaffMember(updated) });
  });
}
