import type { Database, OpenDatabaseOptions } from './database-types';
import { openPglite } from './pglite-driver';
import { openPostgres } from './postgres-driver';

export type { Database, DatabaseKind, Db, DbOrTx, OpenDatabaseOptions, RowsResult, Schema, Tx } from './database-types';
export { migrateDatabase } from './migrate';

/**
 * One entry point for both drivers: a `url` means PostgreSQL through a pool (production,
 * several app instances); otherwise embedded PGlite under `dataDir`, or in memory without one.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres({ url: opts.url, poolMax: opts.poolMax, statementTimeoutMs: opts.statementTimeoutMs });
  return openPglite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
}
