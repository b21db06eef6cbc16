// Server texts of the account flows that the spec does not fix (its own texts are in
// src/shared/messages.ts). The storefront shows the spec's texts; these explain the rest.
import { SHOP } from '../../../shared/shop';
import { PASSWORD_LENGTH } from './passwords';

export const ACCOUNT_MESSAGES = {
  passwordLength: `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long.`,
  wrongLogin: 'The email or password is not correct.',
  // One answer for a wrong and an expired code: the difference would tell which emails have an account.
  codeWrong: 'This code is not correct or has expired. Please check it or ask for a new one.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeBurned: 'Too many wrong tries: this code no longer works. Please ask for a new one.',
  resendTooSoon: 'A new code was sent less than a minute ago. Please wait a moment before asking again.',
  resetLinkDead: 'This link has expired or was already used. Please ask for a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  emailTaken: 'This email is used by another account.',
  emailChanged: 'Your email address was changed.',
  badDocumentName: 'A document must be sent as a new file or as the name of the current one.',
} as const;

export function rejectedMessage(reason: string | null): string {
  const why = reason ? ` Reason: ${reason}` : '';
  return `Your account was not approved.${why} Please contact us at ${SHOP.email} if you have questions.`;
}
