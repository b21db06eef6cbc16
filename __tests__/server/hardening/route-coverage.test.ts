// The route list of the fuzz and the authorization sweep comes from the app itself: a route
// added to the server without a row in route-table.ts fails here until it is covered.
import { type TestApp, buildTestApp } from '../../support/test-app';
import { KNOWN_ROUTES, appRoutes, routeKey } from './route-table';

describe('the hardening route table', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp('pglite');
    await shop.app.ready();
  });

  afterAll(async () => {
    await shop.close();
  });

  it('names every route the app answers, and only those', () => {
    const answered = appRoutes(shop.app);
    expect(answered.length).toBeGreaterThan(50);
    expect(answered).toContain('GET /api/admin/metas');
    expect(answered).toContain('POST /api/customer/resetpassword');
    expect([...KNOWN_ROUTES.map(routeKey)].sort()).toEqual(answered);
  });

  it('describes each route once', () => {
    const keys = KNOWN_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
