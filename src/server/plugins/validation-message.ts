// Turns the first schema violation of a request into one sentence a person can act on,
// e.g. `The field "email" must be a valid email address.`
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';

const SUBJECT: Record<string, { field: string; whole: string }> = {
  body: { field: 'field', whole: 'The request body' },
  querystring: { field: 'query parameter', whole: 'The query string' },
  params: { field: 'path parameter', whole: 'The address' },
  headers: { field: 'header', whole: 'The request headers' },
};

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  'date-time': 'a valid date and time',
  date: 'a valid date',
  uri: 'a valid URL',
  url: 'a valid URL',
  uuid: 'a valid UUID',
};

/** `/items/0/count` becomes `items[0].count`. */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function plural(count: unknown, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

/** The predicate after "must" / "is": what the value should have been. */
function requirement(error: FastifySchemaValidationError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'type': return `must be ${typeWords(params.type)}`;
    case 'minLength': return params.limit === 1 ? 'must not be empty' : `must be at least ${plural(params.limit, 'character')} long`;
    case 'maxLength': return `must be at most ${plural(params.limit, 'character')} long`;
    case 'minimum': return `must be at least ${String(params.limit)}`;
    case 'maximum': return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum': return `must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum': return `must be less than ${String(params.limit)}`;
    case 'minItems': return `must hold at least ${plural(params.limit, 'item')}`;
    case 'maxItems': return `must hold at most ${plural(params.limit, 'item')}`;
    case 'format': return `must be ${FORMAT_WORDS[String(params.format)] ?? `in ${String(params.format)} format`}`;
    case 'enum': return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const': return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern': return 'has an invalid format';
    case 'anyOf':
    case 'oneOf': return 'has an invalid value';
    default: return error.message ?? 'is invalid';
  }
}

export function validationMessage(errors: FastifySchemaValidationError[], context: SchemaErrorDataVar | undefined): string {
  const subject = SUBJECT[context ?? 'body'] ?? SUBJECT.body;
  const error = errors[0];
  if (!error) return `${subject.whole} is invalid.`;
  const { params } = error;
  if (error.keyword === 'required') {
    return `The ${subject.field} "${fieldPath(error.instancePath, String(params.missingProperty))}" is required.`;
  }
  if (error.keyword === 'additionalProperties') {
    return `The ${subject.field} "${fieldPath(error.instancePath, String(params.additionalProperty))}" is not allowed.`;
  }
  const field = fieldPath(error.instancePath);
  const who = field ? `The ${subject.field} "${field}"` : subject.whole;
  return `${who} ${requirement(error)}.`;
}
