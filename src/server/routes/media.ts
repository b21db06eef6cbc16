import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { FileKind } from '../db/schema';
import { sendNotFound } from '../plugins/errors';
import { findStoredFile } from '../services/media';

const NameParams = Type.Object({ name: Type.String() });

/** Catalogue images never change under a name, customer documents are nobody else's business. */
const CACHE_CONTROL: Record<FileKind, string> = {
  image: 'public, max-age=31536000, immutable',
  document: 'no-store',
};

export const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function serveFile(request: FastifyRequest, reply: FastifyReply, name: string, kind: FileKind): Promise<FastifyReply> {
  const file = await findStoredFile(request.server.database.db, request.server.files, name, kind);
  if (!file) return sendNotFound(reply);
  reply
    .header('cache-control', CACHE_CONTROL[kind])
    .header('etag', file.etag)
    // Documents are served exactly as uploaded: the browser must not guess another type.
    .header('x-content-type-options', 'nosniff');
  if (kind === 'document') {
    // Names are checked to be plain letters, digits, dots and dashes, so they are safe to quote.
    reply.header('content-disposition', `inline; filename="${name}"`);
    // The back office shows licences and TRN certificates inline in a frame of its own pages;
    // nothing else may frame them, and a document may run nothing.
    reply.header('content-security-policy', DOCUMENT_CSP).header('x-frame-options', 'SAMEORIGIN');
  }
  if (matchesEtag(request, file.etag)) return reply.code(304).send();
  return reply.type(file.contentType).send(file.data);
}

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/:name', { schema: { params: NameParams } }, (request, reply) =>
    serveFile(request, reply, request.params.name, 'image'));
  app.get('/uploads/:name', { schema: { params: NameParams } }, (request, reply) =>
    serveFile(request, reply, request.params.name, 'document'));
};

export default mediaRoutes;
