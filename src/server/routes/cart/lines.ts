import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerIdOf } from '../../plugins/auth';
import { removeCartLine, setCartLine } from '../../services/cart/customer-cart';
import { priceViewOf } from '../price-view';
import { CartReplySchema } from './cart-schema';

const cartLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Counts over the cap and unknown articles are business answers (status 0), not 400s: the
  // contract says so, and the storefront ignores a status 0 without breaking.
  app.post('/addtocart', {
    preHandler: app.requireCustomer,
    schema: {
      body: Type.Object({ aid: Type.Integer(), count: Type.Integer() }, { additionalProperties: false }),
      response: { 200: CartReplySchema },
    },
  }, async (request) => {
    const { aid, count } = request.body;
    return setCartLine(app.database.db, customerIdOf(request), aid, count, priceViewOf(request));
  });

  app.get('/remove', {
    preHandler: app.requireCustomer,
    schema: {
      querystring: Type.Object({ aid: Type.Integer() }),
      response: { 200: CartReplySchema },
    },
  }, async (request) => removeCartLine(app.database.db, customerIdOf(request), request.query.aid, priceViewOf(request)));
};

export default cartLineRoutes;
