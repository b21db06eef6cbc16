import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { customerIdOf, sessionIdOf } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { DocumentError } from '../../services/accounts/documents';
import { editProfile } from '../../services/accounts/profile';
import { TradeDocumentError } from '../../services/trade-documents/customer-documents';
import { strictBody } from '../strict-body';
import { Country, DOCUMENT_BODY_LIMIT, TradeDocumentFields, Document, Email, Mobile, Password, Text } from './schemas';

// Required fields are checked by the service (status 2), so the schema lets them be absent.
const EditBody = Type.Object({
  name: Type.Optional(Text()),
  companyName: Type.Optional(Text()),
  otrn: Type.Optional(Document),
  lisence: Type.Optional(Document),
  country: Type.Optional(Country),
  mobile: Type.Optional(Mobile),
  email: Type.Optional(Email),
  currentPassword: Type.Optional(Password),
  ...TradeDocumentFields,
}, { additionalProperties: false });

const EditReply = Type.Object({
  status: Type.Integer(),
  token: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  emailPending: Type.Optional(Type.Boolean()),
});

/** Only requests that put a password to the test count towards the guessing limit. */
const passwordTry = (request: FastifyRequest) => {
  const body = request.body as { currentPassword?: unknown } | undefined;
  return typeof body?.currentPassword === 'string' && body.currentPassword !== '' ? String(customerIdOf(request)) : null;
};

const editRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/edit', {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: { body: EditBody, response: { 200: EditReply } },
    preValidation: strictBody(EditBody),
    // Before the body is read: up to 15 MB are only accepted from a logged-in customer.
    onRequest: app.requireCustomer,
    preHandler: app.attemptLimit('changePassword', passwordTry),
  }, async (request, reply) => {
    const { lisence, otrn, mobile, ...rest } = request.body;
    try {
      const result = await editProfile(app.database.db, app.config.jwtSecret, customerIdOf(request), sessionIdOf(request), {
        ...rest,
        lisence: lisence ?? undefined,
        otrn: otrn ?? undefined,
        // null clears the number; leaving the field out keeps it.
        mobile: mobile === null ? '' : mobile,
      }, app.files);
      if (result.status === 1) app.mailer.kick();
      return result;
    } catch (error) {
      if (error instanceof DocumentError || error instanceof TradeDocumentError) return sendError(reply, 400, error.message);
      throw error;
    }
  });
};

export default editRoutes;
