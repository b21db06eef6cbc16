// Account approval in the back office: list customers by state, approve or reject one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CUSTOMER_STATES } from '../../db/schema';
import { staffIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { listCustomers } from '../../services/accounts/admin-customers';
import { type DecisionResult, approveCustomer, rejectCustomer } from '../../services/accounts/approval';
import { optional } from '../../services/accounts/fields';
import { strictBody } from '../strict-body';

const ListQuery = Type.Object({
  state: Type.Optional(Type.Union(CUSTOMER_STATES.map((state) => Type.Literal(state)))),
  p: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false });

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const RejectBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false });

function answer(reply: FastifyReply, result: DecisionResult) {
  if (result.kind === 'not-found') return sendNotFound(reply);
  if (result.kind === 'refused') return { status: 0, message: result.message };
  return { status: 1, customer: result.customer };
}

const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: a caller without a staff token is turned away before its body is even read.
  app.addHook('onRequest', app.requireStaff);

  app.get('/customers', { schema: { querystring: ListQuery } }, async (request) => {
    const { state, p = 1, q } = request.query;
    return listCustomers(app.database.db, { state, page: p, q });
  });

  app.post('/customers/:id/approve', { schema: { params: IdParams } }, async (request, reply) => {
    const result = await approveCustomer(app.database.db, staffIdOf(request), request.params.id, `${app.config.publicUrl}/login`);
    if (result.kind === 'done' && result.changed) app.mailer.kick();
    return answer(reply, result);
  });

  app.post('/customers/:id/reject', {
    config: { endsSessions: true },
    schema: { params: IdParams, body: RejectBody },
    preValidation: strictBody(RejectBody),
  }, async (request, reply) => {
    const reason = optional(request.body.reason);
    const result = await rejectCustomer(app.database.db, staffIdOf(request), request.params.id, reason);
    if (result.kind === 'done' && result.changed) app.mailer.kick();
    return answer(reply, result);
  });
};

export default adminCustomerRoutes;
