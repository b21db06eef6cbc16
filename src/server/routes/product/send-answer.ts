// Sends a catalogue answer made once (answer-cache.ts): the encoding the client accepts
// (already compressed bytes, so the compress plugin leaves it alone), an ETag answered with 304
// when the client has it, and cache headers that never let a shared cache hand one customer's
// prices to someone else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, type CachedAnswer, type Encoding, encodedBody, etagMatches } from '../../services/answer';

/** br, then gzip, when accepted (a `;q=0` refuses); identity otherwise. */
export function pickEncoding(header: string | undefined, size: number): Encoding {
  if (!header || size < COMPRESS_THRESHOLD) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** What an answer is, and how long a shared cache may keep it without asking (0: ask every time). */
export interface AnswerKind { type: string; maxAgeSec: number }

const CATALOGUE_JSON: AnswerKind = { type: 'application/json; charset=utf-8', maxAgeSec: 0 };

export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, kind: AnswerKind = CATALOGUE_JSON): Promise<FastifyReply> {
  // Guests all get the same answer; with a token the price view is the customer's own and is
  // never stored (private answers are no-store everywhere).
  const personal = request.headers.authorization !== undefined;
  reply.header('cache-control', personal ? 'no-store' : kind.maxAgeSec > 0 ? `public, max-age=${kind.maxAgeSec}` : 'public, no-cache');
  reply.header('vary', 'Accept-Encoding, Authorization');
  reply.header('etag', answer.etag);
  if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], answer.body.length);
  reply.code(answer.status).type(kind.type);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await encodedBody(answer, encoding));
}
