// GET /api/product/suggest?term=: the search overlay's suggestions (services/search/suggest.ts).
// Answers are cached like product lists (same price-view key, same lifetime), since buyers
// typing the same beginnings ask the same questions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sendError } from '../../plugins/errors';
import { AnswerCache } from '../../services/answer-cache';
import { makeAnswer } from '../../services/answer';
import { priceViewKey } from '../../services/pricing';
import { priceViewOf } from '../price-view';
import { suggest } from '../../services/search/suggest';
import { LinkSource } from '../../services/search/suggest-links';
import { CONTROL_CHARACTERS } from '../../../shared/search-term';
import { listedCards } from './listed-products';
import { PRODUCTLIST_MESSAGES, TERM_MAX_LENGTH } from './productlist';
import { sendAnswer } from './send-answer';

const nullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });
const Link = Type.Object({ id: Type.Integer(), name: Type.String(), link: Type.String() });

const SuggestionsSchema = Type.Object({
  term: Type.String(),
  products: Type.Array(Type.Object({
    id: Type.Integer(), slug: Type.String(), name: Type.String(), thumbnail: Type.String(),
    price: Type.Number(), sale_price: nullableNumber, b2b_price: nullableNumber, b2b_sale_price: nullableNumber,
  })),
  categories: Type.Array(Link),
  brands: Type.Array(Link),
});

const SuggestQuery = Type.Object(
  { term: Type.String({ minLength: 1, maxLength: TERM_MAX_LENGTH }) },
  { additionalProperties: false },
);

const suggestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ttlMs = app.config.catalogCacheMs ?? 0;
  const cache = ttlMs > 0 ? new AnswerCache({ ttlMs, staleMs: ttlMs * 4, maxEntries: 5000 }) : null;
  // Without a cache period the SQL matches the links afresh on every request.
  const links = ttlMs > 0 ? new LinkSource(ttlMs) : undefined;
  const cards = listedCards(app);
  const keyOf = async (request: FastifyRequest) => `${priceViewKey(priceViewOf(request))}|${request.url}`;

  app.get('/suggest', {
    schema: { querystring: SuggestQuery, response: { 200: SuggestionsSchema } },
    onRequest: async (request, reply) => {
      const hit = cache?.fresh(await keyOf(request));
      if (hit) return sendAnswer(request, reply, hit);
      return app.searchLimit(request, reply);
    },
  }, async (request, reply) => {
    const { term } = request.query;
    if (CONTROL_CHARACTERS.test(term)) return sendError(reply, 400, PRODUCTLIST_MESSAGES.controlCharacters('term'));
    const serialize = reply.getSerializationFunction('200') as ((payload: unknown) => string) | undefined;
    if (!serialize) throw new Error('suggest has no serializer for 200');
    // Made for one keystroke: compressed for speed.
    const compute = async () => makeAnswer(200, serialize(await suggest(app.database.db, term, priceViewOf(request), { search: app.searchFeed, links, cards })), { quick: true });
    const answer = cache ? await cache.get(await keyOf(request), compute) : await compute();
    return sendAnswer(request, reply, answer);
  });
};

export default suggestRoutes;
