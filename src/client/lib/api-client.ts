import axios, { type AxiosRequestConfig } from 'axios';

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
