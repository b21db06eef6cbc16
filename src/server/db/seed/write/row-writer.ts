import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client';

// How seed rows reach the database. The demo seed goes through Drizzle like the rest of the
// server; the large seeder sends plain multi-row INSERTs, because building 100,000s of rows
// through the query builder costs more CPU than the database spends storing them.

/**
 * Multi-row inserts in slices: one statement per slice keeps round trips few while staying
 * far below PostgreSQL's 65,535 bind-parameter limit.
 */
export async function inBatches<T>(rows: readonly T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
  }
}

export type RowWriter = <T extends PgTable>(table: T, rows: ReadonlyArray<T['$inferInsert']>) => Promise<void>;

/** Runs one statement on the open transaction of the raw driver. */
export type Execute = (text: string, params: unknown[]) => Promise<unknown>;

export function drizzleWriter(db: DbOrTx, rowsPerStatement = 500): RowWriter {
  return (table, rows) =>
    inBatches(rows, rowsPerStatement, async (batch) => {
      await db.insert(table).values(batch);
    });
}

/** PostgreSQL accepts 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/** Rows of one call must share one shape: the first row decides the column list. */
export function sqlWriter(execute: Execute): RowWriter {
  return async (table, rows) => {
    if (rows.length === 0) return;
    const columns = getTableColumns(table);
    const keys = Object.keys(rows[0]);
    const head = `insert into "${getTableName(table)}" (${keys.map((key) => `"${columns[key].name}"`).join(', ')}) values `;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS / keys.length));
    await inBatches(rows, perStatement, async (batch) => {
      const params: unknown[] = [];
      const tuples = batch.map((row) => {
        const record = row as Record<string, unknown>;
        const slots = keys.map((key) => {
          const value = record[key];
          params.push(value instanceof Date ? value.toISOString() : value ?? null);
          return `$${params.length}`;
        });
        return `(${slots.join(', ')})`;
      });
      await execute(head + tuples.join(', '), params);
    });
  };
}
