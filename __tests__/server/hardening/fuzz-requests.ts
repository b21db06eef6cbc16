// One fuzzed request to a route: a token header, path parameters, a query string, a body and
// its content type, each hostile; requests to writing routes always carry their poison.
import fc from 'fast-check';
import { anyBody, anyParam, badParam, hostileQuery, poisonedBody } from './hostile-input';
import { type KnownRoute, type World, fillUrl } from './route-table';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  note: string;
}

export interface Tokens { customer: string; staff: string; forged: string }

export const tokenHeader = (tokens: Tokens) => fc.constantFrom<Array<string | null>>(
  null, 'Bearer', 'Bearer garbage', 'Basic Zm9vOmJhcg==', `Bearer ${tokens.forged}`, `Bearer ${tokens.customer}`, `Bearer ${tokens.staff}`,
  `Bearer ${tokens.customer} extra`, `bearer\t${tokens.staff}`, `Bearer ${'a'.repeat(5000)}`,
);

export const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'];

export function requestFor(route: KnownRoute, world: World, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const params = route.params?.(world) ?? {};
  const paramNames = Object.keys(params);
  const poisonParams = route.poison === 'params';
  const paramValues = paramNames.length === 0 ? fc.constant({}) : fc.tuple(...paramNames.map(() => (poisonParams ? badParam : anyParam)))
    .map((values) => Object.fromEntries(paramNames.map((n, i) => [n, values[i]])));
  const queryNames = Object.keys(route.query?.(world) ?? {});
  const query = route.poison === 'query'
    ? fc.tuple(badParam, fc.option(hostileQuery(queryNames), { nil: undefined })).map(([aid, rest]) => `aid=${aid}${rest ? `&${rest}` : ''}`)
    : fc.option(hostileQuery(queryNames), { nil: undefined });
  const sample = route.body?.(world);
  const body = route.poison === 'body' ? poisonedBody(sample ?? {}) : anyBody(sample);
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return fc.record({
    params: paramValues, query, body: hasBody ? body : fc.constant(undefined), token: tokenHeader(tokens),
    contentType: fc.oneof({ weight: 6, arbitrary: fc.constant(CONTENT_TYPES[0]) }, { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
    idempotency: fc.option(fc.constantFrom('\u0000', 'a\u0001', 'x'.repeat(500), "k'; --", '', 'ok-key'), { nil: undefined, freq: 4 }),
  }).map(({ params: p, query: q, body: b, token, contentType, idempotency }) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = token;
    if (b !== undefined) headers['content-type'] = contentType;
    if (idempotency !== undefined && route.url === '/api/order/add') headers['idempotency-key'] = idempotency;
    const url = `${fillUrl(route.url, { ...params, ...p })}${q === undefined ? '' : `?${q}`}`;
    return { method: route.method, url, headers, payload: b, note: `${route.method} ${route.url}` };
  });
}
