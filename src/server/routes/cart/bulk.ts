import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_BULK_LINES } from '../../../shared/constants';
import { customerIdOf } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { addBulkLines } from '../../services/cart/bulk-lines';
import { clearCart } from '../../services/cart/clear-cart';
import { priceViewOf } from '../price-view';
import { CartSchema } from './cart-schema';

export const BULK_ROUTE_MESSAGES = {
  tooManyLines: `At most ${MAX_BULK_LINES} lines can be added at once.`,
  noLines: 'Send at least one line.',
} as const;

const BulkBody = Type.Object({
  // Room for every SKU the catalogue allows; the line cap is checked below with a sentence.
  lines: Type.Array(Type.Object({ sku: Type.String({ maxLength: 100 }), count: Type.Integer() }, { additionalProperties: false })),
  /** Only check the lines: nothing is written (the quick-order page validates before adding). */
  check: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

const BulkReplySchema = Type.Object({
  status: Type.Integer(),
  cart: CartSchema,
  results: Type.Array(Type.Object({ sku: Type.String(), status: Type.String(), message: Type.String() })),
});

const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/bulk', {
    preHandler: app.requireCustomer,
    schema: { body: BulkBody, response: { 200: BulkReplySchema } },
  }, async (request, reply) => {
    const { lines, check } = request.body;
    if (lines.length > MAX_BULK_LINES) return sendError(reply, 400, BULK_ROUTE_MESSAGES.tooManyLines);
    if (lines.length === 0) return sendError(reply, 400, BULK_ROUTE_MESSAGES.noLines);
    const outcome = await addBulkLines(app.database.db, customerIdOf(request), lines, { view: priceViewOf(request), checkOnly: check === true });
    return { status: 1, ...outcome };
  });

  // Every line at once; the closed empty body keeps a stray form post from clearing a cart.
  app.post('/clear', {
    preHandler: app.requireCustomer,
    schema: { body: Type.Object({}, { additionalProperties: false }), response: { 200: Type.Object({ status: Type.Integer(), cart: CartSchema }) } },
  }, async (request) => ({ status: 1, cart: await clearCart(app.database.db, customerIdOf(request)) }));
};

export default bulkRoutes;
