// What the request log keeps: a password reset link's code is a key to the account for an
// hour, so the log never holds it, while the rest of the URL (and every other URL) stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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
    // A statement that fails, sent a value as secret as a new password's hash.
    app.get('/api/test/failing-statement', async () => database.db.execute(sql`update no_such_table set hash = ${'scrypt$hash-of-a-new-password'}`));
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

  it("logs a failed statement's text and the database's reason, never the values it was sent", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test/failing-statement' })).statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { message: string; stack: string; params?: unknown } })
      .find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.message).toContain('Failed query: update no_such_table set hash = $1');
    expect(failure?.err?.message).toContain('no_such_table');
    expect(failure?.err?.message).toContain('params: [redacted]');
    expect(failure?.err?.params).toBe('[redacted]');
    expect(lines.join('\n')).not.toContain('hash-of-a-new-password');
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
