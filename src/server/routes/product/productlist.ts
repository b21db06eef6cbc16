// GET /api/product/productlist: the catalogue listings (all newest first, a category with its
// sub-categories, a meta, a brand, each optionally narrowed by a search term) and, with
// `slug`, a single product. Prices follow the viewer: guests never receive B2B prices.
//
// Parameters are checked strictly: unknown ones, malformed numbers, ids below 1, pages below
// 1, terms over TERM_MAX_LENGTH characters, control characters in term or slug, more than one
// of cid/mid/brid, or slug combined with anything but lng all answer 400 with a sentence
// saying what is wrong.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { PAGE_SIZE, SEARCH_TERM_MAX_LENGTH } from '../../../shared/constants';
import { CONTROL_CHARACTERS } from '../../../shared/search-term';
import { sendError } from '../../plugins/errors';
import { AnswerCache } from '../../services/answer-cache';
import { type CachedAnswer, makeAnswer } from '../../services/answer';
import { type ListingFilter, findActiveProductId, listProductPage } from '../../services/catalog-query';
import { priceViewKey } from '../../services/pricing';
import { priceViewOf } from '../price-view';
import { listedProducts, pageAnswer } from './listed-products';
import { PageNumber, ProductListSchema, RowId } from './product-schema';
import { sendAnswer } from './send-answer';

export const TERM_MAX_LENGTH = SEARCH_TERM_MAX_LENGTH;

export const PRODUCTLIST_MESSAGES = {
  oneFilter: 'Use only one of the query parameters "cid", "mid" and "brid".',
  slugAlone: 'The query parameter "slug" can only be combined with "lng".',
  controlCharacters: (name: string) => `The query parameter "${name}" must not contain control characters.`,
} as const;

const ProductListQuery = Type.Object(
  {
    p: Type.Optional(PageNumber),
    term: Type.Optional(Type.String({ maxLength: TERM_MAX_LENGTH })),
    cid: Type.Optional(RowId),
    mid: Type.Optional(RowId),
    brid: Type.Optional(RowId),
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    // Accepted for the storefront's sake; the catalogue has one language.
    lng: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$' })),
  },
  { additionalProperties: false },
);
type ProductListQuery = Static<typeof ProductListQuery>;

function problemOf(query: ProductListQuery): string | null {
  for (const name of ['term', 'slug'] as const) {
    if (CONTROL_CHARACTERS.test(query[name] ?? '')) return PRODUCTLIST_MESSAGES.controlCharacters(name);
  }
  const filters = [query.cid, query.mid, query.brid].filter((value) => value !== undefined).length;
  if (query.slug !== undefined && (filters > 0 || query.term !== undefined || query.p !== undefined)) return PRODUCTLIST_MESSAGES.slugAlone;
  if (filters > 1) return PRODUCTLIST_MESSAGES.oneFilter;
  return null;
}

function filterOf(query: ProductListQuery): ListingFilter {
  if (query.cid !== undefined) return { kind: 'category', categoryId: query.cid };
  if (query.mid !== undefined) return { kind: 'meta', metaId: query.mid };
  if (query.brid !== undefined) return { kind: 'brand', brandId: query.brid };
  return { kind: 'all' };
}

const productListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const cache = ttlMs > 0 ? new AnswerCache({ ttlMs, staleMs: ttlMs * 4, maxEntries: 5000 }) : null;
  const productsOf = listedProducts(app);

  // Keyed by the price view, not the customer: customers of one price list see the same prices.
  const keyOf = async (request: FastifyRequest) => `${priceViewKey(priceViewOf(request))}|${request.url}`;

  app.get('/productlist', {
    schema: { querystring: ProductListQuery, response: { 200: ProductListSchema, 404: ProductListSchema } },
    // A fresh answer goes out before validation and the handler: only answers of 200 are kept,
    // so the very same URL passed validation when the answer was made.
    onRequest: async (request, reply) => {
      const hit = cache?.fresh(await keyOf(request));
      if (hit) return sendAnswer(request, reply, hit);
      // A search the cache could not answer counts against the address's search limit.
      if (typeof (request.query as { term?: unknown }).term === 'string') return app.searchLimit(request, reply);
    },
  }, async (request, reply) => {
    const { query } = request;
    const problem = problemOf(query);
    if (problem) return sendError(reply, 400, problem);
    const { db } = app.database;
    const view = priceViewOf(request);
    // A page is made of its products' texts (pageAnswer); the empty 404 by the route's own serializer.
    const notFound = () => {
      const fn = reply.getSerializationFunction('404');
      if (!fn) throw new Error('productlist has no serializer for 404');
      return makeAnswer(404, fn({ count: 0, products: [] }));
    };
    const compute = async (): Promise<CachedAnswer> => {
      if (query.slug !== undefined) {
        const id = await findActiveProductId(db, query.slug);
        const products = id === null ? [] : await productsOf([id], view);
        if (products.length === 0) return notFound();
        return pageAnswer(1, products);
      }
      const term = query.term?.trim() || null;
      const page = await listProductPage(db, {
        filter: filterOf(query),
        term,
        page: query.p ?? 1,
        pageSize: PAGE_SIZE.products,
        countMemo: app.listingCounts,
        search: app.searchFeed,
      });
      // A search page is made for the one buyer who typed it: compressed for speed.
      return pageAnswer(page.count, await productsOf(page.ids, view), { quick: term !== null });
    };
    const answer = cache ? await cache.get(await keyOf(request), compute) : await compute();
    return sendAnswer(request, reply, answer);
  });
};

export default productListRoutes;
