import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { type ImportJobKind, importJobs, products } from '../../../src/server/db/schema';
import { PREVIEW_MESSAGES } from '../../../src/server/services/catalogue-csv/jobs';
import { testConfig, writeTestStaticDir } from '../../support/test-app';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';
import { adminShop } from './admin-fixtures';
import { csvRow, loadSmallReference, toCsv } from './catalogue-fixtures';

const INTERRUPTED = 'The import was interrupted because the server stopped. Nothing was imported: please start it again.';

async function unfinishedJob(database: Database, minutesAgo: number, kind: ImportJobKind = 'import'): Promise<number> {
  const [row] = await database.db.insert(importJobs)
    .values({ kind, state: kind === 'import' ? 'importing' : 'validating', total: 10, done: 4, updatedAt: sql`now() - ${`${minutesAgo} minutes`}::interval` }).returning();
  return row.id;
}

/** A server starting on a database that an earlier process left behind. */
async function restartOn(database: Database): Promise<FastifyInstance> {
  const root = mkdtempSync(path.join(tmpdir(), 'petora-restart-'));
  writeTestStaticDir(path.join(root, 'dist'));
  const app = await buildApp(testConfig(root), { database, logger: false });
  app.addHook('onClose', async () => rmSync(root, { recursive: true, force: true }));
  return app;
}

describe.each(DB_KINDS)('import jobs across restarts on %s', (kind) => {
  it('at start, marks jobs an earlier process left unfinished as failed (on PostgreSQL only silent ones)', async () => {
    const database = await createTestDatabase(kind);
    try {
      const silent = await unfinishedJob(database, 10);
      const recent = await unfinishedJob(database, 0);
      const preview = await unfinishedJob(database, 10, 'preview');
      const app = await restartOn(database);
      await app.close();
      const rows = await database.db.select().from(importJobs).orderBy(asc(importJobs.id));
      expect(rows[0]).toMatchObject({ id: silent, state: 'failed', errors: [{ line: 0, message: INTERRUPTED }] });
      expect(rows[0].finishedAt).toBeInstanceOf(Date);
      // PostgreSQL may have another instance still running that job; the embedded database has one process.
      expect(rows[1]).toMatchObject(kind === 'postgres' ? { id: recent, state: 'importing', done: 4, finishedAt: null } : { id: recent, state: 'failed' });
      // A check of a file that was cut short says so in its own words: no import ran.
      expect(rows[2]).toMatchObject({ id: preview, kind: 'preview', state: 'failed', errors: [{ line: 0, message: PREVIEW_MESSAGES.interrupted }] });
    } finally {
      await database.close();
    }
  });

  it('a shutdown stops a running import: nothing is imported and the job says why', async () => {
    const admin = await adminShop(kind);
    try {
      await loadSmallReference(admin.shop.database.db);
      const rows = Array.from({ length: 3000 }, (_, i) => csvRow(`STOP-${i}`));
      const res = await admin.call('POST', '/api/admin/catalogue/import', { csv: toCsv(rows) });
      const { job } = res.json() as { job: { id: number } };
      // One import at a time: a second file waits for the first.
      expect((await admin.call('POST', '/api/admin/catalogue/import', { csv: toCsv(rows) })).json())
        .toEqual({ status: 0, message: 'Another catalogue import is still running. Please wait until it has finished.' });
      await admin.shop.app.close();
      const [row] = await admin.shop.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
      expect(row).toMatchObject({ state: 'failed', errors: [{ line: 0, message: INTERRUPTED }] });
      expect(await admin.shop.database.db.select().from(products)).toEqual([]);
    } finally {
      await admin.shop.close();
    }
  });

  it('a shutdown stops a running preview, which says so in its own words', async () => {
    const admin = await adminShop(kind);
    try {
      await loadSmallReference(admin.shop.database.db);
      const rows = Array.from({ length: 20_000 }, (_, i) => csvRow(`HALT-${i}`));
      const { job } = await admin.as<{ job: { id: number } }>('POST', '/api/admin/catalogue/import/preview', { csv: toCsv(rows) });
      await admin.shop.app.close();
      const [row] = await admin.shop.database.db.select().from(importJobs).where(eq(importJobs.id, job.id));
      expect(row).toMatchObject({ kind: 'preview', state: 'failed', preview: null, errors: [{ line: 0, message: PREVIEW_MESSAGES.interrupted }] });
      expect(row.done).toBeLessThan(20_000);
    } finally {
      await admin.shop.close();
    }
  });
});

describe('a job whose instance died, on postgres', () => {
  it('is reported failed once it has been silent for two minutes', async () => {
    const admin = await adminShop('postgres');
    try {
      const id = await unfinishedJob(admin.shop.database, 3);
      expect(await admin.as('GET', `/api/admin/catalogue/import/${id}`)).toMatchObject({
        state: 'failed', errors: [{ line: 0, message: 'The import stopped unexpectedly. Nothing was imported: please start it again.' }],
      });
      const preview = await unfinishedJob(admin.shop.database, 3, 'preview');
      expect(await admin.as('GET', `/api/admin/catalogue/import/preview/${preview}`)).toMatchObject({
        state: 'failed', preview: null, errors: [{ line: 0, message: PREVIEW_MESSAGES.crashed }],
      });
    } finally {
      await admin.shop.close();
    }
  });
});
