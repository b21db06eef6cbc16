import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './database-types';
import { handleOf } from './driver-handles';

/** Resolved from this file, not the working directory, so any entry point finds the SQL. */
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

// Arbitrary but fixed: every app instance agrees on it, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 7_340_211;

/** Applies the pending drizzle-kit migrations; safe when several instances start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  const handle = handleOf(database);
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  // The session-level lock is held on its own connection while the migrator uses others.
  const lockClient = await handle.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(database.db as unknown as NodePgDatabase<Schema>, config);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
