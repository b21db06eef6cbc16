// The database a bench server runs on: an embedded one in a temp DATA_DIR, or a throwaway
// PostgreSQL cluster. Either is filled by the project's own large seed (`npm run seed`), run as
// a child process so its progress display shows, then gets the bench's customers (fixtures.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PgCluster, startPgCluster } from '../../__tests__/support/pg-cluster';
import { type Database, openDatabase } from '../../src/server/db/client';
import { embeddedDataDir } from '../../src/server/plugins/database';
import { TOOL_STATEMENT_TIMEOUT_MS } from '../../src/server/db/postgres-driver';
import type { DbKind } from '../lib/args';

export const repoRoot = path.resolve(__dirname, '../..');

export interface BenchDatabase {
  kind: DbKind;
  /** DATA_DIR of the server (the embedded database and the signing key live there). */
  dataDir: string;
  /** Set for PostgreSQL. */
  url?: string;
  /** Env of the server and the seed for this database. */
  env: Record<string, string>;
  /** The process whose tree is the database server (PostgreSQL's postmaster); none for PGlite, which runs inside the shop's server. */
  serverPid(): number | undefined;
  open(): Promise<Database>;
  dispose(keep: boolean): Promise<void>;
}

export async function createBenchDatabase(kind: DbKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `petora-bench-${kind}-`));
  let cluster: PgCluster | undefined;
  if (kind === 'postgres') cluster = await startPgCluster();
  const url = cluster?.url;
  return {
    kind, dataDir, url,
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    serverPid: () => cluster?.postmasterPid(),
    open: () => openDatabase(url ? { url, poolMax: 2, statementTimeoutMs: TOOL_STATEMENT_TIMEOUT_MS } : { dataDir: embeddedDataDir(dataDir) }),
    async dispose(keep) {
      await cluster?.stop();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run seed -- --products N` against this database; its progress goes to our stderr. */
export function seedLargeCatalogue(database: BenchDatabase, products: number): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database.env };
  if (!database.url) delete env.DATABASE_URL;
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/server/db/seed/cli.ts', '--products', String(products)], {
    cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The seed failed (${code ?? signal})`))));
  });
}
