// The environment, read once at start and checked as a whole: a bad value stops the server
// with a message naming the variable instead of failing later in the middle of a request.
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { SHOP } from '../shared/shop';
import {
  ConfigError, type Env, isMailbox, readChoice, readInt, readRaw, readUrl,
} from './config-values';
import { isEmail } from '../shared/email-address';
import { checkJwtSecret, loadOrCreateJwtSecret } from './jwt-secret';
import { type RateLimitSettings, scaledRateLimits } from './rate-limit-settings';

export { ConfigError } from './config-values';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  dbPoolMax: number;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  seed: 'demo' | 'none';
  logLevel: string;
  /** The built SPA. */
  staticDir: string;
  /** Attempts allowed on the account calls; absent means the defaults. */
  rateLimits?: RateLimitSettings;
  /** Proxies in front of the server whose X-Forwarded-For is believed (0: none). */
  trustProxy?: number;
  /** How long a catalogue answer is reused (productlist); absent or 0: never. */
  catalogCacheMs?: number;
  /**
   * Megabytes of products kept in this instance's memory until the database says they
   * changed (with catalogCacheMs above 0); absent or 0: kept only for catalogCacheMs.
   */
  productCacheMb?: number;
  /** Keeps the storefront search's index in this instance's memory; absent: the database answers every search. */
  searchIndex?: boolean;
  /** Above this many active products no index is kept (its memory); absent: no limit. */
  searchIndexMaxProducts?: number;
  /** An S3-compatible bucket for files (documents, uploaded pictures); absent: DATA_DIR/files. */
  s3Url?: string;
  /** PostgreSQL statement_timeout of the API's pool (the client waits 0.5 s longer); absent: 2 s. */
  dbStatementTimeoutMs?: number;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs?: number;
  /** The tax document worker (PDF rendering, e-invoice hand-off); absent: off (tests run it themselves). */
  documents?: DocumentWorkerConfig;
  /** A renewed licence lets the customer order before staff verified it. */
  trustLicenceUploads?: boolean;
  /** Runs the daily licence expiry check (reminders) in this instance; absent: off (tests run it themselves). */
  licenceCheck?: boolean;
}

