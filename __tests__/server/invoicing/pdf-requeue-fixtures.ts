// A shop whose invoices' PDFs can be made to fail for good, and the mail that reaches the
// customer, sent through the real outbox sender to a transport that records it.
import { eq } from 'drizzle-orm';
import { documentJobs } from '../../../src/server/db/schema';
import { MAX_JOB_ATTEMPTS, runPdfJobs } from '../../../src/server/services/invoicing/pdf-jobs';
import { escapeMarkup as escapeHtml } from '../../../src/shared/escape-markup';
import { APPROVAL_INVOICE_LINE } from '../../../src/server/services/mail/order-templates';
import { MailSender, type MailTransport } from '../../../src/server/services/mail/sender';
import type { AdminTaxDocument } from '../../../src/shared/admin-types';
import type { AdminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { documentsOf, waitingOrder } from './invoicing-fixtures';
import { standIn } from './pdf-stand-ins';

export type SentMail = Parameters<MailTransport['sendMail']>[0];

const HOUR = 3_600_000;
let serial = 0;

export function queueTools(admin: () => AdminShop) {
  const db = () => admin().shop.database.db;
  const files = () => admin().shop.app.files;

  const tools = {
    /** Approves a new order; answers its invoice and render job. */
    async approved() {
      serial += 1;
      const a = await article(db(), `REQUEUE-${serial}-${Date.now()}`, 100);
      const orderId = await waitingOrder(db(), admin().customer.id, [{ variantId: a, name: `Bird Seed ${serial}`, count: 1, unitPriceFils: 1500 }]);
      expect(await admin().as('POST', `/api/admin/orders/${orderId}/approve`)).toMatchObject({ status: 1 });
      const [doc] = await documentsOf(db(), orderId);
      const [job] = await db().select().from(documentJobs).where(eq(documentJobs.documentId, doc.id));
      return { orderId, doc, job };
    },

    async jobOf(id: number) {
      return (await db().select().from(documentJobs).where(eq(documentJobs.id, id)))[0];
    },

    async documentOf(orderId: number) {
      return (await documentsOf(db(), orderId))[0];
    },

    /** Leaves the queue with nothing due, whatever earlier cases left, by rendering it all. */
    settle: () => runPdfJobs(db(), files(), standIn(0), { now: () => new Date(Date.now() + 24 * HOUR) }),

    /** Every try fails (an hour apart, past each pause) until the queue gives the job up. */
    async failForGood(message = 'Chromium crashed') {
      const broken = standIn(Number.MAX_SAFE_INTEGER, false, message);
      for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
        await runPdfJobs(db(), files(), broken, { now: () => new Date(Date.now() + attempt * HOUR) });
      }
      expect(broken.renders).toBe(MAX_JOB_ATTEMPTS);
    },

    /** The staff list's row of a document (the list is newest first; the document is on page 1). */
    async listed(number: string): Promise<AdminTaxDocument | undefined> {
      const page = await admin().as<{ documents: AdminTaxDocument[] }>('GET', '/api/admin/documents');
      return page.documents.find((d) => d.number === number);
    },

    /** Sends what is due in the outbox; answers the mails about the order that left. */
    async deliver(orderId: number): Promise<SentMail[]> {
      const sent: SentMail[] = [];
      const transport: MailTransport = { sendMail: async (mail) => { sent.push(mail); }, close: () => undefined };
      const sender = new MailSender(db(), transport, {
        from: 'Petora <sales@petora.ae>', files: files(), sweepIntervalMs: 0, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
      });
      sender.kick();
      await sender.idle();
      await sender.close();
      return sent.filter((mail) => new RegExp(`order ${orderId}( |$)`).test(mail.subject));
    },
  };
  return tools;
}

/** What a recorded mail carries: its subject and its attachments' names and first bytes. */
export function carried(mail: SentMail) {
  return { subject: mail.subject, attachments: (mail.attachments ?? []).map((a) => [a.filename, a.content.subarray(0, 5).toString()]) };
}

/**
 * What an approval mail (sent, or waiting in the outbox) says of its invoice's PDF: 'attached',
 * 'follows' or 'delayed' when its text and its HTML part say the same; otherwise what each part says.
 */
export function pdfSaid(mail: { text: string; html?: string | null }, invoice: string): string {
  const said = (body: string, inPart: (line: string) => string) => (['attached', 'follows', 'delayed'] as const)
    .filter((what) => body.includes(inPart(APPROVAL_INVOICE_LINE[what](invoice)))).join(' and ') || 'nothing';
  const text = said(mail.text, (line) => line);
  const html = said(mail.html ?? '', escapeHtml);
  return text === html ? text : `text: ${text}; HTML: ${html}`;
}
