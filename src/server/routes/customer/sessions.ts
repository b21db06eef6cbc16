// Ending sessions: this device (logout), every device (from the profile), and confirming a
// new email address, which also ends the other sessions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MSG } from '../../../shared/messages';
import { customerIdOf, sessionIdOf } from '../../plugins/auth';
import { endSession, endSessions } from '../../services/auth/sessions';
import { confirmEmailChange } from '../../services/accounts/email-change';
import { clean } from '../../services/accounts/fields';
import { strictBody } from '../strict-body';

/** Nothing to send; anything else is refused, so a malformed call ends no session. */
export const NoBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Undefined()]);
const ConfirmEmailBody = Type.Object({
  code: Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0, maximum: 999_999 })]),
}, { additionalProperties: false });
const ConfirmEmailReply = Type.Object({ status: Type.Integer(), token: Type.Optional(Type.String()), message: Type.String() });
const Done = Type.Object({ status: Type.Literal(1) });

const customerSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/logout', {
    config: { endsSessions: true },
    schema: { response: { 200: Done } },
    preValidation: strictBody(NoBody),
    onRequest: app.requireCustomer,
  }, async (request) => {
    await endSession(app.database.db, 'customer', customerIdOf(request), sessionIdOf(request));
    return { status: 1 as const };
  });

  app.post('/logoutall', {
    config: { endsSessions: true },
    schema: { response: { 200: Done } },
    preValidation: strictBody(NoBody),
    onRequest: app.requireCustomer,
  }, async (request) => {
    await endSessions(app.database.db, 'customer', customerIdOf(request));
    return { status: 1 as const };
  });

  app.post('/confirmemail', {
    config: { endsSessions: true },
    schema: { body: ConfirmEmailBody, response: { 200: ConfirmEmailReply } },
    preValidation: strictBody(ConfirmEmailBody),
    onRequest: app.requireCustomer,
    preHandler: app.attemptLimit('confirm', (request) => `customer:${customerIdOf(request)}`),
  }, async (request) => {
    const typed = clean(String(request.body.code));
    const entered = /^\d{1,5}$/.test(typed) ? typed.padStart(6, '0') : typed;
    if (!entered) return { status: 0, message: MSG.confirm.codeRequired };
    const result = await confirmEmailChange(app.database.db, app.config.jwtSecret, customerIdOf(request), sessionIdOf(request), entered);
    if (result.status === 1) app.mailer.kick();
    return result;
  });
};

export default customerSessionRoutes;
