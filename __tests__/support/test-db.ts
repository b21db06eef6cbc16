// A fresh, migrated, empty database per call, of either kind, for server tests.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, openDatabase } from '../../src/server/db/client';

// Where the server global setup left things for the workers.
export const TEST_DB_ENV = {
  adminUrl: 'TEST_PG_ADMIN_URL',
  template: 'TEST_PG_TEMPLATE',
  runId: 'TEST_PG_RUN_ID',
  pgliteSnapshot: 'TEST_PGLITE_SNAPSHOT',
} as const;

/** Every database a run creates starts with this, so teardown can find leftovers. */
export function runPrefix(runId: string): string {
  return `petora_t_${runId}`;
}

export function templateName(runId: string): string {
  return `${runPrefix(runId)}_template`;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function requireEnv(key: string): string {
  const value = process.env[key];
  if (!value) throw new Error(`${key} is not set: run this test through the server jest project (its globalSetup sets it)`);
  return value;
}

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

let snapshot: Uint8Array<ArrayBuffer> | undefined;

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: requireEnv(TEST_DB_ENV.adminUrl) });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(opts: TestDatabaseOptions): Promise<Database> {
  const runId = requireEnv(TEST_DB_ENV.runId);
  const template = requireEnv(TEST_DB_ENV.template);
  const name = `${runPrefix(runId)}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const database = await openDatabase({ url: databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), name), poolMax: opts.poolMax ?? 5, statementTimeoutMs: opts.statementTimeoutMs });
  const closePool = database.close;
  let dropped = false;
  database.close = async () => {
    await closePool();
    if (dropped) return;
    dropped = true;
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  return database;
}

async function createPgliteDatabase(): Promise<Database> {
  snapshot ??= new Uint8Array(readFileSync(requireEnv(TEST_DB_ENV.pgliteSnapshot)));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

/**
 * postgres: a new database cloned from the migrated template, dropped again by close().
 * pglite: an in-memory database restored from the migrated snapshot.
 */
export interface TestDatabaseOptions {
  poolMax?: number;
  /** PostgreSQL only: the pool's statement_timeout, for tests that load a large catalogue. */
  statementTimeoutMs?: number;
}

export async function createTestDatabase(kind: DbKind, opts: TestDatabaseOptions = {}): Promise<Database> {
  return kind === 'postgres' ? createPostgresDatabase(opts) : createPgliteDatabase();
}

/**
 * Empties every table and restarts the ids: much cheaper than a new database, so a test file
 * can open one database in beforeAll and reset it in beforeEach.
 */
export async function resetTestDatabase(database: Database): Promise<void> {
  const { rows } = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = sql.join(rows.map((r) => sql.identifier(r.tablename)), sql`, `);
  await database.db.execute(sql`truncate table ${tables} restart identity cascade`);
}
