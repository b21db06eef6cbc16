// The rendered PDF goes to the customer by mail once it is stored: an invoice's PDF is attached
// to the approval mail, which waits for it (held in the outbox, released here) and says only
// then that the PDF is attached; a credit note, whose cancellation mail does not wait, gets a
// mail of its own, as does an invoice whose approval mail left without it.
import { and, eq } from 'drizzle-orm';
import { SHOP } from '../../../shared/shop';
import type { Tx } from '../../db/client';
import { customers, documentJobs, mailAttachments, mailOutbox, taxDocuments } from '../../db/schema';
import { queueMail, releaseMail } from '../mail/outbox';
import { sayInvoice } from '../mail/order-templates';

/** How long an approval mail waits for its invoice's PDF before it leaves without it. */
export const INVOICE_MAIL_HOLD_MS = 10 * 60_000;

/** Ties a held mail to the render job of the document whose PDF it waits for. */
export async function holdMailForPdf(tx: Tx, documentId: number, mailId: number): Promise<void> {
  await tx.update(documentJobs).set({ mailId }).where(and(eq(documentJobs.documentId, documentId), eq(documentJobs.task, 'render-pdf')));
}

/**
 * The mail waiting for a document's PDF, locked, with the document's number; null once it is
 * no longer held (sent, or claimed by a sender after its hold ran out). The lock keeps a sender
 * off it while the caller rewrites it.
 */
async function heldMail(tx: Tx, mailId: number, documentId: number) {
  const [doc] = await tx.select({ number: taxDocuments.number }).from(taxDocuments).where(eq(taxDocuments.id, documentId));
  const [mail] = await tx.select({ sentAt: mailOutbox.sentAt, attempts: mailOutbox.attempts, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox).where(eq(mailOutbox.id, mailId)).for('update');
  return doc && mail && mail.sentAt === null && mail.attempts === 0 ? { number: doc.number, mail } : null;
}

/** Attaches the stored PDF to the mail waiting for it, has the mail say so, and lets it go. */
export async function attachToHeldMail(tx: Tx, mailId: number, documentId: number, pdfFile: string): Promise<void> {
  const held = await heldMail(tx, mailId, documentId);
  // Gone after its hold ran out: the customer still gets the PDF, in a mail of its own.
  if (!held) return queueInvoiceMail(tx, documentId, pdfFile);
  await tx.insert(mailAttachments).values({ mailId, file: pdfFile, filename: `${held.number}.pdf` });
  // Queued saying the PDF follows: it says "attached" from the moment, and in the transaction,
  // that the attachment is there.
  await tx.update(mailOutbox).set(sayInvoice(held.mail, held.number, 'attached')).where(eq(mailOutbox.id, mailId));
  await releaseMail(tx, mailId);
}

/**
 * Rendering gave up: the mail waiting for the PDF leaves now, no longer promising that a mail
 * with the PDF follows (one does only if staff have the PDF made again). One already claimed by
 * a sender is left to it.
 */
export async function releaseWithoutPdf(tx: Tx, mailId: number, documentId: number): Promise<void> {
  const held = await heldMail(tx, mailId, documentId);
  if (!held) return;
  await tx.update(mailOutbox).set(sayInvoice(held.mail, held.number, 'delayed')).where(eq(mailOutbox.id, mailId));
  await releaseMail(tx, mailId);
}

export async function queueInvoiceMail(tx: Tx, documentId: number, pdfFile: string): Promise<void> {
  const [doc] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
  const [who] = await tx.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, doc.customerId));
  const what = doc.kind === 'invoice' ? 'tax invoice' : 'tax credit note';
  const mailId = await queueMail(tx, {
    to: who.email,
    subject: `${SHOP.name}: ${what} ${doc.number} for order ${doc.orderId}`,
    content: {
      greeting: `Hello ${who.name},`,
      paragraphs: [`Attached is the ${what} ${doc.number} for your order ${doc.orderId}. It is also in your order history.`],
      after: [`Questions about it? Write to us at ${SHOP.email} or call ${SHOP.phone}.`],
    },
  });
  await tx.insert(mailAttachments).values({ mailId, file: pdfFile, filename: `${doc.number}.pdf` });
}

/**
 * The order is being cancelled: an approval mail still held for its invoice's PDF leaves now,
 * queued before the cancellation mail written next (same due time, lower id), so the buyer
 * never reads "approved" after "cancelled". The PDF, once made, follows in a mail of its own.
 */
export async function releaseApprovalMailOf(tx: Tx, orderId: number): Promise<void> {
  const [held] = await tx.select({ mailId: documentJobs.mailId }).from(documentJobs)
    .innerJoin(taxDocuments, eq(taxDocuments.id, documentJobs.documentId))
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice'), eq(documentJobs.task, 'render-pdf')));
  if (held?.mailId) await releaseMail(tx, held.mailId);
}
