// Prepares both database kinds once per run: a migrated PostgreSQL template database (on a
// throwaway cluster unless TEST_DATABASE_URL points at one) and a migrated PGlite snapshot.
// Workers receive their locations through process.env.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { dumpDatabase } from '../../src/server/db/driver-handles';
import { type PgCluster, startPgCluster } from './pg-cluster';
import { TEST_DB_ENV, databaseUrl, templateName } from './test-db';

export interface ServerTestRun {
  tempDir: string;
  cluster?: PgCluster;
  adminUrl: string;
  runId: string;
}

declare global {
  // Shared with server-global-teardown.ts, which jest runs in this same process.
  var __serverTestRun: ServerTestRun | undefined;
}

async function createTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolMax: 2 });
  try {
    await migrateDatabase(database);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
    await database.close();
  }
}

async function createPgliteSnapshot(file: string): Promise<void> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    const dump = await dumpDatabase(database);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

export default async function globalSetup(): Promise<void> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'petora-server-tests-'));
  const runId = randomBytes(4).toString('hex');
  const run: ServerTestRun = { tempDir, runId, adminUrl: process.env.TEST_DATABASE_URL ?? '' };
  globalThis.__serverTestRun = run;
  try {
    if (!run.adminUrl) {
      run.cluster = await startPgCluster();
      run.adminUrl = run.cluster.url;
    }
    const snapshotFile = path.join(tempDir, 'pglite-migrated.tar');
    await Promise.all([createTemplate(run.adminUrl, templateName(runId)), createPgliteSnapshot(snapshotFile)]);
    process.env[TEST_DB_ENV.adminUrl] = run.adminUrl;
    process.env[TEST_DB_ENV.runId] = runId;
    process.env[TEST_DB_ENV.template] = templateName(runId);
    process.env[TEST_DB_ENV.pgliteSnapshot] = snapshotFile;
  } catch (err) {
    // Jest skips globalTeardown when globalSetup throws, so clean up here.
    await run.cluster?.stop();
    rmSync(tempDir, { recursive: true, force: true });
    globalThis.__serverTestRun = undefined;
    throw err;
  }
}
