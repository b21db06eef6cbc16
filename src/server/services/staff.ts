// Back-office accounts: kept apart from customers, created from ADMIN_EMAIL/ADMIN_PASSWORD at
// start, or, on a shop that has none at all, once with a random password that is logged.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type StaffRow, staff } from '../db/schema';
import { burnPasswordCheck, hashPassword, verifyPassword } from './accounts/passwords';
import { endSessions, staffSessionToken } from './auth/sessions';

export const BOOTSTRAP_STAFF_EMAIL = 'admin@petora.local';
const DEFAULT_NAME = 'Administrator';

export type StaffChange = 'created' | 'password-changed' | 'enabled' | 'unchanged';

async function findStaff(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

/**
 * A changed password also ends the account's open sessions. The account named this way (the
 * deployment's ADMIN_EMAIL, or the command line) can always sign in: a disabled one is enabled.
 */
export async function createOrUpdateStaff(db: Db, email: string, password: string, name = DEFAULT_NAME): Promise<StaffChange> {
  const existing = await findStaff(db, email);
  if (existing) {
    const enable = existing.disabledAt !== null ? { disabledAt: null } : {};
    if (await verifyPassword(existing.passwordHash, password)) {
      if (existing.disabledAt === null) return 'unchanged';
      await db.update(staff).set(enable).where(eq(staff.id, existing.id));
      return 'enabled';
    }
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash, ...enable }).where(eq(staff.id, existing.id));
      await endSessions(tx, 'staff', existing.id);
    });
    return 'password-changed';
  }
  return insertStaff(db, email, password, name);
}

/** Creates the account unless it exists ('unchanged': another instance starting at the same moment created it first). */
async function insertStaff(db: Db, email: string, password: string, name: string): Promise<'created' | 'unchanged'> {
  const inserted = await db.insert(staff)
    .values({ email: email.toLowerCase(), name, passwordHash: await hashPassword(password) })
    .onConflictDoNothing().returning({ id: staff.id });
  return inserted.length > 0 ? 'created' : 'unchanged';
}

interface InfoLog { info(msg: string): void }

export interface StaffBootstrapConfig { adminEmail?: string; adminPassword?: string }

/**
 * Runs at every start. With ADMIN_EMAIL set, that account exists afterwards with that
 * password. Without it, a shop with no staff at all gets one, so a newcomer can reach the back
 * office; its password appears in the log this once and is stored only as a hash.
 */
export async function bootstrapStaff(db: Db, config: StaffBootstrapConfig, log: InfoLog): Promise<StaffChange> {
  if (config.adminEmail && config.adminPassword) {
    const change = await createOrUpdateStaff(db, config.adminEmail, config.adminPassword);
    if (change === 'created') log.info(`staff account ${config.adminEmail} created from ADMIN_EMAIL`);
    if (change === 'password-changed') log.info(`staff account ${config.adminEmail} now has the password from ADMIN_PASSWORD`);
    if (change === 'enabled') log.info(`staff account ${config.adminEmail} was disabled and is enabled again (ADMIN_EMAIL)`);
    return change;
  }
  const [{ total }] = await db.select({ total: count() }).from(staff);
  if (total > 0) return 'unchanged';
  const password = randomBytes(18).toString('base64url');
  // Only ever created, never updated: another instance starting at the same moment may have
  // created it a moment ago and logged its password, which must stay the one that works.
  const change = await insertStaff(db, BOOTSTRAP_STAFF_EMAIL, password, DEFAULT_NAME);
  if (change === 'created') {
    log.info(
      `No staff account existed, so one was created for the back office: email ${BOOTSTRAP_STAFF_EMAIL}, password ${password} ` +
      '(shown only this once). Set ADMIN_EMAIL and ADMIN_PASSWORD to have an account of your own.',
    );
  }
  return change;
}

/** A staff token and the account for the right email and password, null otherwise (same cost either way). */
export async function loginStaff(db: Db, secret: string, email: string, password: string): Promise<{ token: string; staff: StaffRow } | null> {
  const row = await findStaff(db, email.trim());
  const valid = row ? await verifyPassword(row.passwordHash, password) : await burnPasswordCheck(password);
  if (!row || !valid) return null;
  // The session opens with the account row held, so a colleague disabling it meanwhile either
  // comes first (and this sign-in is refused) or ends this session too.
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(staff).set({ lastLoginAt: new Date() })
      .where(and(eq(staff.id, row.id), isNull(staff.disabledAt))).returning();
    // A disabled account answers as a wrong password does: the form tells nobody which accounts exist.
    if (!updated) return null;
    const token = await staffSessionToken(tx, secret, row.id, { email: row.email, name: row.name });
    return { token, staff: updated };
  });
}
