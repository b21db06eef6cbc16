// The PDF of an invoice is rendered by the queued job in Chromium, stored once, served as is to
// its owner and staff only, attached to the approval mail (which waits for it), and its text (read back with poppler's
// pdftotext) carries the Article 59 fields in English and Arabic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { customers, documentJobs, files, mailAttachments, mailOutbox } from '../../../src/server/db/schema';
import { type PdfRenderer, chromiumRenderer } from '../../../src/server/services/invoicing/pdf/chromium';
import { MAX_JOB_ATTEMPTS, runPdfJobs } from '../../../src/server/services/invoicing/pdf-jobs';
import { addCustomer } from '../cart/shop-fixtures';
import { type AdminShop, adminShop, mailsTo } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { DEMO_LEGAL_SETTINGS } from '../../../src/server/db/seed/demo/legal';
import { documentsOf, waitingOrder } from './invoicing-fixtures';
import { pdfSaid } from './pdf-requeue-fixtures';

// pdftotext breaks lines and puts spaces between some Arabic glyph runs; the letters and their
// (logical) order are what shows the shaping went right, so spacing and direction marks are dropped.
const squeeze = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, '');

/** What one of poppler's tools reads from a PDF (pdftotext, pdfimages). */
function fromPdf(pdf: Buffer, tool: string, args: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'petora-pdf-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync(tool, [...args, path.join(dir, 'doc.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) => fromPdf(pdf, 'pdftotext', ['-enc', 'UTF-8']);
/** The pictures a PDF holds, one line each (pdfimages -list prints two lines of heading first). */
const pdfPictures = (pdf: Buffer) => fromPdf(pdf, 'pdfimages', ['-list']).trim().split('\n').slice(2);

