// Checks a body exactly as sent against its TypeBox schema before Fastify's validator runs.
// Bodies are no longer coerced by that validator either (see validators.ts); routes keep this
// hook for its messages, which name the field at fault where ajv would only say that a union
// ("text or empty") did not match.
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError, preValidationAsyncHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { sendError } from '../plugins/errors';
import { validationMessage } from '../plugins/validation-message';

interface TypeBoxError { keyword: string; schemaPath: string; instancePath: string; params: Record<string, unknown>; message: string }

/** TypeBox reports some keywords with other params than ajv; the message builder expects ajv's. */
function asAjvError(error: TypeBoxError): FastifySchemaValidationError {
  const params = { ...error.params };
  if (error.keyword === 'required') params.missingProperty = (error.params.requiredProperties as string[])[0];
  if (error.keyword === 'additionalProperties') params.additionalProperty = (error.params.additionalProperties as string[])[0];
  return { keyword: error.keyword, instancePath: error.instancePath, schemaPath: error.schemaPath, params, message: error.message };
}

/** The error worth showing: not the per-property echo of additionalProperties, not a union branch. */
function pickError(errors: TypeBoxError[]): TypeBoxError | undefined {
  const useful = errors.filter((e) => e.keyword !== 'boolean');
  return useful.find((e) => !e.schemaPath.includes('/anyOf/')) ?? useful[0];
}

export function strictBody(schema: TSchema): preValidationAsyncHookHandler {
  const check = Compile(schema);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (check.Check(request.body)) return undefined;
    const error = pickError([...check.Errors(request.body)] as TypeBoxError[]);
    return sendError(reply, 400, validationMessage(error ? [asAjvError(error)] : [], 'body'));
  };
}
