import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MSG } from '../../../shared/messages';
import { bodyEmail, sendTooMany } from '../../plugins/rate-limits';
import { confirmEmail, resendConfirmationCode } from '../../services/accounts/confirmation';
import { clean } from '../../services/accounts/fields';
import { ACCOUNT_MESSAGES } from '../../services/accounts/messages';
import { strictBody } from '../strict-body';
import { Email, StatusReply } from './schemas';

// A code typed into a number field may arrive as a number; leading zeros are restored below.
const ConfirmBody = Type.Object({
  email: Email,
  code: Type.Union([Type.String({ maxLength: 20 }), Type.Integer({ minimum: 0, maximum: 999_999 })]),
}, { additionalProperties: false });
const ResendBody = Type.Object({ email: Email }, { additionalProperties: false });

const confirmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/confirm', {
    schema: { body: ConfirmBody, response: { 200: StatusReply } },
    preValidation: strictBody(ConfirmBody),
    preHandler: app.attemptLimit('confirm', bodyEmail('email')),
  }, async (request) => {
    const { email, code } = request.body;
    // The validator may already have turned a number into text, so digits are padded either way.
    const typed = clean(String(code));
    const entered = /^\d{1,5}$/.test(typed) ? typed.padStart(6, '0') : typed;
    if (!clean(email)) return { status: 0, message: MSG.register.emailRequired };
    if (!entered) return { status: 0, message: MSG.confirm.codeRequired };
    const result = await confirmEmail(app.database.db, app.counters, app.config.jwtSecret, email, entered);
    return result.ok ? { status: 1, message: MSG.confirm.awaitingApproval } : { status: 0, message: result.message };
  });

  app.post('/confirmresend', {
    schema: { body: ResendBody, response: { 200: StatusReply } },
    preValidation: strictBody(ResendBody),
    preHandler: app.attemptLimit('resend', bodyEmail('email')),
  }, async (request, reply) => {
    if (!clean(request.body.email)) return { status: 0, message: MSG.register.emailRequired };
    const result = await resendConfirmationCode(app.database.db, app.counters, app.config.jwtSecret, request.body.email);
    if (!result.ok) return sendTooMany(reply, result.waitMs, ACCOUNT_MESSAGES.resendTooSoon);
    app.mailer.kick();
    return { status: 1, message: MSG.confirm.codeResent };
  });
};

export default confirmRoutes;