export interface DocumentWorkerConfig {
  /** Folder the provider's connector reads PINT AE documents from; null: documents stay pending. */
  einvoiceDropDir: string | null;
  pollMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SEED_MODES = ['demo', 'none'] as const;
export const ADMIN_PASSWORD_LENGTH = { min: 8, max: 128 } as const;

const repoRoot = path.resolve(__dirname, '../..');

function readDir(env: Env, name: string, fallback: string): string {
  const raw = readRaw(env, name);
  return raw === undefined ? fallback : path.resolve(raw);
}

function readHost(env: Env): string {
  const host = readRaw(env, 'HOST') ?? '0.0.0.0';
  if (/[\s/]/.test(host)) throw new ConfigError(`HOST must be a host name or an IP address (got "${host}")`);
  return host;
}

function readPublicUrl(env: Env, port: number): string {
  const raw = readUrl(env, 'PUBLIC_URL', ['http:', 'https:'], 'an http:// or https:// URL') ?? `http://localhost:${port}`;
  // Mail links are built as `${publicUrl}/reset/...`: a trailing slash would double it.
  return raw.replace(/\/+$/, '');
}

function readMailFrom(env: Env): string {
  const raw = readRaw(env, 'MAIL_FROM');
  if (raw === undefined) return `${SHOP.name} <${SHOP.email}>`;
  if (!isMailbox(raw)) {
    throw new ConfigError(`MAIL_FROM must be an email address such as shop@example.com or "Shop <shop@example.com>" (got "${raw}")`);
  }
  return raw;
}

function readAdmin(env: Env): Pick<AppConfig, 'adminEmail' | 'adminPassword'> {
  const email = readRaw(env, 'ADMIN_EMAIL');
  // Passwords may legitimately start or end with spaces, so this one is not trimmed.
  const password = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (email === undefined) {
    if (password !== undefined) throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_EMAIL is not: set both or neither');
    return {};
  }
  if (!isEmail(email)) throw new ConfigError(`ADMIN_EMAIL must be an email address (got "${email}")`);
  if (password === undefined) throw new ConfigError('ADMIN_EMAIL is set but ADMIN_PASSWORD is not: set both or neither');
  const { min, max } = ADMIN_PASSWORD_LENGTH;
  if (password.length < min || password.length > max) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${min} to ${max} characters long (got ${password.length} characters)`);
  }
  return { adminEmail: email.toLowerCase(), adminPassword: password };
}

function readS3Url(env: Env): string | undefined {
  const raw = readUrl(env, 'S3_URL', ['http:', 'https:'], 'an http:// or https:// URL of an S3-compatible endpoint with the bucket as its path');
  if (raw !== undefined && new URL(raw).pathname.split('/').filter(Boolean).length === 0) {
    throw new ConfigError('S3_URL must name the bucket as its path, e.g. https://KEY:SECRET@s3.example.com/petora');
  }
  return raw;
}

function readJwtSecret(env: Env, dataDir: string): string {
  // Not trimmed either: the secret is used byte for byte by every instance.
  const raw = env.JWT_SECRET;
  return raw === undefined || raw === '' ? loadOrCreateJwtSecret(dataDir) : checkJwtSecret(raw);
}

/**
 * How many megabytes of products to keep by default (services/heard-products.ts): a quarter of
 * the heap V8 may grow to, at most 512 (about 90,000 products of 4.5 kB of JSON in one price view). On a
 * machine with little memory the cache stays small rather than crowd out the search index
 * and the requests.
 */
export function defaultProductCacheMb(heapLimitBytes: number): number {
  return Math.min(512, Math.floor(heapLimitBytes / 4 / 1024 ** 2));
}

/** Reads and validates every variable; throws ConfigError on the first bad one. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = readInt(env, 'PORT', 3000, 1, 65535);
  const host = readHost(env);
  const dataDir = readDir(env, 'DATA_DIR', path.join(repoRoot, 'data'));
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL');
  const dbPoolMax = readInt(env, 'DB_POOL_MAX', 10, 1, 1000);
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL');
  const mailFrom = readMailFrom(env);
  const publicUrl = readPublicUrl(env, port);
  const admin = readAdmin(env);
  const seed = readChoice(env, 'SEED', SEED_MODES, 'demo');
  const logLevel = readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  const staticDir = readDir(env, 'STATIC_DIR', path.join(repoRoot, 'dist'));
  const rateLimits = scaledRateLimits(readInt(env, 'RATE_LIMIT_SCALE', 1, 1, 1000));
  const trustProxy = readInt(env, 'TRUST_PROXY', 0, 0, 10);
  const catalogCacheMs = readInt(env, 'CATALOG_CACHE_MS', 1000, 0, 60_000);
  const productCacheMb = readInt(env, 'PRODUCT_CACHE_MB', defaultProductCacheMb(getHeapStatistics().heap_size_limit), 0, 65_536);
  const searchIndex = readChoice(env, 'SEARCH_INDEX', ['memory', 'database'] as const, 'memory') === 'memory';
  const searchIndexMaxProducts = readInt(env, 'SEARCH_INDEX_MAX_PRODUCTS', 300_000, 0, 100_000_000);
  const s3Url = readS3Url(env);
  const dbStatementTimeoutMs = readInt(env, 'DB_STATEMENT_TIMEOUT_MS', 2000, 100, 600_000);
  const shutdownTimeoutMs = readInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000);
  const workerOn = readChoice(env, 'DOCUMENT_WORKER', ['on', 'off'] as const, 'on') === 'on';
  const dropDir = env.EINVOICE_DROP_DIR?.trim() ? path.resolve(env.EINVOICE_DROP_DIR.trim()) : null;
  const documents = workerOn ? { einvoiceDropDir: dropDir, pollMs: readInt(env, 'DOCUMENT_POLL_MS', 30_000, 1000, 3_600_000) } : undefined;
  const trustLicenceUploads = readChoice(env, 'LICENCE_TRUST_UPLOADS', ['on', 'off'] as const, 'off') === 'on';
  const licenceCheck = readChoice(env, 'LICENCE_CHECK', ['on', 'off'] as const, 'on') === 'on';
  // Last, so that a typo elsewhere does not leave a key file behind in a wrong directory.
  const jwtSecret = readJwtSecret(env, dataDir);
  return {
    port, host, dataDir, databaseUrl, dbPoolMax, jwtSecret, smtpUrl, mailFrom, publicUrl,
    ...admin, seed, logLevel, staticDir, rateLimits, trustProxy, catalogCacheMs, productCacheMb, searchIndex, searchIndexMaxProducts, s3Url, dbStatementTimeoutMs, shutdownTimeoutMs,
    documents, trustLicenceUploads, licenceCheck,
  };
}
