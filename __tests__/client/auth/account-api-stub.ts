import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/client/lib/api-client';

export interface SeenCall {
  url: string;
  body: unknown;
  authorization: string | null;
}

/** An answer with an HTTP status other than 200 (the client sees a failed call). */
export const refused = (status: number, data: unknown = { status: 0, message: 'Error' }) => ({ refused: status, data });
type Answer = unknown | ReturnType<typeof refused>;

/**
 * Stands in for the server: each path answers as given (a value, or a function of the request
 * body); unknown paths fail with 404. Returns the calls made, with their bodies and tokens.
 */
export function stubAccountApi(answers: Record<string, Answer | ((body: unknown) => Answer)>): SeenCall[] {
  const seen: SeenCall[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const authorization = config.headers.toJSON().Authorization;
    seen.push({ url, body, authorization: typeof authorization === 'string' ? authorization : null });
    const entry = answers[url];
    const answer = typeof entry === 'function' ? (entry as (body: unknown) => Answer)(body) : entry;
    const failure = url in answers ? (answer as { refused?: number }) : refused(404);
    if (typeof failure === 'object' && failure !== null && typeof failure.refused === 'number') {
      const response = { data: (failure as { data: unknown }).data, status: failure.refused, statusText: '', headers: {}, config };
      throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
    }
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  return seen;
}
