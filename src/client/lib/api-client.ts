import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';

// The one HTTP client of the storefront. Calls go to the same origin that served the SPA
// (the dev server proxies /api, /media and /uploads), so the base URL stays empty.
export const api = axios.create({
  baseURL: '',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 30_000,
});

type TokenSource = () => string | null | undefined;
let tokenSource: TokenSource = () => null;

/**
 * The store registers where the current login token lives, so every call made while a
 * customer is logged in carries it without each caller threading it through.
 */
export function registerTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/** Request options that send this token, for calls made with an explicit token. */
export function withToken(token: string | null | undefined, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  if (!token) return config;
  return { ...config, headers: { ...(config.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` } };
}

api.interceptors.request.use((config) => {
  if (config.headers.has('Authorization')) return config;
  const token = tokenSource();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/**
 * Request options that send no token even while a customer is logged in: calls made before a
 * session exists (login, register, reset) must not be read as that session's calls.
 */
export function anonymous(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  // axios leaves out a header whose value is false; the request interceptor respects it.
  return { ...config, headers: { ...(config.headers as Record<string, string> | undefined), Authorization: false } };
}

type RefusalListener = (token: string) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * Tells the listener which token the server refused (HTTP 401 to a call that carried it): the
 * session it belongs to has ended (expired, or revoked by a password change elsewhere).
 */
export function onTokenRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const sent = error.config?.headers?.get?.('Authorization');
    if (typeof sent === 'string' && sent.startsWith('Bearer ')) {
      const token = sent.slice('Bearer '.length);
      refusalListeners.forEach((listener) => listener(token));
    }
  }
  return Promise.reject(error);
});
