// What the registration and the profile edit have in common: the account fields a customer
// sends, the trade documents that come with them, and how a refused document is answered.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { sendError } from '../../plugins/errors';
import { DocumentError } from '../../services/accounts/documents';
import { TradeDocumentError } from '../../services/trade-documents/customer-documents';
import { Country, Document, Email, Mobile, Text, TradeDocumentFields } from './schemas';

/**
 * The account's fields, every one optional: a missing required one is the service's business
 * answer (status 2), not a 400. Each route adds its own password field.
 */
export const AccountFields = {
  name: Type.Optional(Text()),
  companyName: Type.Optional(Text()),
  country: Type.Optional(Country),
  lisence: Type.Optional(Document),
  mobile: Type.Optional(Mobile),
  email: Type.Optional(Email),
  otrn: Type.Optional(Document),
  ...TradeDocumentFields,
};

/** The two uploads as the services take them: null (sent as "no file") is the same as absent. */
export function documentsOf(body: { lisence?: string | null; otrn?: string | null }) {
  return { lisence: body.lisence ?? undefined, otrn: body.otrn ?? undefined };
}

/**
 * Runs an account change: a success (status 1) has queued a mail, so the mailer is woken; a
 * document the service refuses (wrong kind, unreadable, bad dates) is a 400 with its reason.
 */
export async function submitAccount<R extends { status: number }>(app: FastifyInstance, reply: FastifyReply, run: () => Promise<R>) {
  try {
    const result = await run();
    if (result.status === 1) app.mailer.kick();
    return result;
  } catch (error) {
    if (error instanceof DocumentError || error instanceof TradeDocumentError) return sendError(reply, 400, error.message);
    throw error;
  }
}
