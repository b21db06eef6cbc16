// Pieces shared by the back-office routes: ids in the path, page numbers, the answer shapes of
// a decision, and the guard every area registers.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { sendError, sendNotFound } from '../../plugins/errors';
import type { Outcome } from '../../services/admin/outcome';
import { MAX_DB_ID } from '../../services/ids';
import { strictBody } from '../strict-body';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_DB_ID }) });

export const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
export const PageQuery = Type.Object({ p: Type.Optional(Page) }, { additionalProperties: false });
/** PostgreSQL text cannot hold NUL, so control characters are refused here rather than failing in SQL. */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f]*$';
export const Term = Type.String({ maxLength: 200, pattern: NO_CONTROL_CHARACTERS });
/** A page of a record list, with an optional search term (`q`). */
export const SearchPageQuery = Type.Object({ p: Type.Optional(Page), q: Type.Optional(Term) }, { additionalProperties: false });

/**
 * Turns a caller without a staff token away before its body is even read (an upload of many
 * megabytes from a customer is refused before it arrives): 401 without a valid token, 403 for
 * a customer's.
 */
export function guardStaff(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireStaff);
}

/** A service outcome as the contract answers it: 404, a refusal with its reason, or status 1. */
export function answer<T extends object>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply | ({ status: 1 } & T) | { status: 0; message: string } {
  if (outcome.kind === 'not-found') return sendNotFound(reply);
  if (outcome.kind === 'invalid') return sendError(reply, 400, outcome.message);
  if (outcome.kind === 'refused') return { status: 0, message: outcome.message };
  return { status: 1, ...outcome.value };
}

/** Route options for a JSON body checked exactly as sent (no type coercion). */
export function bodyRoute<B extends TSchema>(body: B, opts: { bodyLimit?: number } = {}) {
  return { schema: { body }, preValidation: strictBody(body), ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}) };
}

/** The same for a route with an id in its path. */
export function idBodyRoute<B extends TSchema>(body: B, opts: { bodyLimit?: number } = {}) {
  return { schema: { body, params: IdParams }, preValidation: strictBody(body), ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}) };
}
