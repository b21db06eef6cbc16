import { sql } from 'drizzle-orm';
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

  it('is live and ready on a migrated database', async () => {
    const live = await shop.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', version: packageJson.version });
    const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied', version: packageJson.version });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the newest migration is missing, and ready again once it is back', async () => {
    const { db } = shop.database;
    const [newest] = (await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`)).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    const pending = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({ status: 'not ready', database: 'reachable', migrations: 'pending' });
    await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`);
    expect((await shop.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 degraded once the database is gone, while live still answers 200', async () => {
    await shop.database.close();
    const res = await shop.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'unreachable', version: packageJson.version });
    const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
    expect((await shop.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
