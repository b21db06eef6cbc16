import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool, type PoolConfig } from 'pg';
import type { Database, Db } from './database-types';
import { registerHandle } from './driver-handles';
import { listenOnPostgres } from './pg-listener';
import * as schema from './schema';

/**
 * An API request must get an answer within 5 s even when the database is frozen: at most
 * 2 s waiting for a free connection, then at most 2.5 s for the query. The server cancels a
 * statement after 2 s (statement_timeout) and the client gives up half a second later
 * (query_timeout), which is what ends a wait on a server that does not answer at all.
 */
export const POOL_DEFAULTS = {
  max: 10,
  connectionTimeoutMillis: 2_000,
  idleTimeoutMillis: 30_000,
  statementTimeoutMillis: 2_000,
} as const;

/** For tools that load or rewrite whole catalogues in one statement (seed, bench). */
export const TOOL_STATEMENT_TIMEOUT_MS = 600_000;

/** How much longer the client waits than the server's own statement_timeout. */
const CLIENT_GRACE_MS = 500;

export interface PostgresOptions {
  url: string;
  poolMax?: number;
  /** Longer for tools that load whole catalogues; the app keeps the short default. */
  statementTimeoutMs?: number;
}

/** A pool's settings: server- and client-side timeouts, so no query hangs, and no JIT. */
function poolConfig(url: string, max: number, statementTimeout: number, name: string): PoolConfig {
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: POOL_DEFAULTS.connectionTimeoutMillis,
    idleTimeoutMillis: POOL_DEFAULTS.idleTimeoutMillis,
    query_timeout: statementTimeout + CLIENT_GRACE_MS,
    // A half-open TCP connection (host gone) is noticed by the kernel instead of never.
    keepAlive: true,
    // jit=off: the shop runs short lookups; on a large catalogue the planner's cost estimates
    // cross the JIT threshold and compiling (about 30 ms) took longer than the query itself.
    options: `-c statement_timeout=${statementTimeout} -c jit=off`,
    application_name: name,
  };
}

/** A bounded node-postgres pool (and a connection for probes), so no query hangs, and no JIT. */
export async function openPostgres(opts: PostgresOptions): Promise<Database> {
  const pool = new Pool(poolConfig(opts.url, opts.poolMax ?? POOL_DEFAULTS.max, opts.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMillis, 'petora'));
  // Probes go out on a connection of their own, opened when first needed: through the pool
  // they waited behind requests when every connection was busy, and an instance took its own
  // late probe for silence and forgot what it kept. A stalled one is dropped (query_timeout)
  // and the next probe opens another.
  const notifier = new Pool(poolConfig(opts.url, 1, POOL_DEFAULTS.statementTimeoutMillis, 'petora-notify'));
  for (const each of [pool, notifier]) {
    // An idle client dying (server restart, network cut) is emitted here; without a listener it
    // would crash the process. The pool already discards that client and ping() reports outages.
    each.on('error', () => undefined);
    // A client in use whose server process dies (killed, failover) emits 'error' too, and pg only
    // listens on idle ones: unheard, it would crash the process. The query in flight still fails
    // with that error, so the request answers 503 and the pool drops the client on release.
    each.on('connect', (client) => {
      client.on('error', () => undefined);
    });
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed = false;
  const database: Database = {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, listener) => listenOnPostgres(opts.url, channel, listener),
    async notify(channel, payload) {
      await notifier.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), notifier.end()]);
    },
  };
  registerHandle(database, { kind: 'postgres', pool });
  return database;
}
