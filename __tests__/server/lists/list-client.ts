// Requests of the order-list tests: the lists API as a buyer's browser calls it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface ListsApi {
  all(token: string): Promise<LightMyRequestResponse>;
  create(name: unknown, token: string): Promise<LightMyRequestResponse>;
  rename(id: number, name: unknown, token: string): Promise<LightMyRequestResponse>;
  remove(id: number, token: string): Promise<LightMyRequestResponse>;
  one(id: number, token: string): Promise<LightMyRequestResponse>;
  addLines(id: number, body: unknown, token: string): Promise<LightMyRequestResponse>;
  setCount(id: number, aid: number, count: unknown, token: string): Promise<LightMyRequestResponse>;
  removeLine(id: number, aid: number, token: string): Promise<LightMyRequestResponse>;
  toCart(id: number, body: unknown, token: string): Promise<LightMyRequestResponse>;
}

export function listsApi(app: () => FastifyInstance): ListsApi {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
    app().inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    all: (token) => call('GET', '/api/lists', token),
    create: (name, token) => call('POST', '/api/lists', token, { name }),
    rename: (id, name, token) => call('POST', `/api/lists/${id}/rename`, token, { name }),
    remove: (id, token) => call('DELETE', `/api/lists/${id}`, token),
    one: (id, token) => call('GET', `/api/lists/${id}`, token),
    addLines: (id, body, token) => call('POST', `/api/lists/${id}/lines`, token, body),
    setCount: (id, aid, count, token) => call('PATCH', `/api/lists/${id}/lines/${aid}`, token, { count }),
    removeLine: (id, aid, token) => call('DELETE', `/api/lists/${id}/lines/${aid}`, token),
    toCart: (id, body, token) => call('POST', `/api/lists/${id}/cart`, token, body),
  };
}
