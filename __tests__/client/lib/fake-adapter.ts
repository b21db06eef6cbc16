import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/client/lib/api-client';

export interface FakeAnswer {
  status?: number;
  data?: unknown;
}

/**
 * Stops the shared axios instance at a fake adapter that records each request and answers it.
 * Like axios's own adapters it settles by the request's validateStatus, so a call that accepts
 * a 404 sees it and other statuses reject.
 */
export function fakeServer(answer: FakeAnswer | ((config: InternalAxiosRequestConfig) => FakeAnswer)) {
  const seen: InternalAxiosRequestConfig[] = [];
  api.defaults.adapter = (config) => {
    seen.push(config);
    const { status = 200, data = {} } = typeof answer === 'function' ? answer(config) : answer;
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    const valid = config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300;
    if (valid) return Promise.resolve(response);
    return Promise.reject(new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response));
  };
  return seen;
}

/** A request's body as the server receives it. */
export const bodyOf = (config: InternalAxiosRequestConfig) => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
