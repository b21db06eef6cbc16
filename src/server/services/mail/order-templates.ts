// Mails about an order that staff decided on. The customer sees the order number, the total
// (before VAT, as the order history shows it: the tax invoice adds the VAT) and, on a
// cancellation, the reason staff gave.
import { SHOP } from '../../../shared/shop';
import { formatAed } from '../../../shared/money';
import { escapeHtml, renderMail } from './layout';
import type { MailMessage } from './templates';

export interface OrderMailFacts { orderId: number; total: number; address: string }

/**
 * What the approval mail says of its invoice's PDF. It is queued saying the PDF follows, and
 * only attaching the PDF to it (attachToHeldMail, in the transaction that adds the attachment)
 * makes it say "attached": a mail that leaves without the PDF, because rendering gave up or its
 * hold ran out, never claims it. The PDF then comes in a mail of its own once it is made
 * (after a failed render, once staff put it back in the queue).
 */
export const APPROVAL_INVOICE_LINE = {
  follows: (invoice: string) => `Your tax invoice ${invoice} is in your order history, with its e-invoice; we will email you its PDF separately as soon as it is ready.`,
  attached: (invoice: string) => `Your tax invoice ${invoice} is attached as a PDF; it is also in your order history, with its e-invoice.`,
} as const;

/**
 * The approval mail's text and HTML part, both saying that the PDF of `invoice` is attached where
 * they said it follows. A mail without that line (one queued before it existed) is left as it is.
 */
export function sayInvoiceAttached(mail: { text: string; html: string | null }, invoice: string): { text: string; html: string | null } {
  const swap = (body: string, from: string, to: string) => body.split(from).join(to);
  const { follows, attached } = { follows: APPROVAL_INVOICE_LINE.follows(invoice), attached: APPROVAL_INVOICE_LINE.attached(invoice) };
  return {
    text: swap(mail.text, follows, attached),
    html: mail.html === null ? null : swap(mail.html, escapeHtml(follows), escapeHtml(attached)),
  };
}

/** `invoice`: the number of the tax invoice issued with the approval; its PDF is attached later, if in time. */
export function orderApprovedMail(to: string, name: string, order: OrderMailFacts, ordersUrl: string, invoice?: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your order ${order.orderId} is approved`,
    ...renderMail({
      greeting: `Hello ${name},`,
      paragraphs: [
        `Your order ${order.orderId} (${formatAed(order.total)} excl. VAT) has been approved and is being prepared for delivery to ${order.address}.`,
        ...(invoice ? [APPROVAL_INVOICE_LINE.follows(invoice)] : []),
      ],
      action: { label: 'See your orders', url: ordersUrl },
      after: [`Questions about the delivery? Write to us at ${SHOP.email} or call ${SHOP.phone}.`],
    }),
  };
}

export function orderCancelledMail(to: string, name: string, order: OrderMailFacts, reason: string | null, ordersUrl: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your order ${order.orderId} was cancelled`,
    ...renderMail({
      greeting: `Hello ${name},`,
      paragraphs: [
        `We are sorry: your order ${order.orderId} (${formatAed(order.total)} excl. VAT) was cancelled and will not be delivered.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        `If you have questions, write to us at ${SHOP.email} or call ${SHOP.phone}.`,
      ],
      action: { label: 'See your orders', url: ordersUrl },
    }),
  };
}
