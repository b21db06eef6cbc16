// The audit trail of the back office: every change a staff member makes is written here in the
// same transaction as the change itself, so the trail never claims what did not happen.
import { count, desc, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry, type Paged } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { auditLog, staff } from '../../db/schema';

/** `staffId` null: done from the command line, not by a signed-in staff member. */
export async function audit(
  tx: DbOrTx, staffId: number | null, action: string, target: string, details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ staffId, action, target, details });
}

export function pageOffset(page: number): number {
  return (page - 1) * ADMIN_PAGE_SIZE;
}

/** Newest first. */
export async function listAudit(db: DbOrTx, page: number): Promise<Paged<'entries', AuditEntry>> {
  const [{ total }] = await db.select({ total: count() }).from(auditLog);
  const rows = await db
    .select({
      id: auditLog.id, action: auditLog.action, target: auditLog.target, details: auditLog.details, createdAt: auditLog.createdAt,
      staffId: staff.id, email: staff.email, name: staff.name,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(page));
  return {
    count: total,
    entries: rows.map((row) => ({
      id: row.id,
      staff: row.staffId === null ? null : { id: row.staffId, email: row.email ?? '', name: row.name ?? '' },
      action: row.action,
      target: row.target,
      details: row.details,
      date: row.createdAt.toISOString(),
    })),
  };
}
