// Staff accounts: who is signed in, the list, adding a colleague, and disabling (or enabling
// again) a colleague's account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { addStaff, findStaffMember, listStaff, setStaffDisabled } from '../../services/admin/staff-admin';
import { EMAIL_MAX, PASSWORD_MAX, TEXT_MAX } from '../customer/schemas';
import { IdParams, answer, bodyRoute, guardStaff } from './admin-schemas';
import { NoBody } from '../customer/sessions';
import { strictBody } from '../strict-body';

const NewStaffBody = Type.Object({
  email: Type.String({ maxLength: EMAIL_MAX }),
  name: Type.String({ maxLength: TEXT_MAX }),
  password: Type.String({ maxLength: PASSWORD_MAX }),
}, { additionalProperties: false });

const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);

  app.get('/me', async (request, reply) => {
    // The token was checked against the account a moment ago; it can only vanish in between.
    return (await findStaffMember(app.database.db, staffIdOf(request))) ?? sendNotFound(reply);
  });

  app.get('/staff', async () => listStaff(app.database.db));

  app.post('/staff', bodyRoute(NewStaffBody), async (request, reply) => {
    return answer(reply, await addStaff(app.database.db, staffIdOf(request), request.body, 'back office'));
  });

  for (const [path, disabled] of [['disable', true], ['enable', false]] as const) {
    // Disabling ends the account's sessions: the answer waits until this instance has heard so.
    app.post(`/staff/:id/${path}`, { config: { endsSessions: disabled }, schema: { params: IdParams }, preValidation: strictBody(NoBody) }, async (request, reply) =>
      answer(reply, await setStaffDisabled(app.database.db, staffIdOf(request), request.params.id, disabled)));
  }
};

export default staffRoutes;
