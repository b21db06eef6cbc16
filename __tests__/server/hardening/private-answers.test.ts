// No answer that depends on a token or carries personal data may be stored by a browser or a
// shared cache: swept over every route the server knows, with and without a token.
import { PRIVATE_PATHS } from '../../../src/server/plugins/security';
import { type HardeningShop, hardeningShop } from './hardening-shop';
import { KNOWN_ROUTES, type KnownRoute, fillUrl } from './route-table';

jest.setTimeout(120_000);

describe('Cache-Control on private answers', () => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop('pglite');
  });

  afterAll(async () => {
    await h.shop.close();
  });

  /** Writing routes get their poisoned form (refused, nothing written); readers are called as they are. */
  function request(route: KnownRoute) {
    const url = fillUrl(route.url, route.params?.(h.world) ?? {});
    const query = route.query ? `?${new URLSearchParams(Object.entries(route.query(h.world)).map(([k, v]) => [k, String(v)]))}` : '';
    const body = route.body ? { ...route.body(h.world), unexpectedField: 1 } : undefined;
    return { method: route.method, url: `${url}${query}`, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : body };
  }

  const tokenFor = (route: KnownRoute) => (route.access === 'staff' ? h.staff : h.fuzzer.token);

  it.each(KNOWN_ROUTES.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/uploads/')).map((r) => [`${r.method} ${r.url}`, r] as const))(
    'answers %s with a token as no-store',
    async (_name, route) => {
      const { method, url, body } = request(route);
      const res = await h.call(method, url, { token: tokenFor(route), body });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(KNOWN_ROUTES.filter((r) => PRIVATE_PATHS.some((p) => r.url.startsWith(p))).map((r) => [`${r.method} ${r.url}`, r] as const))(
    'answers %s without a token as no-store too',
    async (_name, route) => {
      const { method, url, body } = request(route);
      const res = await h.call(method, url, { body });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('keeps the guest catalogue cacheable', async () => {
    const res = await h.call('GET', `/api/product/productlist?p=1&cid=${h.world.categoryId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await h.call('GET', '/api/product/menus')).headers['cache-control']).not.toBe('no-store');
  });

  it('answers a successful login, a customer\'s own cart and an order as no-store', async () => {
    expect((await h.call('GET', '/api/cart/cartlist', { token: h.a.token })).headers['cache-control']).toBe('no-store');
    const order = await h.call('GET', `/api/order/${h.a.orderId}`, { token: h.a.token });
    expect(order.statusCode).toBe(200);
    expect(order.headers['cache-control']).toBe('no-store');
    const priced = await h.call('GET', `/api/product/productlist?p=1&cid=${h.world.categoryId}`, { token: h.a.token });
    expect(priced.headers['cache-control']).toBe('no-store');
  });
});
