// Drops what the run created and stops the throwaway cluster started by the global setup.
import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { runPrefix } from './test-db';

async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runPrefix(runId)],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__serverTestRun;
  if (!run) return;
  globalThis.__serverTestRun = undefined;
  try {
    // A shared server (TEST_DATABASE_URL) must be left as it was found.
    if (run.cluster) await run.cluster.stop();
    else await dropRunDatabases(run.adminUrl, run.runId);
  } finally {
    rmSync(run.tempDir, { recursive: true, force: true });
  }
}
