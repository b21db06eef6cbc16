import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { customerIdOf, sessionIdOf } from '../../plugins/auth';
import { editProfile } from '../../services/accounts/profile';
import { strictBody } from '../strict-body';
import { AccountFields, documentsOf, submitAccount } from './account-submission';
import { DOCUMENT_BODY_LIMIT, Password } from './schemas';

// Required fields are checked by the service (status 2), so the schema lets them be absent.
const EditBody = Type.Object({
  ...AccountFields,
  currentPassword: Type.Optional(Password),
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
    return submitAccount(app, reply, () => editProfile(app.database.db, app.config.jwtSecret, customerIdOf(request), sessionIdOf(request), {
      ...rest,
      ...documentsOf({ lisence, otrn }),
      // null clears the number; leaving the field out keeps it.
      mobile: mobile === null ? '' : mobile,
    }, app.files));
  });
};

export default editRoutes;
