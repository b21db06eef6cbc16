import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { setupStore } from '../../../src/client/app/store';
import { AdminApp } from '../../../src/client/features/admin/AdminApp';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { api } from '../../../src/client/lib/api-client';
import { renderWithStore } from '../../support/render';
import { staffMember, staffToken } from './admin-fixtures';

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
 * is an AxiosError (see httpError) is thrown, and a promise is waited for (a call still on its
 * way). Unknown calls get 404. Returns the calls sent.
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
    const data: unknown = await (typeof answer === 'function' ? (answer as (sent: SentCall) => unknown)(call) : answer);
    if (data instanceof AxiosError) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return calls;
}

/** Renders the back office at an address through a real store with its sagas running. */
export function renderAdmin(route: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) window.localStorage.setItem(STAFF_TOKEN_KEY, staffToken);
  const store = setupStore(undefined, { sagas: true });
  return renderWithStore(<AdminApp />, { store, route, path: '/admin/*' });
}

export const signedInAnswers = { 'GET /api/admin/me': staffMember };
