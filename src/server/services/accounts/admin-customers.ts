// Customer accounts as the back office lists them, with links to their documents.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminCustomer, Paged } from '../../../shared/admin-types';
import type { Db } from '../../db/client';
import { type CustomerRow, type CustomerState, customers } from '../../db/schema';
import { uploadUrl } from './documents';

export type { AdminCustomer } from '../../../shared/admin-types';

export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;

export function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    email: row.email,
    mobile: row.mobile,
    country_id: row.countryId,
    state: row.state,
    reject_reason: row.rejectReason,
    lisence_number: row.lisenceNumber,
    otrn_number: row.otrnNumber,
    lisence_url: uploadUrl(row.lisenceNumber),
    otrn_url: uploadUrl(row.otrnNumber),
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export interface CustomerQuery { state?: CustomerState; page: number; q?: string }

/** `q` matches name, company or email anywhere, ignoring case; % and _ are taken literally. */
function termCondition(q: string): SQL {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(lower(${customers.name}) like ${pattern} or lower(${customers.companyName}) like ${pattern} or lower(${customers.email}) like ${pattern})`;
}

/** Newest first. */
export async function listCustomers(db: Db, query: CustomerQuery): Promise<Paged<'customers', AdminCustomer>> {
  const conditions: SQL[] = [];
  if (query.state) conditions.push(eq(customers.state, query.state));
  const term = query.q?.trim();
  if (term) conditions.push(termCondition(term));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(customers).where(where);
  const rows = await db.select().from(customers).where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(ADMIN_CUSTOMERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE);
  return { count: total, customers: rows.map(toAdminCustomer) };
}
