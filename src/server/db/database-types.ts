import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The result shape both drivers share: node-postgres and PGlite each return `rows`, but they
 * disagree on everything else (rowCount vs affectedRows). Typing only `rows` keeps services
 * portable across the two; use `.returning()` to learn what a write touched.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RowsResult<TRow> {
  rows: TRow[];
}

export type Schema = typeof schema;

/** Drizzle over either driver, typed with the full schema. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or an open transaction: services that may run inside one take this. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Rejects when the database cannot answer `select 1`. */
  ping(): Promise<void>;
  /**
   * Hears the database's notifications on `channel` (LISTEN/NOTIFY) until `stop` is called.
   * See `Listener` for what the handlers are told.
   */
  listen(channel: string, listener: Listener): Promise<Listening>;
  /**
   * Notifies `payload` on `channel` from a connection kept for that alone (an instance's probe,
   * notify-probes.ts): it waits for no pooled connection, so a probe sent while requests hold
   * every one still comes back in time, and as another session's notification it travels the
   * way every change does to the listening connection.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

/** A channel listened to (`Database.listen`). */
export interface Listening {
  stop(): Promise<void>;
}

/**
 * What a listener is told: each notification's payload, in commit order; `live(true)` once it
 * hears everything that commits from then on; `live(false)` when it may have missed some (the
 * connection was lost; it is opened again by itself, and `live(true)` follows).
 */
export interface Listener {
  notified(payload: string): void;
  live(hearing: boolean): void;
}

export interface OpenDatabaseOptions {
  /** postgres://... selects node-postgres; absent selects embedded PGlite. */
  url?: string;
  /** PGlite directory; absent means in memory. */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` tarball to start from (test snapshots). */
  loadDataDir?: Blob;
  /** node-postgres pool size, 10 by default. */
  poolMax?: number;
  /** PostgreSQL statement_timeout; short by default (the API answers within 5 s). */
  statementTimeoutMs?: number;
}
