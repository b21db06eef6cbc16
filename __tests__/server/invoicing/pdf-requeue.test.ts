// A PDF the render queue gave up on (five failed tries) shows as failed in the staff list, with
// why; staff put it back in the queue, the worker renders it at once, and the customer gets
// the PDF by mail exactly once, whether the approval mail left without it or had not left yet.
import { DocumentWorker } from '../../../src/server/services/invoicing/worker';
import { PDF_ERROR_LENGTH } from '../../../src/server/services/invoicing/admin-documents';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf } from '../admin/admin-fixtures';
import { carried, pdfSaid, queueTools } from './pdf-requeue-fixtures';
import { standIn, until } from './pdf-stand-ins';

describe.each(DB_KINDS)('making a failed PDF again on %s', (kind) => {
  let admin: AdminShop;
  const q = queueTools(() => admin);

  beforeAll(async () => {
    admin = await adminShop(kind);
  }, 60_000);

  afterAll(async () => {
    await admin.shop.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('lists a PDF given up on as failed with its error shortened, beside made and queued ones', async () => {
    await q.settle();
    const made = await q.approved();
    await q.settle();
    const failed = await q.approved();
    const callLog = Array.from({ length: 60 }, (_, i) => `  - waiting for page.pdf step ${i}`).join('\n');
    await q.failForGood(`page.pdf: Target crashed\nCall log:\n${callLog}`);
    const queued = await q.approved();

    expect(await q.listed(made.doc.number)).toMatchObject({ pdfReady: true, pdfState: 'ready', pdfError: null });
    expect(await q.listed(queued.doc.number)).toMatchObject({ pdfReady: false, pdfState: 'queued', pdfError: null });
    const row = await q.listed(failed.doc.number);
    expect(row).toMatchObject({ pdfReady: false, pdfState: 'failed', pdfError: expect.stringMatching(/^Error: page\.pdf: Target crashed Call log: - waiting/) });
    expect(row!.pdfError).toHaveLength(PDF_ERROR_LENGTH);
    expect(row!.pdfError).toMatch(/…$/);
    // The job keeps the whole error.
    expect((await q.jobOf(failed.job.id)).lastError).toContain('step 59');
  });

  it('queues it again: the worker renders it at once, and the approval mail that left without it is followed by one mail with it', async () => {
    await q.settle();
    const { orderId, doc, job } = await q.approved();
    await q.failForGood();
    // Given up on, the approval mail went without the PDF, promising no mail with it.
    const left = await q.deliver(orderId);
    expect(left.map(carried)).toEqual([{ subject: `Petora: your order ${orderId} is approved`, attachments: [] }]);
    expect(pdfSaid(left[0], doc.number)).toBe('delayed');

    const worker = new DocumentWorker(admin.shop.database.db, admin.shop.app.files, {
      dropDir: null, pollMs: 60_000, log: { error: jest.fn() }, launch: async () => standIn(0),
    });
    const kick = jest.spyOn(admin.shop.app.documents, 'kick').mockImplementation(() => worker.kick());
    try {
      const res = await admin.call('POST', `/api/admin/documents/${doc.number}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, document: expect.objectContaining({ number: doc.number, pdfReady: false, pdfState: 'queued', pdfError: null }) });
      expect(kick).toHaveBeenCalledTimes(1);
      await until(async () => (await q.jobOf(job.id)).state === 'done');
    } finally {
      await worker.close();
    }

    expect(await q.jobOf(job.id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    const stored = await q.documentOf(orderId);
    expect(stored.pdfFile).toEqual(expect.any(String));
    expect(await q.listed(doc.number)).toMatchObject({ pdfReady: true, pdfState: 'ready', pdfError: null });
    expect((await q.deliver(orderId)).map(carried)).toEqual([{
      subject: `Petora: tax invoice ${doc.number} for order ${orderId}`, attachments: [[`${doc.number}.pdf`, '%PDF-']],
    }]);
    // Nothing more goes out, however often the queue and the outbox run.
    expect(await q.settle()).toBe(0);
    expect(await q.deliver(orderId)).toEqual([]);
  });

  it('attaches it to the approval mail when that has not left yet, so the customer gets one mail', async () => {
    await q.settle();
    const { orderId, doc, job } = await q.approved();
    await q.failForGood();
    // The approval mail was let go without the PDF, but no sender has taken it yet.
    expect(await admin.as('POST', `/api/admin/documents/${doc.number}/pdf`)).toMatchObject({ status: 1 });
    expect(await q.jobOf(job.id)).toMatchObject({ state: 'queued', attempts: 0, lockedUntil: null, lastError: 'Error: Chromium crashed' });
    expect(await q.settle()).toBe(1);
    const sent = await q.deliver(orderId);
    expect(sent.map(carried)).toEqual([{
      subject: `Petora: your order ${orderId} is approved`, attachments: [[`${doc.number}.pdf`, '%PDF-']],
    }]);
    // It had said the PDF follows while it waited; it leaves saying the PDF is attached.
    expect(pdfSaid(sent[0], doc.number)).toBe('attached');
    expect(await q.deliver(orderId)).toEqual([]);
  });

  it('writes who queued it and why it had failed to the audit trail', async () => {
    await q.settle();
    const { doc } = await q.approved();
    await q.failForGood('Failed to launch the browser process');
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([]);
    await admin.as('POST', `/api/admin/documents/${doc.number}/pdf`);
    expect(await auditOf(admin.shop, `document:${doc.number}`)).toEqual([expect.objectContaining({
      staffId: expect.any(Number), action: 'document.pdf-retry',
      details: { kind: 'invoice', was: 'failed', attempts: 5, error: 'Error: Failed to launch the browser process' },
    })]);
  });
});
