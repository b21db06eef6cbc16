import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { ConfigError, defaultProductCacheMb, loadConfig } from '../../../src/server/config';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/rate-limit-settings';

const SECRET = 'k'.repeat(40);
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'petora-config-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A valid baseline that keeps key generation out of tests that are not about it. */
function load(env: NodeJS.ProcessEnv) {
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });
}

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig defaults', () => {
  it('fills every documented default', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000, host: '0.0.0.0', dataDir, dbPoolMax: 10, mailFrom: 'Petora <sales@petora.ae>',
      publicUrl: 'http://localhost:3000', seed: 'demo', logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(config.staticDir).toBe(path.resolve(__dirname, '../../../dist'));
  });

  it('uses the default attempt limits, trusts no proxy, and scales the limits with RATE_LIMIT_SCALE', () => {
    const config = load({});
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.trustProxy).toBe(0);
    const scaled = load({ RATE_LIMIT_SCALE: '10', TRUST_PROXY: '2' });
    expect(scaled.rateLimits?.login.pair).toEqual({ ...DEFAULT_RATE_LIMITS.login.pair, freeFailures: DEFAULT_RATE_LIMITS.login.pair.freeFailures * 10 });
    expect(scaled.rateLimits?.register.account).toEqual({ max: DEFAULT_RATE_LIMITS.register.account!.max * 10, windowMs: 60 * 60_000 });
    expect(scaled.trustProxy).toBe(2);
  });

  it('keeps the search index in memory up to 300,000 active products unless told otherwise', () => {
    expect(load({})).toMatchObject({ searchIndex: true, searchIndexMaxProducts: 300_000 });
    expect(load({ SEARCH_INDEX: 'database', SEARCH_INDEX_MAX_PRODUCTS: '5000' })).toMatchObject({ searchIndex: false, searchIndexMaxProducts: 5000 });
    expect(errorOf({ SEARCH_INDEX: 'disk' })).toMatch(/SEARCH_INDEX/);
    expect(errorOf({ SEARCH_INDEX_MAX_PRODUCTS: 'many' })).toMatch(/SEARCH_INDEX_MAX_PRODUCTS/);
  });

  it('keeps products until they change, up to a quarter of the heap (at most 512 MB), unless told otherwise', () => {
    expect(defaultProductCacheMb(4 * 1024 ** 3)).toBe(512);
    // A small machine's heap of 512 MB: 128 MB.
    expect(defaultProductCacheMb(512 * 1024 ** 2)).toBe(128);
    expect(load({}).productCacheMb).toBe(defaultProductCacheMb(getHeapStatistics().heap_size_limit));
    expect(load({ PRODUCT_CACHE_MB: '0' }).productCacheMb).toBe(0);
    expect(load({ PRODUCT_CACHE_MB: '200' }).productCacheMb).toBe(200);
    expect(errorOf({ PRODUCT_CACHE_MB: '-1' })).toMatch(/PRODUCT_CACHE_MB/);
  });

  it('derives PUBLIC_URL from PORT and treats blank values as unset', () => {
    expect(load({ PORT: '8080', HOST: ' ', SEED: '' })).toMatchObject({ publicUrl: 'http://localhost:8080', host: '0.0.0.0', seed: 'demo' });
  });

  it('takes every variable when it is valid', () => {
    const config = load({
      PORT: '4100', HOST: '127.0.0.1', DATABASE_URL: 'postgres://shop:pw@db:5432/shop', DB_POOL_MAX: '25',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465', MAIL_FROM: 'orders@petora.ae',
      PUBLIC_URL: 'https://shop.petora.ae/', ADMIN_EMAIL: 'Staff@Petora.ae', ADMIN_PASSWORD: 'long enough',
      SEED: 'none', LOG_LEVEL: 'WARN', STATIC_DIR: 'build/web',
    });
    expect(config).toMatchObject({
      port: 4100, host: '127.0.0.1', databaseUrl: 'postgres://shop:pw@db:5432/shop', dbPoolMax: 25,
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465', mailFrom: 'orders@petora.ae',
      publicUrl: 'https://shop.petora.ae', adminEmail: 'staff@petora.ae', adminPassword: 'long enough',
      seed: 'none', logLevel: 'warn', staticDir: path.resolve('build/web'), jwtSecret: SECRET,
    });
  });
});

