// Mails about an order that staff decided on. The customer sees the order number, the total
// (before VAT, as the order history shows it: the tax invoice adds the VAT) and, on a
// cancellation, the reason staff gave.
import { SHOP } from '../../../shared/shop';
import { formatAed } from '../../../shared/money';
import { renderMail } from './layout';
import type { MailMessage } from './templates';

export interface OrderMailFacts { orderId: number; total: number; address: string }

/** `invoice`: the number of the tax invoice issued with the approval, whose PDF goes with this mail. */
export function orderApprovedMail(to: string, name: string, order: OrderMailFacts, ordersUrl: string, invoice?: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your order ${order.orderId} is approved`,
    ...renderMail({
      greeting: `Hello ${name},`,
      paragraphs: [
        `Your order ${order.orderId} (${formatAed(order.total)} excl. VAT) has been approved and is being prepared for delivery to ${order.address}.`,
        ...(invoice ? [`Your tax invoice ${invoice} is attached as a PDF; it is also in your order history, with its e-invoice.`] : []),
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
