// Two transactions side by side on PostgreSQL, for the race tests: one holds rows (`hold` runs
// in it and takes its locks), the code under test runs meanwhile and is seen waiting for them,
// then the holder finishes (`then`) and commits. Answers what the code under test answered.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../src/server/db/client';

/** How many backends of this database wait for a lock right now. */
export async function lockWaiters(db: Db): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return rows.rows[0].n;
}

/** Resolves once some backend waits for a lock; fails after `ms` (the code under test never waited). */
export async function blocked(db: Db, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await lockWaiters(db)) === 0) {
    if (Date.now() > deadline) throw new Error(`${what} never waited for the rows held`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs `hold` in a transaction, then `underTest` while that transaction is open; once
 * `underTest` waits for a lock, `then` runs in the holding transaction, which commits.
 */
export async function whileHeld<T>(
  db: Db, what: string, hold: (tx: Tx) => Promise<unknown>, underTest: () => Promise<T>, then: (tx: Tx) => Promise<unknown> = async () => undefined,
): Promise<{ answer: Promise<T> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => { held = resolve; });
  const holder = db.transaction(async (tx) => {
    await hold(tx);
    held();
    await released;
    await then(tx);
  });
  await isHeld;
  const answer = underTest();
  // Kept from being reported unhandled while the holder still runs; the caller awaits it.
  answer.catch(() => undefined);
  await blocked(db, what);
  release();
  await holder;
  return { answer };
}
