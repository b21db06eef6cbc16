import axios, { type AxiosRequestConfig } from 'axios';
import { MSG } from '../../../../shared/messages';
import { withToken } from '../../../lib/api-client';

/** Every back-office call lives under this path (see the back-office API notes). */
export const ADMIN_API = '/api/admin';

/** A business refusal (HTTP 200) or bad input (HTTP 400): nothing was changed. */
export interface Refusal {
  status: 0;
  message: string;
}

/** The answer of a change: status 1 with what changed, or a refusal. */
export type Reply<T extends object = object> = ({ status: 1 } & T) | Refusal;

/**
 * Request options that carry the staff token. The shared client adds the customer's token to
 * any call without an Authorization header, so the header is always set here, even when there
 * is no staff token (the server then answers 401 and the staff session ends).
 */
export function asStaff(token: string | null, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  if (token) return withToken(token, config);
  return { ...config, headers: { ...(config.headers as Record<string, string> | undefined), Authorization: 'Bearer' } };
}

/** Whether a failed call means the staff token is missing, expired or revoked. */
export function isSessionEnd(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 401;
}

/**
 * Whether the server answered and refused the call itself (a 4xx other than an ended session:
 * the record is gone, the request is wrong); asking again will not change the answer.
 */
export function isRefusal(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** The server's own words for a failed call (400, 403, 404 carry a message), else 'Error'. */
export function failureMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return MSG.error;
}

/** Query parameters without the empty ones, so a blank search is not sent as `q=`. */
export function params(values: Record<string, string | number | null | undefined>): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    kept[key] = typeof value === 'string' ? value.trim() : value;
  }
  return kept;
}
