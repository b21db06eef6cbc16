// Small parsers for environment values. Each one either returns a clean value or throws a
// ConfigError whose message names the variable, says what is expected and shows what it got.
import { isEmail } from '../shared/email-address';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type Env = NodeJS.ProcessEnv;

/** Unset and blank mean the same: compose files and shells often pass `VAR=` for "no value". */
export function readRaw(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readRaw(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

export function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = readRaw(env, name);
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  const match = choices.find((choice) => choice === value);
  if (!match) throw new ConfigError(`${name} must be one of ${choices.join(', ')} (got "${raw}")`);
  return match;
}

/** Hides the password of a URL so that an error message never leaks a credential into logs. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return raw.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

export function readUrl(env: Env, name: string, protocols: readonly string[], what: string): string | undefined {
  const raw = readRaw(env, name);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol) || !url.hostname) {
    throw new ConfigError(`${name} must be ${what} (got "${redactUrl(raw)}")`);
  }
  return raw;
}

/** Accepts `shop@example.com` or `Shop Name <shop@example.com>`, the two forms mailers take. */
export function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return isEmail(named ? named[1] : value);
}
