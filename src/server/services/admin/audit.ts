// The audit trail of the back office: every change a staff member makes is written here in the
// same transaction as the change itself, so the trail never claims what did not happen.
import { type SQL, count, desc, eq, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/search-text';
import { ADMIN_PAGE_SIZE, type AuditEntry, type Paged } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { shortenDetails } from './audit-details';

/** `staffId` null: done from the command line, not by a signed-in staff member. */
export async function audit(
  tx: DbOrTx, staffId: number | null, action: string, target: string, details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ staffId, action, target, details });
}

export function pageOffset(page: number): number {
  return (page - 1) * ADMIN_PAGE_SIZE;
}

/** A case-insensitive "contains" pattern of a typed term (LIKE wildcards taken literally); null for none. */
export function containsPattern(term: string | undefined): string | null {
  const trimmed = term?.trim() ?? '';
  return trimmed === '' ? null : `%${escapeLike(trimmed)}%`;
}

/** Entries whose action, record, staff member or details contain the term. */
function auditWhere(term: string | undefined): SQL | undefined {
  const pattern = containsPattern(term);
  if (pattern === null) return undefined;
  return sql`(${auditLog.action} ilike ${pattern} or ${auditLog.target} ilike ${pattern} or ${staff.email} ilike ${pattern}
    or ${staff.name} ilike ${pattern} or ${auditLog.details}::text ilike ${pattern})`;
}

const ENTRY_COLUMNS = {
  id: auditLog.id, action: auditLog.action, target: auditLog.target, details: auditLog.details, createdAt: auditLog.createdAt,
  staffId: staff.id, email: staff.email, name: staff.name,
};

interface EntryRow {
  id: number; action: string; target: string; details: Record<string, unknown>; createdAt: Date;
  staffId: number | null; email: string | null; name: string | null;
}

function entryOf(row: EntryRow, details: Record<string, unknown>, shortened: boolean): AuditEntry {
  return {
    id: row.id,
    staff: row.staffId === null ? null : { id: row.staffId, email: row.email ?? '', name: row.name ?? '' },
    action: row.action,
    target: row.target,
    details,
    details_shortened: shortened,
    date: row.createdAt.toISOString(),
  };
}

/**
 * Newest first; with `term`, only the entries that contain it (anywhere in their whole details).
 * Each entry's details come in their short form (see audit-details.ts); `auditEntry` has them whole.
 */
export async function listAudit(db: DbOrTx, page: number, term?: string): Promise<Paged<'entries', AuditEntry>> {
  const where = auditWhere(term);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).leftJoin(staff, eq(staff.id, auditLog.staffId)).where(where);
  const rows = await db
    .select(ENTRY_COLUMNS)
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(pageOffset(page));
  return {
    count: total,
    entries: rows.map((row) => {
      const short = shortenDetails(row.details);
      return entryOf(row, short.details, short.shortened);
    }),
  };
}

/** One entry with its details whole; null when there is no such entry. */
export async function auditEntry(db: DbOrTx, id: number): Promise<AuditEntry | null> {
  const [row] = await db.select(ENTRY_COLUMNS).from(auditLog).leftJoin(staff, eq(staff.id, auditLog.staffId)).where(eq(auditLog.id, id));
  return row ? entryOf(row, row.details, false) : null;
}
