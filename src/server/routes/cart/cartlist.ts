import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerIdOf } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { priceCart } from '../../services/cart/cart-items';
import { readCustomerCart } from '../../services/cart/customer-cart';
import { parseGuestCart } from '../../services/cart/guest-lines';
import { priceViewOf } from '../price-view';
import { CartReplySchema } from './cart-schema';

/** Room for the line cap with generous whitespace; anything longer is not a cart. */
const LOCALCART_MAX_CHARS = 64 * 1024;

const cartlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A guest's browser-kept cart, priced by the server; the client's prices are never read.
  app.post('/cartlist', {
    schema: {
      body: Type.Object({ localcart: Type.String({ maxLength: LOCALCART_MAX_CHARS }) }, { additionalProperties: false }),
      response: { 200: CartReplySchema },
    },
  }, async (request, reply) => {
    const parsed = parseGuestCart(request.body.localcart);
    if (!parsed.ok) return sendError(reply, 400, parsed.message);
    // Priced for whoever asks: retail for guests; a customer calling it sees their own prices.
    const cart = await priceCart(app.database.db, parsed.lines, priceViewOf(request), { keepInactive: false, fitToRules: true });
    return { status: 1, cart };
  });

  app.get('/cartlist', {
    preHandler: app.requireCustomer,
    schema: { response: { 200: CartReplySchema } },
  }, async (request) => {
    const cart = await readCustomerCart(app.database.db, customerIdOf(request), priceViewOf(request));
    return { status: 1, cart };
  });
};

export default cartlistRoutes;
