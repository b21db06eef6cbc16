import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MAX_CART_COUNT, MAX_CART_LINES, MAX_SAVED_PRODUCTS } from '../../../shared/constants';
import { customerIdOf } from '../../plugins/auth';
import { mergeGuestLists } from '../../services/cart/merge-guest-lists';
import { priceViewOf } from '../price-view';
import { CartSchema } from '../cart/cart-schema';

const GuestLine = Type.Object({
  aid: Type.Integer(),
  count: Type.Integer({ maximum: MAX_CART_COUNT }),
}, { additionalProperties: false });

const ProductIds = Type.Array(Type.Integer(), { maxItems: MAX_SAVED_PRODUCTS });

const cartMergeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // At login: what the visitor gathered as a guest joins the saved lists. A list left out
  // counts as empty, so a client with nothing to hand over may send `{}`.
  app.post('/updatecart', {
    preHandler: app.requireCustomer,
    schema: {
      body: Type.Object({
        cart: Type.Optional(Type.Array(GuestLine, { maxItems: MAX_CART_LINES })),
        wish: Type.Optional(ProductIds),
        compare: Type.Optional(ProductIds),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          status: Type.Integer(),
          cart: CartSchema,
          wish: Type.Array(Type.Integer()),
          compare: Type.Array(Type.Integer()),
        }),
      },
    },
  }, async (request) => {
    const { cart = [], wish = [], compare = [] } = request.body;
    const merged = await mergeGuestLists(app.database.db, customerIdOf(request), { cart, wish, compare }, priceViewOf(request));
    return { status: 1, ...merged };
  });
};

export default cartMergeRoutes;
