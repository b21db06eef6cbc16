// Normalising what customers type: surrounding spaces never count, emails compare lower-case.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CustomerRow, customers } from '../../db/schema';
import { isEmail } from '../../../shared/email-address';

/** Trimmed text, or '' for missing values. */
export function clean(value: string | undefined | null): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Trimmed text, or null when nothing is left. */
export function optional(value: string | undefined | null): string | null {
  const trimmed = clean(value);
  return trimmed === '' ? null : trimmed;
}

export function normalizeEmail(value: string | undefined | null): string {
  return clean(value).toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return isEmail(email);
}

/** Country ids arrive as numbers or as the text of a select element. */
export function countryIdOf(value: number | string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  return typeof value === 'number' ? value : Number(value);
}

export async function findCustomerByEmail(db: DbOrTx, email: string, lock = false): Promise<CustomerRow | undefined> {
  const query = db.select().from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
