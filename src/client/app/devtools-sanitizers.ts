import type { Action } from '@reduxjs/toolkit';

export const HIDDEN = '<hidden>';

// Recorded action logs are shared with support staff, so secrets and uploaded documents
// never reach Redux DevTools: passwords, tokens, reset codes and file contents (a catalogue
// CSV being imported can be megabytes of shop data).
const SECRET_KEY = /password|passwd|token|^hash$|^authorization$/i;
const FILE_KEY = /^(lisence|otrn|csv)$/i;

// A JSON web token anywhere (base64url of '{"' starts with 'eyJ'), even outside a 'token' field.
const JWT = /^eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*$/;

function isSecretText(value: unknown): boolean {
  return typeof value === 'string' && (value.startsWith('data:') || JWT.test(value));
}

/** A copy of any value with secrets, tokens and data URLs replaced by '<hidden>'. */
export function hideSecrets<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (isSecretText(value)) return HIDDEN as T;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => hideSecrets(item, seen)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const secret = (SECRET_KEY.test(key) || FILE_KEY.test(key)) && item !== null && item !== undefined && item !== '';
    copy[key] = secret && typeof item !== 'object' ? HIDDEN : hideSecrets(item, seen);
  }
  return copy as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => hideSecrets(action);
export const stateSanitizer = <S>(state: S): S => hideSecrets(state);