describe('loadConfig rejects bad values with a message naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ PORT: '3000.5' }, 'PORT must be an integer between 1 and 65535 (got "3000.5")'],
    [{ HOST: 'my host' }, 'HOST must be a host name or an IP address (got "my host")'],
    [{ DB_POOL_MAX: '0' }, 'DB_POOL_MAX must be an integer between 1 and 1000 (got "0")'],
    [{ DATABASE_URL: 'mysql://u@db/shop' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://u@db/shop")'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL (got "mail.example.com")'],
    [{ MAIL_FROM: 'the shop' }, 'MAIL_FROM must be an email address such as shop@example.com or "Shop <shop@example.com>" (got "the shop")'],
    [{ PUBLIC_URL: 'shop.petora.ae' }, 'PUBLIC_URL must be an http:// or https:// URL (got "shop.petora.ae")'],
    [{ ADMIN_EMAIL: 'staff' , ADMIN_PASSWORD: 'long enough' }, 'ADMIN_EMAIL must be an email address (got "staff")'],
    [{ ADMIN_EMAIL: 'staff@petora.ae' }, 'ADMIN_EMAIL is set but ADMIN_PASSWORD is not: set both or neither'],
    [{ ADMIN_PASSWORD: 'long enough' }, 'ADMIN_PASSWORD is set but ADMIN_EMAIL is not: set both or neither'],
    [{ ADMIN_EMAIL: 'staff@petora.ae', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be 8 to 128 characters long (got 5 characters)'],
    [{ SEED: 'full' }, 'SEED must be one of demo, none (got "full")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long (got 5 characters)'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE must be an integer between 1 and 1000 (got "0")'],
    [{ RATE_LIMIT_SCALE: '1.5' }, 'RATE_LIMIT_SCALE must be an integer between 1 and 1000 (got "1.5")'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be an integer between 0 and 10 (got "yes")'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be an integer between 0 and 10 (got "11")'],
  ])('%j', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it('never repeats a password of a rejected URL', () => {
    const message = errorOf({ DATABASE_URL: 'mysql://shop:hunter2secret@db/shop' });
    expect(message).not.toContain('hunter2secret');
    expect(message).toContain('mysql://shop:***@db/shop');
  });
});

describe('JWT secret file', () => {
  it('is generated once with mode 0600 and reused on the next start', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('is not written when JWT_SECRET is given', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('refuses a truncated key file instead of signing with it', () => {
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'abc\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/holds no usable key/);
  });

  it('names DATA_DIR when the key cannot be stored', () => {
    const blocked = path.join(dataDir, 'not-a-dir');
    writeFileSync(blocked, 'a file where a directory should be');
    expect(() => loadConfig({ DATA_DIR: blocked })).toThrow(/no key could be stored in DATA_DIR/);
  });
});

describe('file store and shutdown settings', () => {
  it('keeps files in the data folder and waits 10 s on SIGTERM unless told otherwise', () => {
    expect(load({})).toMatchObject({ s3Url: undefined, shutdownTimeoutMs: 10_000 });
    expect(load({ S3_URL: 'https://key:secret@s3.example.com/petora', SHUTDOWN_TIMEOUT_MS: '30000' }))
      .toMatchObject({ s3Url: 'https://key:secret@s3.example.com/petora', shutdownTimeoutMs: 30_000 });
  });

  it('refuses an S3_URL without a bucket or of another scheme, without showing its keys', () => {
    const noBucket = errorOf({ S3_URL: 'https://key:secret@s3.example.com/' });
    expect(noBucket).toBe('S3_URL must name the bucket as its path, e.g. https://KEY:SECRET@s3.example.com/petora');
    const scheme = errorOf({ S3_URL: 's3://key:secret@bucket' });
    expect(scheme).toMatch(/^S3_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(scheme).not.toContain('secret');
  });
});

describe('trade licence settings', () => {
  it('runs the expiry check and does not trust licence uploads unless told', () => {
    expect(load({})).toMatchObject({ licenceCheck: true, trustLicenceUploads: false });
    expect(load({ LICENCE_TRUST_UPLOADS: 'on', LICENCE_CHECK: 'off' })).toMatchObject({ licenceCheck: false, trustLicenceUploads: true });
  });

  it('stops at start on a value other than on or off, naming the variable', () => {
    expect(errorOf({ LICENCE_TRUST_UPLOADS: 'yes' })).toMatch(/LICENCE_TRUST_UPLOADS/);
    expect(errorOf({ LICENCE_CHECK: '1' })).toMatch(/LICENCE_CHECK/);
  });
});
