// POST /api/product/wishlist[?p=]: the products of the storefront's stored wishlist (JSON
// text of product ids in `localwish`), in the order of the list, unknown and inactive ids
// left out. A customer's list also becomes their saved wishlist. With `p` the answer is one
// page of PAGE_SIZE.wishlist products; without it, all of them. A list that cannot be read
// answers 400 and nothing is saved.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PAGE_SIZE } from '../../../shared/constants';
import { sendError } from '../../plugins/errors';
import { loadProducts } from '../../services/catalog-products';
import { activeProductIds, parseWishlist, replaceWishlist } from '../../services/catalog-wishlist';
import { priceViewOf } from '../price-view';
import { PageNumber, ProductListSchema } from './product-schema';

/** Room for the largest accepted list written generously (spaces, line breaks). */
export const LOCALWISH_MAX_LENGTH = 20_000;

const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/wishlist', {
    schema: {
      querystring: Type.Object({ p: Type.Optional(PageNumber) }, { additionalProperties: false }),
      body: Type.Object({ localwish: Type.String({ maxLength: LOCALWISH_MAX_LENGTH }) }, { additionalProperties: false }),
      response: { 200: ProductListSchema },
    },
  }, async (request, reply) => {
    const parsed = parseWishlist(request.body.localwish);
    if (!parsed.ok) return sendError(reply, 400, parsed.message);
    const { db } = app.database;
    const { viewer } = request;
    if (viewer.kind === 'customer') await replaceWishlist(db, viewer.customerId, parsed.ids);
    const ids = await activeProductIds(db, parsed.ids);
    const page = request.query.p;
    const pageIds = page === undefined ? ids : ids.slice((page - 1) * PAGE_SIZE.wishlist, page * PAGE_SIZE.wishlist);
    return { count: ids.length, products: await loadProducts(db, pageIds, priceViewOf(request)) };
  });
};

export default wishlistRoutes;
