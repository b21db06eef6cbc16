import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { findOrder, listOrders } from '../../services/orders/order-view';
import { OrderSchema } from './order-schema';

const readOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // All of them: the dashboard shows three a page and pages through the list itself.
  app.get('/orderslist', {
    preHandler: app.requireCustomer,
    schema: { response: { 200: Type.Object({ status: Type.Integer(), orders: Type.Array(OrderSchema) }) } },
  }, async (request) => ({ status: 1, orders: await listOrders(app.database.db, customerIdOf(request)) }));

  // Another customer's order answers exactly like an unknown one, so ids reveal nothing.
  app.get('/:orderId', {
    preHandler: app.requireCustomer,
    schema: {
      params: Type.Object({ orderId: Type.Integer() }),
      response: { 200: Type.Object({ status: Type.Integer(), order: OrderSchema }) },
    },
  }, async (request, reply) => {
    const order = await findOrder(app.database.db, customerIdOf(request), request.params.orderId);
    if (!order) return sendNotFound(reply);
    return { status: 1, order };
  });
};

export default readOrderRoutes;
