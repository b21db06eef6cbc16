import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Database, Db } from './database-types';
import { registerHandle } from './driver-handles';
import * as schema from './schema';

export const POOL_DEFAULTS = {
  max: 10,
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statementTimeoutMillis: 15_000,
} as const;

/** A bounded node-postgres pool; every session gets a statement_timeout so no query hangs forever, and no JIT. */
export async function openPostgres(opts: { url: string; poolMax?: number }): Promise<Database> {
  const pool = new Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? POOL_DEFAULTS.max,
    connectionTimeoutMillis: POOL_DEFAULTS.connectionTimeoutMillis,
    idleTimeoutMillis: POOL_DEFAULTS.idleTimeoutMillis,
    // jit=off: the shop runs short lookups; on a large catalogue the planner's cost estimates
    // cross the JIT threshold and compiling (about 30 ms) took longer than the query itself.
    options: `-c statement_timeout=${POOL_DEFAULTS.statementTimeoutMillis} -c jit=off`,
    application_name: 'petora',
  });
  // An idle client dying (server restart, network cut) is emitted here; without a listener it
  // would crash the process. The pool already discards that client and ping() reports outages.
  pool.on('error', () => undefined);
  // A client in use whose server process dies (killed, failover) emits 'error' too, and pg only
  // listens on idle ones: unheard, it would crash the process. The query in flight still fails
  // with that error, so the request answers 500 and the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  const database: Database = {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  registerHandle(database, { kind: 'postgres', pool });
  return database;
}
