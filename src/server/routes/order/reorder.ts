import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerIdOf } from '../../plugins/auth';
import { sendNotFound } from '../../plugins/errors';
import { reorder } from '../../services/orders/reorder';
import { priceViewOf } from '../price-view';
import { CartSchema } from '../cart/cart-schema';

const reorderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Another customer's order answers exactly like an unknown one, so ids reveal nothing.
  app.post('/:orderId/reorder', {
    preHandler: app.requireCustomer,
    schema: {
      params: Type.Object({ orderId: Type.Integer() }),
      response: {
        200: Type.Object({
          status: Type.Integer(),
          cart: CartSchema,
          results: Type.Array(Type.Object({ sku: Type.String(), status: Type.String(), message: Type.String() })),
        }),
      },
    },
  }, async (request, reply) => {
    const outcome = await reorder(app.database.db, customerIdOf(request), request.params.orderId, priceViewOf(request));
    if (!outcome) return sendNotFound(reply);
    return outcome;
  });
};

export default reorderRoutes;
