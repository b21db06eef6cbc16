// Orders waiting for approval, approved and cancelled; approve and cancel mail the customer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AdminOrderState } from '../../../shared/admin-types';
import { TEXT_LIMITS } from '../../../shared/constants';
import { staffIdOf } from '../../plugins/auth';
import { approveOrder, cancelOrder } from '../../services/admin/order-decisions';
import { listAdminOrders } from '../../services/admin/orders';
import { optional } from '../../services/accounts/fields';
import { strictBody } from '../strict-body';
import { IdParams, Page, Term, answer, guardStaff } from './admin-schemas';

const ListQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  q: Type.Optional(Term),
  p: Type.Optional(Page),
}, { additionalProperties: false });

// The reason goes into a mail and the audit log (JSON): line breaks are fine, NUL and other controls are not.
const CancelBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.orderNote, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$' })),
  // The state staff saw the order in (1 approved, 2 waiting): a different one now refuses.
  expected_state: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
}, { additionalProperties: false });

const checkCancel = strictBody(CancelBody);

const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const ordersUrl = () => `${app.config.publicUrl}/dashboard/orders`;

  app.get('/orders', { schema: { querystring: ListQuery } }, async (request) => {
    const { state, q, p = 1 } = request.query;
    return listAdminOrders(app.database.db, { state: state as AdminOrderState | undefined, q, page: p });
  });

  app.post('/orders/:id/approve', { schema: { params: IdParams } }, async (request, reply) => {
    const outcome = await approveOrder(app.database.db, staffIdOf(request), request.params.id, ordersUrl());
    if (outcome.kind === 'done' && outcome.changed) {
      app.mailer.kick();
      app.documents.kick();
    }
    return answer(reply, outcome);
  });

  app.post('/orders/:id/cancel', {
    schema: { params: IdParams },
    // The body is optional: a cancel without a reason may come with none at all.
    preValidation: async (request, reply) => (request.body === undefined ? undefined : checkCancel.call(app, request, reply)),
  }, async (request, reply) => {
    const body = request.body as { reason?: string; expected_state?: number } | undefined;
    const outcome = await cancelOrder(app.database.db, staffIdOf(request), request.params.id, optional(body?.reason), ordersUrl(), body?.expected_state);
    if (outcome.kind === 'done' && outcome.changed) {
      app.mailer.kick();
      app.documents.kick();
    }
    return answer(reply, outcome);
  });
};

export default adminOrderRoutes;
