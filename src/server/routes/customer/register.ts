import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bodyEmail } from '../../plugins/rate-limits';
import { registerCustomer } from '../../services/accounts/register';
import { strictBody } from '../strict-body';
import { AccountFields, documentsOf, submitAccount } from './account-submission';
import { DOCUMENT_BODY_LIMIT, Password, StatusReply } from './schemas';

const RegisterBody = Type.Object({
  ...AccountFields,
  password: Type.Optional(Password),
}, { additionalProperties: false });

const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/register', {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    schema: { body: RegisterBody, response: { 200: StatusReply } },
    // An address over its limit is refused before up to 15 MB of documents are read and checked.
    onRequest: app.addressLimit('register'),
    preValidation: strictBody(RegisterBody),
    preHandler: app.attemptLimit('register', bodyEmail('email')),
  }, async (request, reply) => {
    const { lisence, otrn, mobile, ...rest } = request.body;
    return submitAccount(app, reply, () => registerCustomer(app.database.db, app.config.jwtSecret, {
      ...rest, ...documentsOf({ lisence, otrn }), mobile: mobile ?? undefined,
    }, app.files));
  });
};

export default registerRoutes;
