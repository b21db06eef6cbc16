// Products with their variants, tabs, FAQs, categories and metas.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { staffIdOf } from '../../plugins/auth';
import { sendError, sendNotFound } from '../../plugins/errors';
import { deleteProduct } from '../../services/catalogue-admin/product-delete';
import { listAdminProducts } from '../../services/catalogue-admin/product-list';
import { loadAdminProduct } from '../../services/catalogue-admin/product-read';
import { saveProduct } from '../../services/catalogue-admin/product-write';
import { MAX_DB_ID } from '../../services/ids';
import { IdParams, Page, Term, answer, bodyRoute, guardStaff, idBodyRoute } from './admin-schemas';
import { PRODUCT_BODY_LIMIT, ProductInput } from './catalogue-schemas';

const ListQuery = Type.Object({
  q: Type.Optional(Term),
  cid: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DB_ID })),
  brid: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DB_ID })),
  p: Type.Optional(Page),
}, { additionalProperties: false });

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  guardStaff(app);
  const { db } = app.database;

  app.get('/products', { schema: { querystring: ListQuery } }, async (request) => {
    const { q, cid, brid, p = 1 } = request.query;
    return listAdminProducts(db, { q, cid, brid, page: p });
  });

  app.get('/products/:id', { schema: { params: IdParams } }, async (request, reply) => {
    return (await loadAdminProduct(db, request.params.id)) ?? sendNotFound(reply);
  });

  app.post('/products', bodyRoute(ProductInput, { bodyLimit: PRODUCT_BODY_LIMIT }), async (request, reply) => {
    const outcome = await saveProduct(db, staffIdOf(request), null, request.body);
    return outcome.kind === 'stale' ? sendError(reply, 409, outcome.message) : answer(reply, outcome);
  });

  app.put('/products/:id', idBodyRoute(ProductInput, { bodyLimit: PRODUCT_BODY_LIMIT }), async (request, reply) => {
    const outcome = await saveProduct(db, staffIdOf(request), request.params.id, request.body);
    // Changed since the editor loaded it: a conflict, not a refusal the form could fix.
    if (outcome.kind === 'stale') return sendError(reply, 409, outcome.message);
    return answer(reply, outcome);
  });

  app.delete('/products/:id', { schema: { params: IdParams } }, async (request, reply) => {
    return answer(reply, await deleteProduct(db, staffIdOf(request), request.params.id, app.files));
  });
};

export default productRoutes;
