// One policy for every route: a JSON body is checked exactly as it was sent, while the query
// string, path and headers (which are text by nature) are still read as the numbers and lists
// their schemas declare.
//
// Fastify's validator coerces types everywhere by default, and on a body that silently changes
// what was sent: 123 for a text field becomes "123", a lone value becomes a one-item list, and
// null inside anyOf becomes 0 or "" while the first branch is tried. So bodies get an ajv of
// their own, configured like Fastify's but without coercion.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchema, FastifyServerOptions } from 'fastify';

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaControllerOptions['compilersFactory']>['buildValidator']>;
type AjvOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
interface RouteSchemaDef { schema: FastifySchema; method: string; url: string; httpPart?: string }
type Compile = (route: RouteSchemaDef) => unknown;

export function buildValidators(): ValidatorFactory {
  const pool = AjvCompiler();
  const factory = (externalSchemas: Record<string, unknown>, options: AjvOptions = {}) => {
    const build = pool as unknown as (schemas: Record<string, unknown>, opts: AjvOptions) => Compile;
    const parts = build(externalSchemas, options);
    const bodies = build(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
    return (route: RouteSchemaDef) => (route.httpPart === 'body' ? bodies : parts)(route);
  };
  return factory as unknown as ValidatorFactory;
}
