// Mails about an order that staff decided on. The customer sees the order number, the total
// (before VAT, as the order history shows it: the tax invoice adds the VAT) and, on a
// cancellation, the reason staff gave.
import { SHOP } from '../../../shared/shop';
import { formatAed } from '../../../shared/money';
import { escapeMarkup as escapeHtml } from '../../../shared/escape-markup';
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
  /** Rendering gave up: no mail is promised (one follows only if staff have the PDF made again). */
  delayed: (invoice: string) => `Your tax invoice ${invoice} is in your order history, with its e-invoice; its PDF will be there as soon as it is ready.`,
} as const;

/**
 * The approval mail's text and HTML part, both saying `now` of the PDF of `invoice` where they
 * said it follows or is delayed ('attached' once it is, 'delayed' when rendering gave up and the
 * mail is let go; a PDF made again later can still be attached to a mail not yet sent). A mail
 * without that line (one queued before it existed) is left as it is.
 */
export function sayInvoice(mail: { text: string; html: string | null }, invoice: string, now: 'attached' | 'delayed'): { text: string; html: string | null } {
  const said = APPROVAL_INVOICE_LINE[now](invoice);
  const before = [APPROVAL_INVOICE_LINE.follows(invoice), APPROVAL_INVOICE_LINE.delayed(invoice)];
  const swap = (body: string, escape: (line: string) => string) => before.reduce((text, line) => text.split(escape(line)).join(escape(said)), body);
  return { text: swap(mail.text, (line) => line), html: mail.html === null ? null : swap(mail.html, escapeHtml) };
}

/** `invoice`: the number of the tax invoice issued with the approval; its PDF is attached later, if in time. */
export function orderApprovedMail(to: string, name: string, order: OrderMailFacts, ordersUrl: string, invoice?: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your order ${order.orderId} is approved`,
    content: {
      greeting: `Hello ${name},`,
      paragraphs: [
        `Your order ${order.orderId} (${formatAed(order.total)} excl. VAT) has been approved and is being prepared for delivery to ${order.address}.`,
        ...(invoice ? [APPROVAL_INVOICE_LINE.follows(invoice)] : []),
      ],
      action: { label: 'See your orders', url: ordersUrl },
      after: [`Questions about the delivery? Write to us at ${SHOP.email} or call ${SHOP.phone}.`],
    },
  };
}

export function orderCancelledMail(to: string, name: string, order: OrderMailFacts, reason: string | null, ordersUrl: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your order ${order.orderId} was cancelled`,
    content: {
      greeting: `Hello ${name},`,
      paragraphs: [
        `We are sorry: your order ${order.orderId} (${formatAed(order.total)} excl. VAT) was cancelled and will not be delivered.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        `If you have questions, write to us at ${SHOP.email} or call ${SHOP.phone}.`,
      ],
      action: { label: 'See your orders', url: ordersUrl },
    },
  };
}
