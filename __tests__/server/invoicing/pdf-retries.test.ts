// When rendering goes wrong: a failed render waits before its next try, a browser that has gone
// ends the round and is replaced, and an approval mail a sender has already taken is left to it
// (the PDF then goes in a mail of its own, as the approval mail said it would). Renderers here
// are stand-ins; pdf.test.ts renders in Chromium.
import { eq } from 'drizzle-orm';
import { documentJobs, mailAttachments, mailOutbox } from '../../../src/server/db/schema';
import type { PdfRenderer } from '../../../src/server/services/invoicing/pdf/chromium';
import { JOB_RETRY_DELAYS_MS, runPdfJobs } from '../../../src/server/services/invoicing/pdf-jobs';
import { DocumentWorker } from '../../../src/server/services/invoicing/worker';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { documentsOf, waitingOrder } from './invoicing-fixtures';
import { carried, pdfSaid, queueTools } from './pdf-requeue-fixtures';
import { standIn, until } from './pdf-stand-ins';

describe('PDF rendering that fails', () => {
  let admin: AdminShop;
  let serial = 0;

  beforeAll(async () => {
    admin = await adminShop('pglite');
  }, 60_000);

  afterAll(async () => {
    await admin.shop.close();
  });

  /** Approves a new order; answers its render job and the approval mail held for the PDF. */
  async function approved() {
    const db = admin.shop.database.db;
    serial += 1;
    const a = await article(db, `RETRY-${serial}`, 100);
    const orderId = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: `Dog Chews ${serial}`, count: 2, unitPriceFils: 1250 }]);
    await admin.as('POST', `/api/admin/orders/${orderId}/approve`);
    const [doc] = await documentsOf(db, orderId);
    const [job] = await db.select().from(documentJobs).where(eq(documentJobs.documentId, doc.id));
    return { orderId, doc, job };
  }

  const jobOf = async (id: number) => (await admin.shop.database.db.select().from(documentJobs).where(eq(documentJobs.id, id)))[0];
  /** Leaves the queue with nothing due now, whatever earlier cases left. */
  const settle = () => runPdfJobs(admin.shop.database.db, admin.shop.app.files, standIn(0), { now: () => new Date(Date.now() + 24 * 3_600_000) });

  it('tries a failed render again only after a pause, then stores the PDF', async () => {
    await settle();
    const db = admin.shop.database.db;
    const { job, orderId } = await approved();
    const renderer = standIn(1);
    const start = Date.now();
    expect(await runPdfJobs(db, admin.shop.app.files, renderer)).toBe(0);
    // Not claimed again within the same round, nor by the next one straight after.
    expect(renderer.renders).toBe(1);
    expect(await runPdfJobs(db, admin.shop.app.files, renderer)).toBe(0);
    const waiting = await jobOf(job.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringContaining('has been closed') });
    expect(waiting.lockedUntil!.getTime()).toBeGreaterThanOrEqual(start + JOB_RETRY_DELAYS_MS[0]);
    const afterPause = new Date(waiting.lockedUntil!.getTime() + 1);
    expect(await runPdfJobs(db, admin.shop.app.files, renderer, { now: () => afterPause })).toBe(1);
    expect(await jobOf(job.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect((await documentsOf(db, orderId))[0].pdfFile).toEqual(expect.any(String));
  });

  it('ends the round when the browser has gone, so the jobs after it keep their tries', async () => {
    await settle();
    const db = admin.shop.database.db;
    const first = await approved();
    const second = await approved();
    expect(await runPdfJobs(db, admin.shop.app.files, standIn(1, true))).toBe(0);
    expect(await jobOf(first.job.id)).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await jobOf(second.job.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('leaves a job alone that another worker claimed after this one\'s lease ran out', async () => {
    await settle();
    const db = admin.shop.database.db;
    const { job } = await approved();
    const theirs = new Date(Date.now() + 4 * 60_000);
    const slow: PdfRenderer = {
      // Rendering took longer than the lease: meanwhile another worker claimed the job.
      async render() {
        await db.update(documentJobs).set({ attempts: 2, lockedUntil: theirs }).where(eq(documentJobs.id, job.id));
        throw new Error('Timeout 30000ms exceeded');
      },
      connected: () => true,
      close: async () => undefined,
    };
    expect(await runPdfJobs(db, admin.shop.app.files, slow)).toBe(0);
    expect(await jobOf(job.id)).toMatchObject({ state: 'queued', attempts: 2, lockedUntil: theirs, lastError: null });
  });

  it('the worker starts a new browser when the one it had has gone', async () => {
    await settle();
    const { job } = await approved();
    const launched: Array<PdfRenderer & { renders: number }> = [];
    const worker = new DocumentWorker(admin.shop.database.db, admin.shop.app.files, {
      dropDir: null, pollMs: 60_000, log: { error: jest.fn() },
      launch: async () => { const next = standIn(launched.length === 0 ? 1 : 0, true); launched.push(next); return next; },
    });
    worker.kick();
    try {
      await until(async () => (await jobOf(job.id)).attempts > 0);
      worker.kick();
      await until(() => launched.length === 2);
    } finally {
      await worker.close();
    }
    expect(launched.map((r) => r.renders)).toEqual([1, 0]);
  });

  it('leaves an approval mail a sender has already taken to it, and mails the PDF on its own', async () => {
    await settle();
    const db = admin.shop.database.db;
    const { doc, job } = await approved();
    // The hold ran out and a sender claimed the mail: its due time is now that sender's lease.
    const lease = new Date(Date.now() + 10 * 60_000);
    await db.update(mailOutbox).set({ attempts: 1, nextAttemptAt: lease }).where(eq(mailOutbox.id, job.mailId!));
    expect(await runPdfJobs(db, admin.shop.app.files, standIn(0))).toBe(1);
    const [held] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, job.mailId!));
    expect(held.nextAttemptAt.getTime()).toBe(lease.getTime());
    expect(await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, held.id))).toEqual([]);
    expect(pdfSaid(held, doc.number)).toBe('follows');
    const [own] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Petora: tax invoice ${doc.number} for order ${doc.orderId}`));
    expect(await db.select({ filename: mailAttachments.filename }).from(mailAttachments).where(eq(mailAttachments.mailId, own.id)))
      .toEqual([{ filename: `${doc.number}.pdf` }]);
  });

  it('an approval mail whose hold runs out before the PDF is made leaves saying the PDF follows, and the PDF follows', async () => {
    await settle();
    const db = admin.shop.database.db;
    const q = queueTools(() => admin);
    const { orderId, doc, job } = await approved();
    expect(await runPdfJobs(db, admin.shop.app.files, standIn(1))).toBe(0);
    // The render failed once and waits for its next try; meanwhile the ten minutes' hold runs out.
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1_000) }).where(eq(mailOutbox.id, job.mailId!));
    const approval = await q.deliver(orderId);
    expect(approval.map(carried)).toEqual([{ subject: `Petora: your order ${orderId} is approved`, attachments: [] }]);
    expect(pdfSaid(approval[0], doc.number)).toBe('follows');
    expect(approval[0].text).not.toMatch(/attached/i);

    expect(await runPdfJobs(db, admin.shop.app.files, standIn(0), { now: () => new Date(Date.now() + 24 * 3_600_000) })).toBe(1);
    expect((await q.deliver(orderId)).map(carried)).toEqual([{
      subject: `Petora: tax invoice ${doc.number} for order ${orderId}`, attachments: [[`${doc.number}.pdf`, '%PDF-']],
    }]);
  });

  it('an approval mail whose PDF is made in time leaves with it, saying so in its text and its HTML', async () => {
    await settle();
    const q = queueTools(() => admin);
    const { orderId, doc } = await approved();
    expect(await runPdfJobs(admin.shop.database.db, admin.shop.app.files, standIn(0))).toBe(1);
    const approval = await q.deliver(orderId);
    expect(approval.map(carried)).toEqual([{ subject: `Petora: your order ${orderId} is approved`, attachments: [[`${doc.number}.pdf`, '%PDF-']] }]);
    expect(pdfSaid(approval[0], doc.number)).toBe('attached');
  });
});
