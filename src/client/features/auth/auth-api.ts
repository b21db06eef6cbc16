import { isAxiosError } from 'axios';
import { anonymous, api, withToken } from '../../lib/api-client';
import type { TradeDocumentsInput } from '../../../shared/trade-documents';
import type { StatusAnswer } from './outcomes';

// Thin calls of the account routes (api-contract.md, Accounts); sagas invoke them with call().
// Calls made before login carry no token, so a refused password is never taken for a
// refused session (see the session saga).

export interface LoginRequest { username: string; password: string }
/** One of: a token (approved), the email to confirm, or status 5 with the approval notice. */
export interface LoginAnswer { token?: string; email?: string; status?: number; message?: string }


/** The trade document fields (licence, TRN, legal name, emirate) ride along; '' leaves one empty. */
export interface RegistrationRequest extends TradeDocumentsInput {
  name: string;
  companyName: string;
  country: number;
  /** The licence file as a data URL, or '' for none. */
  lisence: string;
  password: string;
  mobile: string;
  email: string;
  /** The TRN certificate as a data URL, or '' for none. */
  otrn: string;
}

export interface ProfileRequest extends TradeDocumentsInput {
  name: string;
  companyName: string;
  /** A new file as a data URL, or '' to keep the stored one. */
  otrn: string;
  lisence: string;
  country: number;
  mobile: string;
  email: string;
  /** Needed only when the email changes. */
  currentPassword?: string;
}

/** `emailPending`: a code went to the new address; the email changes once it is entered. */
export interface TokenAnswer extends StatusAnswer { token?: string; emailPending?: boolean }

export async function login(request: LoginRequest): Promise<LoginAnswer> {
  return (await api.post<LoginAnswer>('/api/customer/login', request, anonymous())).data;
}

/** Merges the guest's cart, wishlist and compare list into the saved ones of the new session. */
export async function register(request: RegistrationRequest): Promise<StatusAnswer> {
  return (await api.post<StatusAnswer>('/api/customer/register', request, anonymous())).data;
}

export async function confirmAccount(email: string, code: string): Promise<StatusAnswer> {
  return (await api.post<StatusAnswer>('/api/customer/confirm', { email, code }, anonymous())).data;
}

export async function resendCode(email: string): Promise<StatusAnswer> {
  return (await api.post<StatusAnswer>('/api/customer/confirmresend', { email }, anonymous())).data;
}

export async function requestReset(email: string): Promise<StatusAnswer> {
  return (await api.post<StatusAnswer>('/api/customer/reset', { email }, anonymous())).data;
}

export async function resetPassword(hash: string, password: string): Promise<StatusAnswer> {
  return (await api.post<StatusAnswer>('/api/customer/resetpassword', { hash, password }, anonymous())).data;
}

export async function changePassword(currentPassword: string, password: string): Promise<TokenAnswer> {
  return (await api.post<TokenAnswer>('/api/customer/changepassword', { currentPassword, password })).data;
}

export async function editProfile(request: ProfileRequest): Promise<TokenAnswer> {
  return (await api.post<TokenAnswer>('/api/customer/edit', request)).data;
}

/** Ends this session on the server; the token is passed as it was before the store forgot it. */
export async function logout(token: string): Promise<void> {
  await api.post('/api/customer/logout', {}, withToken(token));
}

/** Ends every session of the customer, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await api.post('/api/customer/logoutall', {});
}

export async function confirmEmailChange(code: string): Promise<TokenAnswer> {
  return (await api.post<TokenAnswer>('/api/customer/confirmemail', { code })).data;
}

/**
 * The `{status, message}` body of a refused call (HTTP 400 carries the server's explanation),
 * or null for failures without one (network, timeout, server fault).
 */
export function answerOfError(error: unknown): StatusAnswer | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body: unknown = error.response.data;
  if (typeof body !== 'object' || body === null) return null;
  const { status, message } = body as Record<string, unknown>;
  if (typeof status !== 'number' || error.response.status >= 500) return null;
  return typeof message === 'string' ? { status, message } : { status };
}
