// The licence expiry reminder. Wording is the shop's own.
import { SHOP } from '../../../shared/shop';
import type { MailMessage } from '../mail/templates';

export function licenceReminderMail(to: string, name: string, expiry: string, uploadUrl: string): MailMessage {
  return {
    to,
    subject: `${SHOP.name}: your trade licence expires on ${expiry}`,
    content: {
      greeting: `Hello ${name},`,
      paragraphs: [
        `The trade licence on your ${SHOP.name} account expires on ${expiry}. Once it has expired, you cannot place orders until we have your renewed licence.`,
        'Please upload the renewed licence in your profile and enter its new expiry date:',
      ],
      action: { label: 'Upload the renewed licence', url: uploadUrl },
      after: [`Questions? Write to us at ${SHOP.email}.`],
    },
  };
}
