import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendError } from '../../plugins/errors';
import { bodyEmail } from '../../plugins/rate-limits';
import { ACCOUNT_MESSAGES } from '../../services/accounts/messages';
import { loginStaff } from '../../services/staff';
import { Email, Password } from '../customer/schemas';
import { strictBody } from '../strict-body';

const StaffLoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });

const staffLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', {
    schema: { body: StaffLoginBody, response: { 200: Type.Object({ token: Type.String() }) } },
    preValidation: strictBody(StaffLoginBody),
    preHandler: app.attemptLimit('adminLogin', bodyEmail('email')),
  }, async (request, reply) => {
    const token = await loginStaff(app.database.db, app.config.jwtSecret, request.body.email, request.body.password);
    return token ? { token } : sendError(reply, 401, ACCOUNT_MESSAGES.wrongLogin);
  });
};

export default staffLoginRoutes;
