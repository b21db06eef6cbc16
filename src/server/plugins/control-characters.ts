// Control characters are refused in one place, before any route sees its input: PostgreSQL text
// and jsonb cannot hold NUL (a query would fail with a 500), and no name, search term, note or
// document of the shop has a use for the others.
//
// - Query parameters (of routes that declare them) are one-line values: every C0 control
//   character and DEL is refused.
// - Every text in a request body, at any depth, and every property name may hold tabs and line
//   breaks (addresses, notes, HTML, CSV) but no other control character.
//
// Path parameters are left to their routes: ids are numbers, and /media and /uploads answer an
// unusable name like any unknown one, with 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';
import { fieldPath } from './validation-message';

const IN_PARAMETER = /[\u0000-\u001f\u007f]/;
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A name echoed in a message shows where its control characters were, without them. */
const shown = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '?');

export const CONTROL_MESSAGES = {
  parameter: (name: string) => `The query parameter "${shown(name)}" must not contain control characters.`,
  field: (path: string) => (path ? `The field "${shown(path)}" must not contain control characters.` : 'The request body must not contain control characters.'),
} as const;

const pointer = (parent: string, key: string | number) => `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * The JSON pointer of the first text holding a control character, or null. Iterative, so a body
 * nested thousands of levels deep cannot overflow the stack.
 */
export function controlCharacterAt(body: unknown, pattern = IN_TEXT): string | null {
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (pattern.test(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], pointer(path, i)]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (pattern.test(key)) return pointer(path, key);
        stack.push([item, pointer(path, key)]);
      }
    }
  }
  return null;
}

function queryProblem(query: unknown): string | null {
  if (query === null || typeof query !== 'object') return null;
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (IN_PARAMETER.test(name) || values.some((v) => typeof v === 'string' && IN_PARAMETER.test(v))) {
      return CONTROL_MESSAGES.parameter(name);
    }
  }
  return null;
}

async function controlCharactersPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.schema?.querystring) {
      const problem = queryProblem(request.query);
      if (problem) return sendError(reply, 400, problem);
    }
    if (request.body !== undefined) {
      const at = controlCharacterAt(request.body);
      if (at !== null) return sendError(reply, 400, CONTROL_MESSAGES.field(fieldPath(at)));
    }
    return undefined;
  });
}

export default fp(controlCharactersPlugin, { name: 'control-characters' });
