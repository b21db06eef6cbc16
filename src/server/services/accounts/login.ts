// Customer login. The answer depends on the account's state: a token only for approved
// accounts, the email for unconfirmed ones (so the storefront opens the confirm screen), an
// explanation for those waiting for approval or rejected.
import { eq } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { hasLiveCode, issueConfirmationCode, resendWaitMs } from './confirmation';
import { customerToken } from './customer-token';
import { findCustomerByEmail, normalizeEmail } from './fields';
import { ACCOUNT_MESSAGES, rejectedMessage } from './messages';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';

export type LoginResult =
  | { kind: 'token'; token: string }
  | { kind: 'confirm'; email: string }
  | { kind: 'waiting'; message: string }
  | { kind: 'refused'; message: string };

export async function loginCustomer(db: Db, secret: string, username: string, password: string): Promise<LoginResult> {
  const customer = await findCustomerByEmail(db, normalizeEmail(username));
  const valid = customer ? await verifyPassword(customer.passwordHash, password) : await burnPasswordCheck(password);
  if (!customer || !valid) return { kind: 'refused', message: ACCOUNT_MESSAGES.wrongLogin };

  switch (customer.state) {
    case 'unconfirmed':
      await db.transaction(async (tx) => {
        // The old code may have expired or burnt since registration: send a fresh one, at most once a minute.
        if (await hasLiveCode(tx, customer.id)) return;
        if (await resendWaitMs(tx, customer.id) > 0) return;
        await issueConfirmationCode(tx, secret, customer);
      });
      return { kind: 'confirm', email: customer.email };
    case 'pending':
      return { kind: 'waiting', message: MSG.confirm.awaitingApproval };
    case 'rejected':
      return { kind: 'waiting', message: rejectedMessage(customer.rejectReason) };
    case 'active':
      break;
  }
  if (needsRehash(customer.passwordHash)) {
    await db.update(customers).set({ passwordHash: await hashPassword(password) }).where(eq(customers.id, customer.id));
  }
  return { kind: 'token', token: await customerToken(db, secret, customer) };
}
