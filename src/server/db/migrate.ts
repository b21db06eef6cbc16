import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type NodePgDatabase, drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
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
  // A connection of its own, without the pool's short timeouts: building an index on a large
  // catalogue takes longer than any API query may. The session-level lock lives on it too.
  const { connectionString } = handle.pool.options as { connectionString?: string };
  const client = new Client({ connectionString, application_name: 'petora-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzle({ client }) as unknown as NodePgDatabase<Schema>, config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
