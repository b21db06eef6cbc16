// Price lists, their rules, the contract CSV import, customer groups and a customer's price
// terms (README "Price lists and volume tiers").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffIdOf } from '../../plugins/auth';
import { sendError, sendNotFound } from '../../plugins/errors';
import { MAX_PRICE_AED } from '../../services/catalogue-admin/rules';
import { MAX_DB_ID } from '../../services/ids';
import { customerTerms, deleteGroup, listGroups, saveGroup, setCustomerTerms } from '../../services/price-lists/admin-groups';
import { deletePriceList, deleteRule, savePriceList, saveRule } from '../../services/price-lists/admin-lists';
import { importContractCsv } from '../../services/price-lists/contract-csv';
import { listPriceLists, loadPriceList } from '../../services/price-lists/list-reads';
import { IdParams, Page, Term, answer, bodyRoute, guardStaff, idBodyRoute } from './admin-schemas';
import { Nullable } from './catalogue-schemas';

const Id = Type.Integer({ minimum: 1, maximum: MAX_DB_ID });
const Name = Type.String({ minLength: 1, maxLength: 120, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Amount = Type.Number({ minimum: 0, maximum: MAX_PRICE_AED });

const ListInput = Type.Object({ name: Name, active: Type.Boolean() }, { additionalProperties: false });
const RuleInput = Type.Object({
  target_kind: Type.Union([Type.Literal('article'), Type.Literal('product'), Type.Literal('category'), Type.Literal('brand')]),
  // One of the two: the target's id, or an article's SKU (for an article or its product).
  target_id: Type.Optional(Id),
  sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
  price: Nullable(Amount),
  percent_off: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  valid_from: Nullable(Day),
  valid_to: Nullable(Day),
  tiers: Type.Array(Type.Object({ from: Type.Integer({ minimum: 1, maximum: 1_000_000 }), price: Amount }, { additionalProperties: false }), { maxItems: 20 }),
}, { additionalProperties: false });
const GroupInput = Type.Object({ name: Name, price_list_id: Nullable(Id) }, { additionalProperties: false });
const TermsInput = Type.Object({ group_id: Nullable(Id), price_list_id: Nullable(Id) }, { additionalProperties: false });
const CsvInput = Type.Object({ csv: Type.String({ maxLength: 5 * 1024 * 1024 }) }, { additionalProperties: false });
const RuleParams = Type.Object({ id: Id, ruleId: Id });
/** `p` asks for one page of the rules (all of them without it), `q` for those whose SKU or name contains it. */
const RulesQuery = Type.Object({ p: Type.Optional(Page), q: Type.Optional(Term) }, { additionalProperties: false });

const priceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/price-lists', async () => listPriceLists(db));
  app.post('/price-lists', bodyRoute(ListInput), async (request, reply) => answer(reply, await savePriceList(db, staffIdOf(request), null, request.body)));
  app.get('/price-lists/:id', { schema: { params: IdParams, querystring: RulesQuery } }, async (request, reply) => {
    return answer(reply, await loadPriceList(db, request.params.id, { page: request.query.p, q: request.query.q }));
  });
  app.put('/price-lists/:id', idBodyRoute(ListInput), async (request, reply) => answer(reply, await savePriceList(db, staffIdOf(request), request.params.id, request.body)));
  app.delete('/price-lists/:id', { schema: { params: IdParams } }, async (request, reply) => answer(reply, await deletePriceList(db, staffIdOf(request), request.params.id)));

  app.post('/price-lists/:id/rules', idBodyRoute(RuleInput), async (request, reply) => answer(reply, await saveRule(db, staffIdOf(request), request.params.id, null, request.body)));
  app.put('/price-lists/:id/rules/:ruleId', { ...idBodyRoute(RuleInput), schema: { body: RuleInput, params: RuleParams } }, async (request, reply) => {
    const { id, ruleId } = request.params as { id: number; ruleId: number };
    return answer(reply, await saveRule(db, staffIdOf(request), id, ruleId, request.body));
  });
  app.delete('/price-lists/:id/rules/:ruleId', { schema: { params: RuleParams } }, async (request, reply) => {
    return answer(reply, await deleteRule(db, staffIdOf(request), request.params.id, request.params.ruleId));
  });

  app.post('/price-lists/:id/import', { ...idBodyRoute(CsvInput), bodyLimit: 6 * 1024 * 1024 }, async (request, reply) => {
    const outcome = await importContractCsv(db, staffIdOf(request), request.params.id, request.body.csv);
    if (outcome.kind === 'not-found') return sendNotFound(reply);
    if (outcome.kind !== 'done') return sendError(reply, 400, outcome.message);
    return outcome.value;
  });

  app.get('/customer-groups', async () => listGroups(db));
  app.post('/customer-groups', bodyRoute(GroupInput), async (request, reply) => answer(reply, await saveGroup(db, staffIdOf(request), null, request.body)));
  app.put('/customer-groups/:id', idBodyRoute(GroupInput), async (request, reply) => answer(reply, await saveGroup(db, staffIdOf(request), request.params.id, request.body)));
  app.delete('/customer-groups/:id', { schema: { params: IdParams } }, async (request, reply) => answer(reply, await deleteGroup(db, staffIdOf(request), request.params.id)));

  app.get('/customers/:id/price-terms', { schema: { params: IdParams } }, async (request, reply) => answer(reply, await customerTerms(db, request.params.id)));
  app.put('/customers/:id/price-terms', idBodyRoute(TermsInput), async (request, reply) => {
    return answer(reply, await setCustomerTerms(db, staffIdOf(request), request.params.id, request.body));
  });
};

export default priceListRoutes;
