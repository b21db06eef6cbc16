import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerIdOf, sessionIdOf } from '../../plugins/auth';
import { changePassword } from '../../services/accounts/profile';
import { strictBody } from '../strict-body';
import { Password } from './schemas';

// Missing fields are the business answer status 2, so both are optional here.
const ChangePasswordBody = Type.Object({
  currentPassword: Type.Optional(Password),
  password: Type.Optional(Password),
}, { additionalProperties: false });

const ChangePasswordReply = Type.Object({
  status: Type.Integer(), token: Type.Optional(Type.String()), message: Type.Optional(Type.String()),
});

const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/changepassword', {
    config: { endsSessions: true },
    schema: { body: ChangePasswordBody, response: { 200: ChangePasswordReply } },
    preValidation: strictBody(ChangePasswordBody),
    onRequest: app.requireCustomer,
    preHandler: app.attemptLimit('changePassword', (request) => String(customerIdOf(request))),
  }, async (request) => {
    const { currentPassword = '', password = '' } = request.body;
    const result = await changePassword(app.database.db, app.config.jwtSecret, customerIdOf(request), sessionIdOf(request), currentPassword, password);
    if (result.status === 1) app.mailer.kick();
    return result;
  });
};

export default changePasswordRoutes;
