import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_CART_LINES, TEXT_LIMITS } from '../../../shared/constants';
import { customerIdOf } from '../../plugins/auth';
import { readCustomerCart } from '../../services/cart/customer-cart';
import { placeOrder } from '../../services/orders/place-order';
import { CartSchema } from '../cart/cart-schema';
import { priceViewOf } from '../price-view';
import { orderBlockFor } from '../../services/trade-documents/customer-documents';
import { OrderSchema } from './order-schema';

const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const addOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/add', {
    preHandler: app.requireCustomer,
    schema: {
      headers: Type.Object({
        // Stored with the order: PostgreSQL text cannot hold NUL.
        'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: TEXT_LIMITS.idempotencyKey, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
      }),
      body: Type.Object({
        address: Type.String({ maxLength: TEXT_LIMITS.address }),
        postalCode: OptionalText(TEXT_LIMITS.postalCode),
        note: OptionalText(TEXT_LIMITS.orderNote),
        // The cart's total the buyer saw (AED before VAT); the storefront always sends it.
        total: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1e10 }), Type.Null()])),
        // The lines the buyer saw: article, count and unit price (AED before VAT); the storefront always sends them.
        lines: Type.Optional(Type.Union([Type.Array(Type.Object({
          aid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          count: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          price: Type.Number({ minimum: 0, maximum: 1e10 }),
        }, { additionalProperties: false }), { maxItems: MAX_CART_LINES }), Type.Null()])),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          status: Type.Integer(), message: Type.Optional(Type.String()), order: Type.Optional(OrderSchema),
          // With a refusal for changed prices: the cart at the prices that apply now.
          cart: Type.Optional(CartSchema),
        }),
      },
    },
  }, async (request) => {
    // Checked before the order's transaction: an expired licence refuses whatever the cart holds.
    const block = await orderBlockFor(app.database.db, customerIdOf(request), app.config.trustLicenceUploads === true, new Date());
    if (block) return { status: 0, message: block };
    const outcome = await placeOrder(app.database.db, customerIdOf(request), request.body, {
      view: priceViewOf(request),
      idempotencyKey: request.headers['idempotency-key'],
    });
    if (outcome.status === 0) {
      if (!outcome.pricesChanged) return outcome;
      return { status: 0, message: outcome.message, cart: await readCustomerCart(app.database.db, customerIdOf(request), priceViewOf(request)) };
    }
    if (outcome.created) request.log.info({ orderId: outcome.order.order_id }, 'order placed');
    return { status: 1, order: outcome.order };
  });
};

export default addOrderRoutes;
