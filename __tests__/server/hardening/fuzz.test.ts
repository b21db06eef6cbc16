// Property-based fuzz of every route: hostile bodies, query strings, path parameters, tokens and
// content types. No request may answer 5xx, every refusal is the JSON error shape without any
// trace of the code or SQL behind it, and since every request to a writing route is built to be
// refused, the database is exactly as it was afterwards.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { customerClaims, signToken } from '../../../src/server/services/auth/tokens';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';
import { type FuzzRequest, requestFor } from './fuzz-requests';
import { BROKEN_JSON, deepJson } from './hostile-input';
import { KNOWN_ROUTES, fillUrl } from './route-table';

jest.setTimeout(120_000);

const SEED = 20261122;
const RUNS_PER_ROUTE = 20;

function expectSane(req: FuzzRequest, res: LightMyRequestResponse): void {
  const what = `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers).slice(0, 200)} ${String(req.payload).slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
  if (res.statusCode >= 400 && req.url.startsWith('/api/')) {
    const body = res.json() as { status: unknown; message: unknown };
    if (body.status !== 0 || typeof body.message !== 'string') throw new Error(`${what} answered ${res.statusCode} with ${res.body.slice(0, 300)}`);
    if (/\n\s+at |node_modules|select |insert |update |syntax error|TypeError|ReferenceError/i.test(body.message)) {
      throw new Error(`${what} leaked internals: ${body.message}`);
    }
  }
}

describe.each(DB_KINDS)('fuzzing every route on %s', (kind) => {
  let h: HardeningShop;
  let before: Record<string, string>;
  let sent = 0;

  const send = async (req: FuzzRequest) => {
    sent += 1;
    const res = await h.shop.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload });
    expectSane(req, res);
    return res;
  };

  beforeAll(async () => {
    h = await hardeningShop(kind);
    before = await fingerprint(h.shop.database.db);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it('survives the classic attacks on every route, refusing each with a JSON error', async () => {
    for (const route of KNOWN_ROUTES) {
      const params = Object.fromEntries(Object.keys(route.params?.(h.world) ?? {}).map((name) => [name, '999999']));
      const url = fillUrl(route.url, route.poison === 'params' ? params : { ...route.params?.(h.world) });
      const tokens = [h.fuzzer.token, h.staff];
      const bodies = ['', ...BROKEN_JSON, deepJson(20_000, 'array'), deepJson(20_000, 'object'), '[]', 'null', '"text"', '{"a":"\u0000"}'];
      for (const token of tokens) {
        for (const payload of route.method === 'GET' || route.method === 'DELETE' ? [undefined] : bodies) {
          const query = route.poison === 'query' ? '?aid=abc' : '?p=1&p=2&term=%00&q=%27%20OR%201%3D1--&cid=-1&brid=1e400';
          await send({ method: route.method, url: `${url}${query}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload, note: 'classic' });
        }
      }
    }
  });

  it('answers no random request with a 5xx', async () => {
    const tokens = { customer: h.fuzzer.token, staff: h.staff, forged: await signToken('another secret', customerClaims({
      name: 'x', company_name: 'x', lisence_number: null, otrn_number: null, country_id: 0, mobile: null, email: 'x@x.x',
    }, 'forged-session-id-000'), h.fuzzer.id, new Date(Date.now() + 3_600_000)) };
    for (const route of KNOWN_ROUTES) {
      await fc.assert(fc.asyncProperty(requestFor(route, h.world, tokens), async (req) => {
        await send(req);
      }), { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    }
  });

  it('wrote nothing: every table is as it was', async () => {
    expect(sent).toBeGreaterThan(KNOWN_ROUTES.length * RUNS_PER_ROUTE);
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
    // Bodies full of __proto__ and constructor keys polluted no prototype of this process either.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
