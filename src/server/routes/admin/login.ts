import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sessionIdOf, staffIdOf } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { endSession } from '../../services/auth/sessions';
import { ACCOUNT_MESSAGES } from '../../services/accounts/messages';
import { toStaffMember } from '../../services/admin/staff-admin';
import { loginStaff } from '../../services/staff';
import { Email, Password } from '../customer/schemas';
import { NoBody } from '../customer/sessions';
import { strictBody } from '../strict-body';

const StaffLoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });

export const StaffMemberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  disabled_at: Type.Union([Type.String(), Type.Null()]),
});

const staffLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/login', {
    schema: { body: StaffLoginBody, response: { 200: Type.Object({ token: Type.String(), staff: StaffMemberSchema }) } },
    preValidation: strictBody(StaffLoginBody),
  }, async (request, reply) => {
    const attempt = await app.loginAttempt('adminLogin', request, reply, request.body.email);
    if (!attempt) return reply;
    const login = await loginStaff(app.database.db, app.config.jwtSecret, request.body.email, request.body.password);
    if (login) await attempt.succeeded();
    return login ? { token: login.token, staff: toStaffMember(login.staff) } : sendError(reply, 401, ACCOUNT_MESSAGES.wrongLogin);
  });

  app.post('/logout', {
    config: { endsSessions: true },
    schema: { response: { 200: Type.Object({ status: Type.Literal(1) }) } },
    preValidation: strictBody(NoBody),
    onRequest: app.requireStaff,
  }, async (request) => {
    await endSession(app.database.db, 'staff', staffIdOf(request), sessionIdOf(request));
    return { status: 1 as const };
  });
};

export default staffLoginRoutes;
