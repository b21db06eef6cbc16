// What POST /api/admin/documents/:number/pdf refuses, and for whom: a PDF already made or still
// in the queue is left alone, only staff may ask, two staff asking at once queue it once, and a
// document that lost its job (should not happen) gets a new one.
import { eq, sql } from 'drizzle-orm';
import { documentJobs } from '../../../src/server/db/schema';
import { runPdfJobs } from '../../../src/server/services/invoicing/pdf-jobs';
import { PDF_RETRY_MESSAGES } from '../../../src/server/services/invoicing/pdf-retry';
import { DB_KINDS } from '../../support/test-db';
import { staffToken } from '../cart/shop-fixtures';
import { type AdminShop, adminShop, auditOf } from '../admin/admin-fixtures';
import { carried, queueTools } from './pdf-requeue-fixtures';
import { standIn, until } from './pdf-stand-ins';

describe.each(DB_KINDS)('refusing to make a PDF again on %s', (kind) => {
  let admin: AdminShop;
  let kick: jest.SpyInstance;
  const q = queueTools(() => admin);
  const requeue = (number: string, token?: string | null) => admin.call('POST', `/api/admin/documents/${number}/pdf`, undefined, token);

  beforeAll(async () => {
    admin = await adminShop(kind, { dbPoolMax: 8 });
  }, 60_000);

  afterAll(async () => {
    await admin.shop.close();
  });

  beforeEach(async () => {
    // Approving kicks the worker too: each case clears the count before the request it checks.
    kick = jest.spyOn(admin.shop.app.documents, 'kick');
    await q.settle();
  });

  afterEach(() => jest.restoreAllMocks());

  it('refuses a PDF that is already made, and changes nothing', async () => {
    const { doc, job } = await q.approved();
    await q.settle();
    const before = await q.jobOf(job.id);
    kick.mockClear();
    const res = await requeue(doc.number);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 0, message: PDF_RETRY_MESSAGES.ready }]);
    expect(await q.jobOf(job.id)).toEqual(before);
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([]);
    expect(kick).not.toHaveBeenCalled();
  });

  it('refuses one still in the queue, even between its tries, and leaves its tries alone', async () => {
    const { doc, job } = await q.approved();
    kick.mockClear();
    expect(await requeue(doc.number).then((r) => r.json())).toEqual({ status: 0, message: PDF_RETRY_MESSAGES.queued });
    // One failed try: waiting for the next, still queued.
    await runPdfJobs(admin.shop.database.db, admin.shop.app.files, standIn(1));
    const waiting = await q.jobOf(job.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await requeue(doc.number).then((r) => r.json())).toEqual({ status: 0, message: PDF_RETRY_MESSAGES.queued });
    expect(await q.jobOf(job.id)).toEqual(waiting);
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([]);
    expect(kick).not.toHaveBeenCalled();
  });

  it('answers 404 for a document that does not exist and 400 for what is not a document number', async () => {
    const unknown = await requeue('INV-2099-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 0 });
    expect((await requeue('not-a-number')).statusCode).toBe(400);
    expect(kick).not.toHaveBeenCalled();
  });

  it('is for staff only: 401 without a token, 403 with a customer token', async () => {
    const { doc, job } = await q.approved();
    await q.failForGood();
    kick.mockClear();
    expect((await requeue(doc.number, null)).statusCode).toBe(401);
    expect((await requeue(doc.number, admin.customer.token)).statusCode).toBe(403);
    expect(await q.jobOf(job.id)).toMatchObject({ state: 'failed', attempts: 5 });
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([]);
    expect(kick).not.toHaveBeenCalled();
  });

  /**
   * PostgreSQL: runs `work` while another transaction holds the job row, and lets go once
   * `waiters` sessions wait on a lock, so the requests in `work` surely meet at the row.
   */
  async function whileJobHeld<T>(jobId: number, waiters: number, work: () => Promise<T>): Promise<T> {
    const db = admin.shop.database.db;
    let held = () => undefined as void;
    let release = () => undefined as void;
    const holding = new Promise<void>((resolve) => { held = resolve; });
    const holder = db.transaction(async (tx) => {
      await tx.select({ id: documentJobs.id }).from(documentJobs).where(eq(documentJobs.id, jobId)).for('update');
      held();
      await new Promise<void>((resolve) => { release = resolve; });
    });
    await holding;
    const running = work();
    await until(async () => {
      const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      return rows[0].n >= waiters;
    });
    release();
    await holder;
    return running;
  }

  it('two staff asking at once queue it once', async () => {
    const { doc, job } = await q.approved();
    await q.failForGood();
    const colleague = await staffToken(admin.shop.database.db);
    kick.mockClear();
    const both = () => Promise.all([requeue(doc.number), requeue(doc.number, colleague)]);
    // PGlite has one connection, so the two run one after the other there anyway.
    const answers = kind === 'postgres' ? await whileJobHeld(job.id, 2, both) : await both();
    const bodies = answers.map((r) => r.json() as { status: number; message?: string });
    expect(bodies.map((b) => b.status).sort()).toEqual([0, 1]);
    expect(bodies.find((b) => b.status === 0)).toEqual({ status: 0, message: PDF_RETRY_MESSAGES.queued });
    expect(await q.jobOf(job.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toHaveLength(1);
    expect(kick).toHaveBeenCalledTimes(1);
  });

  it('gives a document without a PDF or a job (should not happen) a new job, which makes and mails it', async () => {
    const { orderId, doc, job } = await q.approved();
    const db = admin.shop.database.db;
    await db.delete(documentJobs).where(eq(documentJobs.id, job.id));
    expect(await q.listed(doc.number)).toMatchObject({ pdfState: 'failed', pdfError: null });
    expect(await requeue(doc.number).then((r) => r.json())).toMatchObject({ status: 1, document: { pdfState: 'queued' } });
    const jobs = await db.select().from(documentJobs).where(eq(documentJobs.documentId, doc.id));
    expect(jobs).toEqual([expect.objectContaining({ task: 'render-pdf', state: 'queued', attempts: 0, mailId: null })]);
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([expect.objectContaining({ details: expect.objectContaining({ was: 'no job' }) })]);
    expect(await q.settle()).toBe(1);
    expect((await q.documentOf(orderId)).pdfFile).toEqual(expect.any(String));
    // The approval mail is still held for the PDF it no longer waits on; the PDF goes on its own.
    expect((await q.deliver(orderId)).map(carried)).toEqual([{
      subject: `Petora: tax invoice ${doc.number} for order ${orderId}`, attachments: [[`${doc.number}.pdf`, '%PDF-']],
    }]);
  });
});
