// Tax documents for their readers: the list of an order's documents and the downloads, for the
// order's customer or for staff (Bearer token either way).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { sendError, sendNotFound } from '../../plugins/errors';
import { MAX_DB_ID } from '../../services/ids';
import { findStoredFile } from '../../services/media';
import { type Reader, documentsOfOrder, findDocument } from '../../services/invoicing/documents-read';
import { NumberParams } from './schemas';

async function requireReader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.viewer.kind !== 'guest') return;
  sendError(reply, 401, request.tokenProblem ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.loginRequired);
}

function readerOf(request: FastifyRequest): Reader {
  const viewer = request.viewer;
  if (viewer.kind === 'customer') return { kind: 'customer', customerId: viewer.customerId };
  if (viewer.kind === 'staff') return { kind: 'staff' };
  throw new Error('readerOf used on a route without requireReader');
}

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/order/:orderId/documents', {
    preHandler: requireReader,
    schema: { params: Type.Object({ orderId: Type.Integer({ minimum: 1, maximum: MAX_DB_ID }) }) },
  }, async (request, reply) => {
    const documents = await documentsOfOrder(app.database.db, readerOf(request), request.params.orderId);
    if (!documents) return sendNotFound(reply);
    return { status: 1, documents };
  });

  app.get('/api/documents/:number/xml', { preHandler: requireReader, schema: { params: NumberParams } }, async (request, reply) => {
    const doc = await findDocument(app.database.db, readerOf(request), request.params.number);
    if (!doc) return sendNotFound(reply);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'private')
      .header('content-disposition', `attachment; filename="${doc.number}.xml"`).send(doc.xml);
  });

  app.get('/api/documents/:number/pdf', { preHandler: requireReader, schema: { params: NumberParams } }, async (request, reply) => {
    const doc = await findDocument(app.database.db, readerOf(request), request.params.number);
    const data = doc?.pdfFile ? (await findStoredFile(app.database.db, app.files, doc.pdfFile, 'document'))?.data : null;
    if (!doc || !data) return sendNotFound(reply);
    return reply.type('application/pdf').header('cache-control', 'private').header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${doc.number}.pdf"`).send(data);
  });
};

export default documentRoutes;
