// One catalogue file at a time on an instance: a running import refuses any other file; a
// running preview gives way to the next file (it stops between steps, saying why); and two files
// sent together never both take the instance.
import { inArray } from 'drizzle-orm';
import { variants } from '../../../src/server/db/schema';
import { IMPORT_BUSY } from '../../../src/server/routes/admin/catalogue-csv';
import * as jobs from '../../../src/server/services/catalogue-csv/jobs';
import type { ImportJob } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';
import { csvRow, loadSmallReference, toCsv, waitForJob } from './catalogue-fixtures';

const IMPORTS = '/api/admin/catalogue/import';
const PREVIEWS = '/api/admin/catalogue/import/preview';

interface Sent { status: number; job?: ImportJob; message?: string }

/** A file of `rows` new articles, each of its own product. */
const file = (prefix: string, rows: number) => toCsv(Array.from({ length: rows }, (_, i) => csvRow(`${prefix}-${i}`)));

const replaced = [{ line: 0, message: jobs.PREVIEW_MESSAGES.replaced }];

/**
 * Sends the requests while creating a job row takes a moment, so that each of them is in the
 * route, past its look at the instance, before the first has its job row.
 */
async function togetherWhileJobsSlow<T>(send: () => Promise<T>): Promise<T> {
  const create = jobs.createJob;
  const slow = jest.spyOn(jobs, 'createJob').mockImplementation(async (...args) => {
    await new Promise((resolve) => { setTimeout(resolve, 100); });
    return create(...args);
  });
  try {
    return await send();
  } finally {
    slow.mockRestore();
  }
}

describe.each(DB_KINDS)('one catalogue file at a time on %s', (kind) => {
  let admin: AdminShop;
  const send = (path: string, csv: string) => admin.as<Sent>('POST', path, { csv });
  const stored = async (...skus: string[]) => (await admin.shop.database.db.select({ sku: variants.sku }).from(variants)
    .where(inArray(variants.sku, skus))).map((v) => v.sku).sort();

  beforeAll(async () => {
    admin = await adminShop(kind);
    await loadSmallReference(admin.shop.database.db);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('stops a running preview when a file is imported: the import starts, the preview ends saying why', async () => {
    const preview = await send(PREVIEWS, file('LONG', 20_000));
    expect(preview).toMatchObject({ status: 1, job: { state: 'validating' } });
    const imported = await send(IMPORTS, file('NOW', 2));
    expect(imported).toMatchObject({ status: 1, job: { state: 'validating' } });
    const stopped = await waitForJob(admin, preview.job!.id, PREVIEWS);
    expect(stopped).toMatchObject({ state: 'failed', preview: null, errors: replaced });
    expect(stopped.done).toBeLessThan(20_000);
    expect(await waitForJob(admin, imported.job!.id)).toMatchObject({ state: 'done', created: 2, errors: [] });
    expect(await stored('NOW-0', 'NOW-1', 'LONG-0')).toEqual(['NOW-0', 'NOW-1']);
  });

  it('stops a running preview when another file is checked, and checks that one', async () => {
    const first = await send(PREVIEWS, file('FIRST', 20_000));
    const second = await send(PREVIEWS, file('SECOND', 3));
    expect([first.status, second.status]).toEqual([1, 1]);
    expect(await waitForJob(admin, first.job!.id, PREVIEWS)).toMatchObject({ state: 'failed', errors: replaced });
    expect(await waitForJob(admin, second.job!.id, PREVIEWS)).toMatchObject({ state: 'done', preview: { articles: { created: 3 } } });
  });

  it('refuses any file while an import runs, and takes files again once it has ended', async () => {
    const running = await send(IMPORTS, file('BUSY', 3000));
    expect(running.status).toBe(1);
    expect(await send(PREVIEWS, file('OTHER', 1))).toEqual({ status: 0, message: IMPORT_BUSY });
    expect(await send(IMPORTS, file('OTHER', 1))).toEqual({ status: 0, message: IMPORT_BUSY });
    expect(await waitForJob(admin, running.job!.id)).toMatchObject({ state: 'done', created: 3000 });
    const after = await send(PREVIEWS, file('OTHER', 1));
    expect(await waitForJob(admin, after.job!.id, PREVIEWS)).toMatchObject({ state: 'done', preview: { articles: { created: 1 } } });
    expect(await stored('OTHER-0')).toEqual([]);
  });

  it('lets exactly one of two imports sent together start', async () => {
    const both = await togetherWhileJobsSlow(() => Promise.all([send(IMPORTS, file('PAIR-A', 50)), send(IMPORTS, file('PAIR-B', 50))]));
    expect(both.map((sent) => sent.status).sort()).toEqual([0, 1]);
    expect(both.find((sent) => sent.status === 0)).toEqual({ status: 0, message: IMPORT_BUSY });
    const winner = both.findIndex((sent) => sent.status === 1);
    expect(await waitForJob(admin, both[winner].job!.id)).toMatchObject({ state: 'done', created: 50 });
    // Only the file that started was imported.
    expect(await stored('PAIR-A-0', 'PAIR-B-0')).toEqual([winner === 0 ? 'PAIR-A-0' : 'PAIR-B-0']);
  });

  it('frees the instance when the job row could not be created', async () => {
    const failing = jest.spyOn(jobs, 'createJob').mockRejectedValueOnce(new Error('the database went away'));
    try {
      expect((await admin.call('POST', IMPORTS, { csv: file('LOST', 1) })).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    const next = await send(IMPORTS, file('FOUND', 1));
    expect(next.status).toBe(1);
    expect(await waitForJob(admin, next.job!.id)).toMatchObject({ state: 'done', created: 1 });
    expect(await stored('LOST-0', 'FOUND-0')).toEqual(['FOUND-0']);
  });

  it('gives an import sent together with a preview the instance: the preview is refused or stopped, whichever came first', async () => {
    const [checked, imported] = await togetherWhileJobsSlow(() => Promise.all([send(PREVIEWS, file('MIX', 3000)), send(IMPORTS, file('MIXED', 5))]));
    expect(imported.status).toBe(1);
    const previewEnd = checked.status === 1 ? (await waitForJob(admin, checked.job!.id, PREVIEWS)).errors : checked;
    expect([replaced, { status: 0, message: IMPORT_BUSY }]).toContainEqual(previewEnd);
    expect(await waitForJob(admin, imported.job!.id)).toMatchObject({ state: 'done', created: 5 });
    // Two previews sent together: the one claimed last is checked, the other stops for it.
    const previews = await togetherWhileJobsSlow(() => Promise.all([send(PREVIEWS, file('DUO', 3000)), send(PREVIEWS, file('DUO', 3000))]));
    expect(previews.map((sent) => sent.status)).toEqual([1, 1]);
    const ends = await Promise.all(previews.map((sent) => waitForJob(admin, sent.job!.id, PREVIEWS)));
    expect(ends.map((end) => end.state).sort()).toEqual(['done', 'failed']);
    expect(ends.find((end) => end.state === 'failed')?.errors).toEqual(replaced);
  });
});
