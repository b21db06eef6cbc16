// What the request log keeps: a password reset link's code is a key to the account for an
// hour, so the log never holds it, while the rest of the URL (and every other URL) stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggedUrl } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { testConfig, writeTestStaticDir } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-db';

describe('the request log', () => {
  const lines: string[] = [];
  let root: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'petora-log-'));
    writeTestStaticDir(path.join(root, 'dist'));
    database = await createTestDatabase('pglite');
    app = await buildApp(testConfig(root, { logLevel: 'info' }), { database, logger: { stream: { write: (line: string) => lines.push(line) } } });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('logs the reset page without its code, and other pages as they are', async () => {
    const code = 'Zq7CodeFromTheMail0123456789';
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect((await page(`/reset/${code}?from=mail`)).statusCode).toBe(200);
    expect((await page('/products?term=royal')).statusCode).toBe(200);
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual(['/reset/[redacted]?from=mail', '/products?term=royal']);
    expect(lines.join('\n')).not.toContain(code);
  });

  it.each([
    ['/reset/abc', '/reset/[redacted]'],
    ['/RESET/abc/', '/reset/[redacted]/'],
    ['/reset', '/reset'],
    ['/api/customer/reset', '/api/customer/reset'],
    ['/products/reset-valve', '/products/reset-valve'],
  ])('writes %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
