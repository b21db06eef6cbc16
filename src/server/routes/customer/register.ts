import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendError } from '../../plugins/errors';
import { bodyEmail } from '../../plugins/rate-limits';
import { DocumentError } from '../../services/accounts/documents';
import { registerCustomer } from '../../services/accounts/register';
import { TradeDocumentError } from '../../services/trade-documents/customer-documents';
import { strictBody } from '../strict-body';
import { Country, DOCUMENT_BODY_LIMIT, TradeDocumentFields, Document, Email, Mobile, Password, StatusReply, Text } from './schemas';

// Every field is optional here: a missing one is the business answer status 2, not a 400.
const RegisterBody = Type.Object({
  name: Type.Optional(Text()),
  companyName: Type.Optional(Text()),
  country: Type.Optional(Country),
  lisence: Type.Optional(Document),
  password: Type.Optional(Password),
  mobile: Type.Optional(Mobile),
  email: Type.Optional(Email),
  otrn: Type.Optional(Document),
  ...TradeDocumentFields,
}, { additionalProperties: false });

const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/register', {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: { body: RegisterBody, response: { 200: StatusReply } },
    preValidation: strictBody(RegisterBody),
    preHandler: app.attemptLimit('register', bodyEmail('email')),
  }, async (request, reply) => {
    const { lisence, otrn, mobile, ...rest } = request.body;
    try {
      const result = await registerCustomer(app.database.db, app.config.jwtSecret, {
        ...rest, lisence: lisence ?? undefined, otrn: otrn ?? undefined, mobile: mobile ?? undefined,
      }, app.files);
      if (result.status === 1) app.mailer.kick();
      return result;
    } catch (error) {
      if (error instanceof DocumentError || error instanceof TradeDocumentError) return sendError(reply, 400, error.message);
      throw error;
    }
  });
};

export default registerRoutes;
