import { eq, sql } from 'drizzle-orm';
import { importJobs, products } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, loadSmallReference, toCsv } from './catalogue-fixtures';

const INTERRUPTED = 'The import was interrupted because the server stopped. Nothing was imported: please start it again.';

async function unfinishedJob(admin: AdminShop, minutesAgo: number): Promise<number> {
  const [row] = await admin.shop.database.db.insert(importJobs)
    .values({ state: 'importing', total: 10, done: 4, updatedAt: sql`now() - ${`${minutesAgo} minutes`}::interval` }).returning();
  return row.id;
}

describe.each(DB_KINDS)('import jobs across restarts on %s', (kind) => {
  it('at start, marks jobs an earlier process left unfinished as failed (on PostgreSQL only silent ones)', async () => {
    const admin = await adminShop(kind);
    try {
      const silent = await unfinishedJob(admin, 10);
      const recent = await unfinishedJob(admin, 0);
      await admin.shop.app.ready();
      const silentJob = await admin.as('GET', `/api/admin/catalogue/import/${silent}`);
      expect(silentJob).toMatchObject({ state: 'failed', errors: [{ line: 0, message: INTERRUPTED }] });
      expect(typeof silentJob.finished_at).toBe('string');
      const recentJob = await admin.as('GET', `/api/admin/catalogue/import/${recent}`);
      // PostgreSQL may have another instance still running that job; the embedded database has one process.
      expect(recentJob).toMatchObject(kind === 'postgres' ? { state: 'importing', done: 4, finished_at: null } : { state: 'failed' });
    } finally {
      await admin.shop.close();
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
});

describe('a job whose instance died, on postgres', () => {
  it('is reported failed once it has been silent for two minutes', async () => {
    const admin = await adminShop('postgres');
    try {
      await admin.shop.app.ready();
      const id = await unfinishedJob(admin, 3);
      expect(await admin.as('GET', `/api/admin/catalogue/import/${id}`)).toMatchObject({
        state: 'failed', errors: [{ line: 0, message: 'The import stopped unexpectedly. Nothing was imported: please start it again.' }],
      });
    } finally {
      await admin.shop.close();
    }
  });
});
