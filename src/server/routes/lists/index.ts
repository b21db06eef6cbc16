// /api/lists: a customer's saved order lists. Another customer's list answers 404 exactly like
// an unknown one; bad input is a 400 with a sentence, and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { OrderListSource } from '../../../shared/order-lists';
import { customerIdOf } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { addListLines } from '../../services/order-lists/add-lines';
import { removeListLine, setListLineCount } from '../../services/order-lists/edit-lines';
import { readListDetail } from '../../services/order-lists/list-detail';
import { type ListFailure, findList } from '../../services/order-lists/list-row';
import { addListToCart } from '../../services/order-lists/list-to-cart';
import { createList, deleteList, readLists, renameList } from '../../services/order-lists/lists';
import { priceViewOf } from '../price-view';
import {
  AddLinesBody, CountBody, LineParams, ListParams, ListReplySchema, ListsReplySchema, NameBody, ToCartBody, ToCartReplySchema,
} from './list-schemas';

export const LIST_ROUTE_MESSAGES = {
  articleNeeded: 'Name the article and its quantity.',
  orderNeeded: 'Name the order.',
} as const;

/** A failure leaves as its status code; a success as the answer. */
function send<T extends { status: number }>(reply: FastifyReply, outcome: T | ListFailure) {
  if (outcome.status === 0) return sendError(reply, (outcome as ListFailure).code, (outcome as ListFailure).message);
  return outcome as T;
}

const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists = { 200: ListsReplySchema };
  const list = { 200: ListReplySchema };

  app.get('/', { prefixTrailingSlash: 'no-slash', preHandler: app.requireCustomer, schema: { response: lists } },
    async (request) => ({ status: 1, lists: await readLists(app.database.db, customerIdOf(request)) }));

  app.post('/', { prefixTrailingSlash: 'no-slash', preHandler: app.requireCustomer, schema: { body: NameBody, response: lists } },
    async (request, reply) => send(reply, await createList(app.database.db, customerIdOf(request), request.body.name)));

  app.post('/:id/rename', { preHandler: app.requireCustomer, schema: { params: ListParams, body: NameBody, response: lists } },
    async (request, reply) => send(reply, await renameList(app.database.db, customerIdOf(request), request.params.id, request.body.name)));

  app.delete('/:id', { preHandler: app.requireCustomer, schema: { params: ListParams, response: lists } },
    async (request, reply) => send(reply, await deleteList(app.database.db, customerIdOf(request), request.params.id)));

  app.get('/:id', { preHandler: app.requireCustomer, schema: { params: ListParams, response: list } }, async (request, reply) => {
    const found = await findList(app.database.db, customerIdOf(request), request.params.id);
    if (!found) return sendError(reply, 404, 'Not found');
    return { status: 1, list: await readListDetail(app.database.db, found, priceViewOf(request)) };
  });

  app.post('/:id/lines', { preHandler: app.requireCustomer, schema: { params: ListParams, body: AddLinesBody, response: list } }, async (request, reply) => {
    const { from, aid, count, order_id: orderId } = request.body;
    let source: OrderListSource;
    if (from === 'article') {
      if (aid === undefined || count === undefined) return sendError(reply, 400, LIST_ROUTE_MESSAGES.articleNeeded);
      source = { from, aid, count };
    } else if (from === 'order') {
      if (orderId === undefined) return sendError(reply, 400, LIST_ROUTE_MESSAGES.orderNeeded);
      source = { from, order_id: orderId };
    } else {
      source = { from };
    }
    return send(reply, await addListLines(app.database.db, customerIdOf(request), request.params.id, source, priceViewOf(request)));
  });

  app.patch('/:id/lines/:aid', { preHandler: app.requireCustomer, schema: { params: LineParams, body: CountBody, response: list } }, async (request, reply) => {
    const { id, aid } = request.params;
    return send(reply, await setListLineCount(app.database.db, customerIdOf(request), id, aid, request.body.count, priceViewOf(request)));
  });

  app.delete('/:id/lines/:aid', { preHandler: app.requireCustomer, schema: { params: LineParams, response: list } }, async (request, reply) => {
    const { id, aid } = request.params;
    return send(reply, await removeListLine(app.database.db, customerIdOf(request), id, aid, priceViewOf(request)));
  });

  app.post('/:id/cart', { preHandler: app.requireCustomer, schema: { params: ListParams, body: ToCartBody, response: { 200: ToCartReplySchema } } }, async (request, reply) => {
    const outcome = await addListToCart(app.database.db, customerIdOf(request), request.params.id, request.body.aids, priceViewOf(request));
    return send(reply, outcome);
  });
};

export default listRoutes;
