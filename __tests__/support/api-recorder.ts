import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../src/client/lib/api-client';

/** One request the storefront sent, as the server would see it. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer with a non-OK HTTP status. */
export class HttpFailure {
  constructor(readonly status: number, readonly data: unknown) {}
}

type Answer = unknown | ((request: RecordedRequest) => unknown | Promise<unknown>);

function fail(config: InternalAxiosRequestConfig, status: number, data: unknown): never {
  const response = { data, status, statusText: String(status), headers: {}, config };
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
}

/**
 * Answers the shared axios instance from a table keyed 'METHOD /path' and records every
 * request (body and headers included), so component tests run the real sagas offline and can
 * check what was sent. A function answer is called with the request and may return a promise;
 * an unknown route fails with 404.
 */
export function recordApi(answers: Record<string, Answer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null);
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([key, value]) => [key, String(value)]));
    const request: RecordedRequest = { method, url, params: config.params ?? null, body, headers };
    requests.push(request);
    const key = `${method} ${url}`;
    if (!(key in answers)) fail(config, 404, { status: 0, message: 'Not Found' });
    const answer = answers[key];
    const data = typeof answer === 'function' ? await answer(request) : answer;
    if (data instanceof HttpFailure) fail(config, data.status, data.data);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return requests;
}

/** A promise settled from outside: holds an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