describe('tax document PDFs', () => {
  let admin: AdminShop;
  let renderer: PdfRenderer;
  let orderId: number;

  beforeAll(async () => {
    admin = await adminShop('pglite');
    renderer = await chromiumRenderer();
    const db = admin.shop.database.db;
    await db.update(customers).set({ trn: '100987654300003', legalName: 'Haddad Pet Supplies L.L.C.', emirate: 'SHJ' }).where(eq(customers.id, admin.customer.id));
    const a = await article(db, 'PDF-A', 100);
    orderId = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Salmon Kibble 12 kg', count: 3, unitPriceFils: 1999 }]);
    await admin.as('POST', `/api/admin/orders/${orderId}/approve`);
  }, 60_000);

  afterAll(async () => {
    await renderer.close();
    await admin.shop.close();
  });

  const approvalMail = async (id: number) => {
    const email = (await admin.shop.database.db.select().from(customers).where(eq(customers.id, admin.customer.id)))[0].email;
    return (await mailsTo(admin.shop, email)).filter((m) => m.subject === `Petora: your order ${id} is approved`);
  };

  it('the job renders the invoice once; running the queue again stores nothing more', async () => {
    const db = admin.shop.database.db;
    const [before] = await documentsOf(db, orderId);
    expect(before.pdfFile).toBeNull();
    // Until the PDF is there, the approval mail waits in the outbox (ten minutes at most).
    const [held] = await approvalMail(orderId);
    const [{ due }] = await db.select({ due: mailOutbox.nextAttemptAt }).from(mailOutbox).where(eq(mailOutbox.id, held.id));
    expect(due.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    // It says the PDF follows until the PDF is attached to it.
    expect(pdfSaid(held, before.number)).toBe('follows');
    expect(await runPdfJobs(db, admin.shop.app.files, renderer)).toBe(1);
    const [released] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, held.id));
    expect(released.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(pdfSaid(released, before.number)).toBe('attached');
    expect(await runPdfJobs(db, admin.shop.app.files, renderer)).toBe(0);
    const [doc] = await documentsOf(db, orderId);
    expect(doc.pdfFile).toMatch(/^doc-[0-9a-f]{32}\.pdf$/);
    // The bytes are in the shop's file store; the row only says whose they are.
    expect(await db.select({ data: files.data, kind: files.kind }).from(files).where(eq(files.customerId, admin.customer.id))).toEqual([{ data: null, kind: 'document' }]);
    const stored = await admin.shop.app.files.get(`document/${doc.pdfFile}`);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await db.select().from(documentJobs)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
  }, 60_000);

  it('the PDF says what Article 59 asks for, in English and in Arabic', async () => {
    const [doc] = await documentsOf(admin.shop.database.db, orderId);
    const res = await admin.call('GET', `/api/documents/${doc.number}/pdf`, undefined, admin.customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = squeeze(pdfText(res.rawPayload));
    for (const expected of [
      'Tax Invoice', doc.number, 'Petora Trading L.L.C.', '100123456700003', 'Haddad Pet Supplies L.L.C.', '100987654300003',
      'Date of issue', 'Date of supply', doc.snapshot.issueDate, 'Salmon Kibble 12 kg', 'Unit price', '19.99', 'Discount',
      'Taxable amount', 'VAT rate', '5 %', 'VAT amount', '59.97', '3.00', '62.97', 'AED',
    ]) expect(text).toContain(squeeze(expected));
    for (const arabic of ['فاتورة ضريبية', 'رقم التسجيل الضريبي', 'تاريخ الإصدار', 'تاريخ التوريد', 'إجمالي ضريبة القيمة المضافة', 'الإجمالي شامل الضريبة', 'بيتورا للتجارة', 'الشارقة']) {
      expect(text).toContain(squeeze(arabic));
    }
  }, 60_000);

  it('draws the lines table whole: its right border is inside the printable area, not cut off at its edge', async () => {
    const [doc] = await documentsOf(admin.shop.database.db, orderId);
    const res = await admin.call('GET', `/api/documents/${doc.number}/pdf`, undefined, admin.customer.token);
    const dir = mkdtempSync(path.join(tmpdir(), 'petora-pdf-'));
    let page: { data: Buffer; width: number; height: number };
    try {
      writeFileSync(path.join(dir, 'doc.pdf'), res.rawPayload);
      execFileSync('pdftoppm', ['-r', '220', '-png', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
      const { data, info } = await sharp(path.join(dir, 'page.png')).greyscale().raw().toBuffer({ resolveWithObject: true });
      page = { data, width: info.width, height: info.height };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const at = (x: number, y: number) => page.data[y * page.width + x];
    // A row through the header's light grey (#eee): the line through its widest run of it. The
    // last cell's grey must end in the table's border (#bbb), not in white.
    const grey = (x: number, y: number) => Math.abs(at(x, y) - 0xee) <= 3;
    let widest = { y: -1, run: 0 };
    for (let y = 0; y < page.height; y += 1) {
      for (let x = 0, run = 0; x < page.width; x += 1) {
        run = grey(x, y) ? run + 1 : 0;
        if (run > widest.run) widest = { y, run };
      }
    }
    expect(widest.run).toBeGreaterThan(page.width * 0.1);
    let last = page.width - 1;
    while (!grey(last, widest.y)) last -= 1;
    expect(last).toBeGreaterThan(page.width * 0.8);
    const after = [1, 2, 3, 4].map((dx) => at(last + dx, widest.y));
    expect(Math.min(...after)).toBeLessThan(0xd0);
  }, 60_000);

  it('only the owner and staff may download; the approval mail carries the PDF, and no second mail is written', async () => {
    const [doc] = await documentsOf(admin.shop.database.db, orderId);
    const other = await addCustomer(admin.shop.database.db, 'Omar Saleh');
    expect((await admin.call('GET', `/api/documents/${doc.number}/pdf`, undefined, other.token)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/documents/${doc.number}/xml`, undefined, other.token)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/order/${orderId}/documents`, undefined, other.token)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/documents/${doc.number}/pdf`, undefined, null)).statusCode).toBe(401);
    const staff = await admin.call('GET', `/api/documents/${doc.number}/pdf`);
    expect([staff.statusCode, staff.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const listed = await admin.call('GET', `/api/order/${orderId}/documents`, undefined, admin.customer.token);
    expect(listed.json()).toEqual({ status: 1, documents: [{
      kind: 'invoice', number: doc.number, issuedAt: doc.issuedAt.toISOString(), pdfReady: true,
      pdf: `/api/documents/${doc.number}/pdf`, xml: `/api/documents/${doc.number}/xml`,
    }] });
    const xml = await admin.call('GET', `/api/documents/${doc.number}/xml`, undefined, admin.customer.token);
    expect(xml.body).toBe(doc.xml);

    const [mail] = await approvalMail(orderId);
    expect(await admin.shop.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id)))
      .toEqual([expect.objectContaining({ file: doc.pdfFile, filename: `${doc.number}.pdf` })]);
    const email = (await admin.shop.database.db.select().from(customers).where(eq(customers.id, admin.customer.id)))[0].email;
    expect((await mailsTo(admin.shop, email)).filter((m) => m.subject.includes(doc.number))).toEqual([]);
  }, 60_000);

  it('lets the approval mail go without the PDF when rendering fails for good', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'PDF-B', 100);
    const failing = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Cat Litter 10 l', count: 1, unitPriceFils: 2500 }]);
    await admin.as('POST', `/api/admin/orders/${failing}/approve`);
    const broken: PdfRenderer = { render: async () => { throw new Error('Chromium crashed'); }, connected: () => true, close: async () => undefined };
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      const [held] = await approvalMail(failing);
      const [{ due }] = await db.select({ due: mailOutbox.nextAttemptAt }).from(mailOutbox).where(eq(mailOutbox.id, held.id));
      // Held while tries are left.
      expect(due.getTime()).toBeGreaterThan(Date.now());
      // Each try comes after the pause the one before it was given (an hour is more than any).
      const later = new Date(Date.now() + attempt * 3_600_000);
      expect(await runPdfJobs(db, admin.shop.app.files, broken, { now: () => later })).toBe(0);
    }
    const [mail] = await approvalMail(failing);
    const [{ due }] = await db.select({ due: mailOutbox.nextAttemptAt }).from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(due.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id))).toEqual([]);
  }, 60_000);

  it('prints the logo saved in the legal details on the documents issued after it', async () => {
    const db = admin.shop.database.db;
    await runPdfJobs(db, admin.shop.app.files, renderer);
    const [first] = await documentsOf(db, orderId);
    expect(pdfPictures(await admin.shop.app.files.get(`document/${first.pdfFile}`) as Buffer)).toEqual([]);
    const png = await sharp({ create: { width: 160, height: 60, channels: 3, background: '#0a5c8a' } }).png().toBuffer();
    const saved = await admin.as<{ settings: { logo: string } }>('PUT', '/api/admin/settings/legal', { ...DEMO_LEGAL_SETTINGS, logo: `data:image/png;base64,${png.toString('base64')}` });
    const a = await article(db, 'PDF-L', 100);
    const later = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Bird Seed 5 kg', count: 2, unitPriceFils: 1500 }]);
    await admin.as('POST', `/api/admin/orders/${later}/approve`);
    expect(await runPdfJobs(db, admin.shop.app.files, renderer)).toBe(1);
    const [doc] = await documentsOf(db, later);
    expect(doc.snapshot.logo).toBe(saved.settings.logo);
    expect(pdfPictures(await admin.shop.app.files.get(`document/${doc.pdfFile}`) as Buffer)).toHaveLength(1);
    await admin.as('PUT', '/api/admin/settings/legal', DEMO_LEGAL_SETTINGS);
  }, 60_000);
});
