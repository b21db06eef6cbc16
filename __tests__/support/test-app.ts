// Builds the real app on a fresh test database with a config made for tests: no log output,
// no demo seed, a throwaway DATA_DIR and a tiny built storefront in a temp directory.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { type DbKind, createTestDatabase } from './test-db';

export const TEST_FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
export const TEST_SHELL_HTML = '<!doctype html><html><head><title>Petora test shell</title></head><body><div id="root"></div></body></html>\n';
export const TEST_ASSET_PATH = 'static/js/main.0a1b2c3d4e.js';
/** Large enough that a real build would precompress it. */
export const TEST_ASSET_JS = `(function(){${'console.log("petora");'.repeat(80)}})();\n`;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A built-storefront look-alike: the shell, one hashed asset with its .br/.gz, a favicon. */
export function writeTestStaticDir(dir: string): void {
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), TEST_SHELL_HTML);
  writeFileSync(path.join(dir, 'favicon.svg'), TEST_FAVICON_SVG);
  const asset = path.join(dir, TEST_ASSET_PATH);
  writeFileSync(asset, TEST_ASSET_JS);
  writeFileSync(`${asset}.br`, brotliCompressSync(TEST_ASSET_JS));
  writeFileSync(`${asset}.gz`, gzipSync(TEST_ASSET_JS));
}

export function testConfig(root: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(root, 'data'),
    dbPoolMax: 5,
    jwtSecret: 'test-secret-for-signing-tokens-0123456789abcdef',
    mailFrom: 'Petora <sales@petora.ae>',
    publicUrl: 'http://shop.test',
    seed: 'none',
    logLevel: 'silent',
    staticDir: path.join(root, 'dist'),
    // As in production: the search is answered from the instance's index, kept in step.
    searchIndex: true,
    // As in production: with a catalogue cache, products are kept until the database says they changed.
    productCacheMb: 64,
    ...overrides,
  };
}

export async function buildTestApp(kind: DbKind = 'pglite', overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const root = mkdtempSync(path.join(tmpdir(), 'petora-app-'));
  writeTestStaticDir(path.join(root, 'dist'));
  // dbPoolMax sizes the PostgreSQL pool, so concurrency tests can run many transactions at once.
  const database = await createTestDatabase(kind, { poolMax: overrides.dbPoolMax, statementTimeoutMs: overrides.dbStatementTimeoutMs });
  let app: FastifyInstance;
  try {
    // Not made ready here: a test may still add a route of its own before its first request.
    app = await buildApp(testConfig(root, overrides), { database, logger: false });
  } catch (error) {
    await database.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
