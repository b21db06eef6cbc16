import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/client/lib/api-client';

export interface SentCall {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  authorization: string | null;
}

type Answer = unknown | ((call: SentCall) => unknown);

/**
 * Answers the back-office calls from a table keyed 'GET /api/admin/customers'; an answer that
 * is an AxiosError (see httpError) is thrown. Unknown calls get 404. Returns the calls sent.
 */
export function stubAdminApi(answers: Record<string, Answer>): SentCall[] {
  const calls: SentCall[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const call: SentCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: config.headers.get('Authorization') as string | null,
    };
    calls.push(call);
    const key = `${call.method} ${call.url}`;
    const answer = key in answers ? answers[key] : new AxiosError('Not Found', 'ERR_BAD_REQUEST', config, null, {
      data: { status: 0, message: 'Not Found' }, status: 404, statusText: 'Not Found', headers: {}, config,
    });
    const data = typeof answer === 'function' ? (answer as (sent: SentCall) => unknown)(call) : answer;
    if (data instanceof AxiosError) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return calls;
}
