import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { validationMessage } from './validation-message';

export interface ErrorReply { status: 0; message: string }

export const MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  badUrl: 'The address is not valid.',
  tooLarge: 'The request body is too large.',
  notFound: 'Not found',
  server: 'Error',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;

/** Seconds a client (or load balancer) should wait before asking again during a database outage. */
export const RETRY_AFTER_SECONDS = 5;

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorReply = { status: 0, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, MESSAGES.notFound);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.validation) {
    return sendError(reply, 400, validationMessage(error.validation, error.validationContext));
  }
  if (JSON_BODY_ERRORS.has(error.code)) return sendError(reply, 400, MESSAGES.invalidJson);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, MESSAGES.tooLarge);

  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: the client may simply try again, and the log gets one warning line.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    return sendError(reply, 503, MESSAGES.unavailable);
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Client errors raised on purpose (rate limits, auth) carry a message meant for the caller.
    request.log.info({ statusCode, code: error.code }, error.message);
    return sendError(reply, statusCode, error.message);
  }
  // Faults are logged in full but answered with one word: stacks and SQL stay in the log.
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, statusCode >= 500 && statusCode < 600 ? statusCode : 500, MESSAGES.server);
}

/**
 * Errors Fastify raises before a route is even chosen (a path that is not valid percent-encoded
 * UTF-8): the setErrorHandler above never sees them, so they get the same answer shape here.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, MESSAGES.badUrl);
  request.log.error({ err: error }, 'request failed before routing');
  return sendError(reply, 500, MESSAGES.server);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(handleError);
}

export default fp(errorsPlugin, { name: 'errors' });
