// Counters in PostgreSQL, shared by every app instance. Each operation is one statement, so
// concurrent requests on any instance see each other's hits (row lock of the upsert).
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttleCounters } from '../../db/schema';
import type { AttemptAnswer, CounterStore, DelayRule, WindowCount } from './counter-store';

/** Expired rows are swept now and then rather than on every hit. */
const SWEEP_EVERY = 500;

const ms = (value: number) => sql`(${Math.round(value)}::double precision * interval '1 millisecond')`;

/** The wait the stored row imposes on the next attempt, in SQL, mirroring delayAfter(). */
function delaySql(rule: DelayRule) {
  return sql`(case when ${throttleCounters.hits} < ${rule.freeFailures} then interval '0'
    else least(${ms(rule.maxDelayMs)}, ${ms(rule.firstDelayMs)} * power(2, ${throttleCounters.hits} - ${rule.freeFailures})) end)`;
}

export class PostgresCounterStore implements CounterStore {
  private writes = 0;

  constructor(private readonly db: Db) {}

  private async sweep(): Promise<void> {
    this.writes += 1;
    if (this.writes % SWEEP_EVERY === 0) await this.db.delete(throttleCounters).where(lte(throttleCounters.expiresAt, sql`now()`));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    await this.sweep();
    const expired = sql`${throttleCounters.expiresAt} <= now()`;
    const [row] = await this.db.insert(throttleCounters)
      .values({ key, hits: 1, lastAt: sql`now()`, expiresAt: sql`now() + ${ms(windowMs)}` })
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
          lastAt: sql`now()`,
          expiresAt: sql`case when ${expired} then now() + ${ms(windowMs)} else ${throttleCounters.expiresAt} end`,
        },
      })
      .returning({ hits: throttleCounters.hits, resetInMs: sql<number>`extract(epoch from (${throttleCounters.expiresAt} - now())) * 1000` });
    return { hits: row.hits, resetInMs: Math.max(0, Number(row.resetInMs)) };
  }

  async hitIfFull(key: string, max: number): Promise<WindowCount | null> {
    // One statement under the row's lock, like hit(): no concurrent hit on any instance is lost.
    const [row] = await this.db.update(throttleCounters)
      .set({ hits: sql`${throttleCounters.hits} + 1`, lastAt: sql`now()` })
      .where(and(eq(throttleCounters.key, key), sql`${throttleCounters.expiresAt} > now()`, gte(throttleCounters.hits, max)))
      .returning({ hits: throttleCounters.hits, resetInMs: sql<number>`extract(epoch from (${throttleCounters.expiresAt} - now())) * 1000` });
    return row ? { hits: row.hits, resetInMs: Math.max(0, Number(row.resetInMs)) } : null;
  }

  async attempt(key: string, rule: DelayRule): Promise<AttemptAnswer> {
    await this.sweep();
    const expired = sql`${throttleCounters.expiresAt} <= now()`;
    const counted = await this.db.insert(throttleCounters)
      .values({ key, hits: 1, lastAt: sql`now()`, expiresAt: sql`now() + ${ms(rule.forgetAfterMs)}` })
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
          lastAt: sql`now()`,
          expiresAt: sql`now() + ${ms(rule.forgetAfterMs)}`,
        },
        // No update, and so no row returned, while the key waits out its delay.
        setWhere: sql`${expired} or ${throttleCounters.lastAt} + ${delaySql(rule)} <= now()`,
      })
      .returning({ hits: throttleCounters.hits });
    if (counted.length > 0) return { allowed: true };
    const [row] = await this.db.select({ waitMs: sql<number>`extract(epoch from (${throttleCounters.lastAt} + ${delaySql(rule)} - now())) * 1000` })
      .from(throttleCounters).where(eq(throttleCounters.key, key));
    return { allowed: false, waitMs: Math.max(1, Number(row?.waitMs ?? 1)) };
  }

  async undo(key: string): Promise<void> {
    await this.db.update(throttleCounters).set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` }).where(eq(throttleCounters.key, key));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleCounters).where(eq(throttleCounters.key, key));
  }
}
