import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MSG } from '../../../shared/messages';
import { bodyEmail } from '../../plugins/rate-limits';
import { clean, isValidEmail, normalizeEmail } from '../../services/accounts/fields';
import { ACCOUNT_MESSAGES } from '../../services/accounts/messages';
import { isPasswordLengthValid } from '../../services/accounts/passwords';
import { requestPasswordReset, resetPassword } from '../../services/accounts/reset';
import { strictBody } from '../strict-body';
import { Email, Password, StatusReply } from './schemas';

const ResetBody = Type.Object({ email: Email }, { additionalProperties: false });
const ResetPasswordBody = Type.Object({ hash: Type.String({ maxLength: 200 }), password: Password }, { additionalProperties: false });

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/reset', {
    schema: { body: ResetBody, response: { 200: StatusReply } },
    preValidation: strictBody(ResetBody),
    preHandler: app.attemptLimit('reset', bodyEmail('email')),
  }, async (request) => {
    const email = normalizeEmail(request.body.email);
    if (!email) return { status: 0, message: MSG.reset.emailRequired };
    // The same answer whether or not an account has this email.
    if (isValidEmail(email)) {
      await requestPasswordReset(app.database.db, app.config.publicUrl, email);
      app.mailer.kick();
    }
    return { status: 1, message: MSG.reset.linkSent };
  });

  app.post('/resetpassword', {
    config: { endsSessions: true },
    schema: { body: ResetPasswordBody, response: { 200: StatusReply } },
    preValidation: strictBody(ResetPasswordBody),
    preHandler: app.attemptLimit('resetPassword'),
  }, async (request) => {
    const hash = clean(request.body.hash);
    const { password } = request.body;
    if (!hash) return { status: 0, message: MSG.reset.badLink };
    if (password === '') return { status: 0, message: MSG.reset.passwordRequired };
    if (!isPasswordLengthValid(password)) return { status: 0, message: ACCOUNT_MESSAGES.passwordLength };
    const result = await resetPassword(app.database.db, hash, password);
    if (!result.ok) return { status: 0, message: result.message };
    app.mailer.kick();
    return { status: 1, message: MSG.reset.changed };
  });
};

export default passwordResetRoutes;
