// Gapless document numbers. The counter row of a series and year is locked FOR UPDATE inside
// the issuing transaction and only released at its commit: a concurrent issuer waits, and an
// issuer that rolls back gives its number back with it, so numbers are never skipped or reused.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters } from '../../db/schema';

/** UAE time has no daylight saving: UTC+4 all year. */
const UAE_OFFSET_MS = 4 * 3600_000;

/** YYYY-MM-DD of this instant in the UAE. */
export function uaeDate(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

export function uaeYear(at: Date): number {
  return Number(uaeDate(at).slice(0, 4));
}

export function formatNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

export async function nextSequence(tx: Tx, series: string, year: number): Promise<number> {
  await tx.insert(documentCounters).values({ series, year, last: 0 }).onConflictDoNothing();
  const where = and(eq(documentCounters.series, series), eq(documentCounters.year, year));
  const [row] = await tx.select({ last: documentCounters.last }).from(documentCounters).where(where).for('update');
  const next = row.last + 1;
  await tx.update(documentCounters).set({ last: sql`${next}` }).where(where);
  return next;
}
