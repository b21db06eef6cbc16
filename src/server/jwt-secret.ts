import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-values';

export const JWT_SECRET_FILE = 'jwt-secret';
/** HS256 keys shorter than the hash output weaken the signature. */
export const JWT_SECRET_MIN_LENGTH = 32;

// Duck-typed: errors from node:fs may come from another realm (test sandboxes), defeating instanceof.
function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : String(error);
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET is unset and ${file} holds no usable key (shorter than ${JWT_SECRET_MIN_LENGTH} characters): delete the file to generate a new one`,
    );
  }
  // A key readable by other users of the machine could forge staff tokens.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}

/**
 * Returns the key kept in DATA_DIR, creating it on the first start. The exclusive create means
 * two processes starting together on a shared DATA_DIR end up with the same key.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const cannotStore = (error: unknown) => new ConfigError(
    `JWT_SECRET is unset and no key could be stored in DATA_DIR "${dataDir}" (${errorCode(error)}): make the directory writable or set JWT_SECRET`,
  );
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw cannotStore(error);
  }
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw cannotStore(error);
  }
  try {
    return readSecretFile(file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw cannotStore(error);
  }
}

export function checkJwtSecret(secret: string): string {
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (got ${secret.length} characters)`,
    );
  }
  return secret;
}
