// Mails the rendered document to the customer, PDF attached, once it is stored (the approval
// mail itself goes out at approval; the invoice follows as soon as it is rendered).
import { eq } from 'drizzle-orm';
import { SHOP } from '../../../shared/shop';
import type { Tx } from '../../db/client';
import { customers, mailAttachments, mailOutbox, taxDocuments } from '../../db/schema';
import { renderMail } from '../mail/layout';

export async function queueInvoiceMail(tx: Tx, documentId: number, pdfFile: string): Promise<void> {
  const [doc] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
  const [who] = await tx.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, doc.customerId));
  const what = doc.kind === 'invoice' ? 'tax invoice' : 'tax credit note';
  const mail = renderMail({
    greeting: `Hello ${who.name},`,
    paragraphs: [`Attached is the ${what} ${doc.number} for your order ${doc.orderId}. It is also in your order history.`],
    after: [`Questions about it? Write to us at ${SHOP.email} or call ${SHOP.phone}.`],
  });
  const [row] = await tx.insert(mailOutbox).values({
    to: who.email, subject: `${SHOP.name}: ${what} ${doc.number} for order ${doc.orderId}`, text: mail.text, html: mail.html,
  }).returning({ id: mailOutbox.id });
  await tx.insert(mailAttachments).values({ mailId: row.id, file: pdfFile, filename: `${doc.number}.pdf` });
}
