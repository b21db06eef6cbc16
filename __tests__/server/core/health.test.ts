import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import packageJson from '../../../package.json';

describe.each(DB_KINDS)('GET /api/health on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('reports the database reachable and the version, never cached', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'reachable', version: packageJson.version });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded once the database is gone', async () => {
    await shop.database.close();
    const res = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'unreachable', version: packageJson.version });
  });
});
