import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendError } from '../../plugins/errors';
import { loginCustomer } from '../../services/accounts/login';
import { strictBody } from '../strict-body';
import { Email, Password } from './schemas';

const LoginBody = Type.Object({ username: Email, password: Password }, { additionalProperties: false });

const LoginReply = Type.Union([
  Type.Object({ token: Type.String() }),
  Type.Object({ email: Type.String() }),
  Type.Object({ status: Type.Literal(5), message: Type.String() }),
]);

const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', {
    schema: { body: LoginBody, response: { 200: LoginReply } },
    preValidation: strictBody(LoginBody),
  }, async (request, reply) => {
    const attempt = await app.loginAttempt('login', request, reply, request.body.username);
    if (!attempt) return reply;
    const result = await loginCustomer(app.database.db, app.config.jwtSecret, request.body.username, request.body.password);
    // The right password counts as a success whatever the account's state.
    if (result.kind !== 'refused') await attempt.succeeded();
    switch (result.kind) {
      case 'token': return { token: result.token };
      case 'confirm':
        // A fresh code may have been queued for an account whose old one ran out.
        app.mailer.kick();
        return { email: result.email };
      case 'waiting': return { status: 5 as const, message: result.message };
      case 'refused': return sendError(reply, 401, result.message);
    }
  });
};

export default loginRoutes;
