// The mails the account flows send. Wording is the shop's own; the spec leaves mail unshown.
import { SHOP } from '../../../shared/shop';
import type { MailContent } from './layout';

/**
 * A mail as a flow writes it: what it says, not yet rendered. queueMail renders it, signed as
 * the shop's legal settings name it in the transaction that queues it.
 */
export interface MailMessage {
  to: string;
  subject: string;
  content: MailContent;
  /**
   * What only the addressee may read (a password reset link's code): staff reading the outbox
   * see it hidden, and it is taken out of the stored mail once the mail is sent (outbox.ts).
   */
  secrets?: string[];
}

function message(to: string, subject: string, content: MailContent): MailMessage {
  return { to, subject, content };
}

const hello = (name: string) => `Hello ${name},`;

export function confirmationCodeMail(to: string, name: string, code: string, validMinutes: number): MailMessage {
  return message(to, `${SHOP.name}: your confirmation code ${code}`, {
    greeting: hello(name),
    paragraphs: [`Thank you for registering with ${SHOP.name}. Enter this code to confirm your email address:`],
    code,
    after: [
      `The code is valid for ${validMinutes} minutes. After you confirm, our team reviews your account and you will get an email once it is approved.`,
      'If you did not register, you can ignore this email.',
    ],
  });
}

export function emailChangeCodeMail(to: string, name: string, code: string, validMinutes: number): MailMessage {
  return message(to, `${SHOP.name}: your confirmation code ${code}`, {
    greeting: hello(name),
    paragraphs: [`You asked to use this address for your ${SHOP.name} account. Enter this code in your profile to confirm it:`],
    code,
    after: [
      `The code is valid for ${validMinutes} minutes. Until you enter it, the account keeps its old email address.`,
      'If you did not ask for this, you can ignore this email.',
    ],
  });
}

export function alreadyRegisteredMail(to: string, name: string): MailMessage {
  return message(to, `${SHOP.name}: you already have an account`, {
    greeting: hello(name),
    paragraphs: [
      'Someone tried to register a new account with this email address, which already has one with us. Nothing was changed.',
      'If it was you, log in with your password, or ask for a password reset link on the login page.',
      `If it was not you, you can ignore this email, or tell us at ${SHOP.email}.`,
    ],
  });
}

/** `code` is the secret part of `url`: whoever holds it can set the account's password. */
export function resetLinkMail(to: string, name: string, url: string, code: string, validMinutes: number): MailMessage {
  const mail = message(to, `${SHOP.name}: reset your password`, {
    greeting: hello(name),
    paragraphs: ['Someone asked to reset the password of your account. Open this link to choose a new one:'],
    action: { label: 'Choose a new password', url },
    after: [
      `The link works once and for ${validMinutes} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
  return { ...mail, secrets: [code] };
}

export function passwordChangedMail(to: string, name: string): MailMessage {
  return message(to, `${SHOP.name}: your password was changed`, {
    greeting: hello(name),
    paragraphs: [
      'The password of your account has just been changed, and every other session was logged out.',
      `If this was not you, reset your password right away and tell us at ${SHOP.email}.`,
    ],
  });
}

export function accountApprovedMail(to: string, name: string, loginUrl: string): MailMessage {
  return message(to, `${SHOP.name}: your account is approved`, {
    greeting: hello(name),
    paragraphs: ['Good news: your business account has been approved. You can now log in, see B2B prices and place orders.'],
    action: { label: 'Log in', url: loginUrl },
  });
}

export function accountRejectedMail(to: string, name: string, reason: string | null): MailMessage {
  return message(to, `${SHOP.name}: your account was not approved`, {
    greeting: hello(name),
    paragraphs: [
      'We are sorry: we could not approve your business account.',
      ...(reason ? [`Reason: ${reason}`] : []),
      `If you think this is a mistake, or you can send the missing documents, write to us at ${SHOP.email} or call ${SHOP.phone}.`,
    ],
  });
}

export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  return message(to, `${SHOP.name}: your email address was changed`, {
    greeting: hello(name),
    paragraphs: [
      `The email address of your account was changed to ${newEmail}. Mail from us now goes there.`,
      `If this was not you, tell us right away at ${SHOP.email}.`,
    ],
  });
}
