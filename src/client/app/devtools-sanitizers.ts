import type { Action } from '@reduxjs/toolkit';

/**
 * The one sanitizer of recorded actions and states, used by Redux DevTools and by the support
 * log alike. A secret is replaced by a placeholder of the same kind, so a replay keeps its
 * meaning: a hidden token is still a non-empty string ("logged in" survives), a hidden file is
 * still a data URL. Names, companies, emails, ids, quantities and prices stay: support needs them.
 */
export const PLACEHOLDER = {
  token: '<hidden-token>',
  password: '<hidden-password>',
  hash: '<hidden-reset-hash>',
  code: '<hidden-code>',
  file: 'data:text/plain,hidden-file',
} as const;

type SecretKind = keyof typeof PLACEHOLDER;

// Keys whose value is a secret of one kind, whatever its text looks like.
const KEY_KINDS: [RegExp, SecretKind][] = [
  [/password|passwd/i, 'password'],
  [/token|^authorization$/i, 'token'],
  [/^hash$/i, 'hash'],
  [/^code$/i, 'code'],
  [/^(lisence|otrn|csv|image|logo)$/i, 'file'],
];

// A JSON web token anywhere in a text (base64url of '{"' starts with 'eyJ'), even in a header.
const JWT = /eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;
// The reset link carries its single-use hash in the path (spec: /reset/{code}).
const RESET_PATH = /^(\/reset\/)[^/?#]+/;

function kindOfKey(key: string): SecretKind | null {
  return KEY_KINDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

function hideInText(text: string, key: string | null): string {
  if (text.startsWith('data:')) return PLACEHOLDER.file;
  const withoutJwt = text.replace(JWT, PLACEHOLDER.token);
  if (key === 'pathname' || key === 'to') return withoutJwt.replace(RESET_PATH, `$1${PLACEHOLDER.hash}`);
  return withoutJwt;
}

// A location's `hash` is its #fragment ("#main", "#reviews"): where the shopper was, not a reset code.
const isFragment = (key: string, value: unknown) => key === 'hash' && typeof value === 'string' && value.startsWith('#');

function hide(value: unknown, key: string | null, seen: WeakSet<object>): unknown {
  const kind = key === null || isFragment(key, value) ? null : kindOfKey(key);
  // A yes or no under a secret's name (`passwordView`: which view shows) is never the secret.
  if (kind && value !== null && value !== undefined && value !== '' && typeof value !== 'object' && typeof value !== 'boolean') {
    // A file key holding plain text (a file's name) is not its content.
    if (kind !== 'file' || (typeof value === 'string' && (value.startsWith('data:') || key === 'csv'))) {
      return PLACEHOLDER[kind];
    }
  }
  if (typeof value === 'string') return hideInText(value, key);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => hide(item, null, seen));
  const copy: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) {
    // Functions (redux-persist's callbacks) cannot be replayed from a file and mean nothing in it.
    if (typeof item === 'function') continue;
    copy[field] = hide(item, field, seen);
  }
  return copy;
}

/** A copy of any value with every secret replaced by its placeholder. */
export function hideSecrets<T>(value: T): T {
  return hide(value, null, new WeakSet()) as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => hideSecrets(action);
export const stateSanitizer = <S>(state: S): S => hideSecrets(state);
