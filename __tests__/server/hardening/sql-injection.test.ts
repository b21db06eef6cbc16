// SQL meta-characters in every string parameter of every route (query strings, body fields,
// path names), sent with the token each route wants: nothing fails, no search widens, no login
// opens, and what is stored comes back exactly as typed.
import { sql } from 'drizzle-orm';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, hardeningShop } from './hardening-shop';
import { KNOWN_ROUTES, type KnownRoute, fillUrl } from './route-table';

const PAYLOADS = [
  "' OR '1'='1",
  "x'; DROP TABLE customers; --",
  '" OR 1=1 --',
  "%' UNION SELECT email, password_hash FROM staff --",
  '1) OR (1=1; $1',
];

/** Where the strings of a body are, nested ones (tabs, variants) included. */
function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValue(body: Record<string, unknown>, path: Array<string | number>, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = text;
  return copy;
}

function tokenFor(h: HardeningShop, route: KnownRoute): string | undefined {
  if (route.access === 'staff') return h.staff;
  return route.access === 'customer' ? h.fuzzer.token : undefined;
}

async function tables(h: HardeningShop): Promise<string[]> {
  const { rows } = await h.shop.database.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by 1`);
  return rows.map((r) => r.tablename);
}

describe.each(DB_KINDS)('SQL meta-characters on %s', (kind) => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop(kind);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it('finds nothing for them in any search', async () => {
    for (const payload of PAYLOADS) {
      const q = encodeURIComponent(payload);
      expect((await h.call('GET', `/api/product/productlist?term=${q}`)).json()).toEqual({ count: 0, products: [] });
      expect((await h.call('GET', `/api/product/suggest?term=${q}`)).json()).toMatchObject({ products: [], categories: [], brands: [] });
      for (const url of [`/api/admin/customers?q=${q}`, `/api/admin/orders?q=${q}`, `/api/admin/products?q=${q}`]) {
        expect((await h.call('GET', url, { token: h.staff })).json()).toMatchObject({ count: 0 });
      }
    }
    // The same searches do find real rows, so a count of 0 means the term was taken literally.
    expect((await h.call('GET', '/api/product/productlist?term=steel')).json()).toMatchObject({ count: 1 });
    expect((await h.call('GET', '/api/product/suggest?term=steel')).json()).toMatchObject({ products: [{ name: expect.stringMatching(/steel/i) }] });
    expect((await h.call('GET', '/api/admin/customers?q=pending', { token: h.staff })).json()).toMatchObject({ count: 1 });
    expect((await h.call('GET', '/api/admin/orders?q=alia', { token: h.staff })).json()).toMatchObject({ count: 1 });
    expect((await h.call('GET', '/api/admin/products?q=steel', { token: h.staff })).json()).toMatchObject({ count: 1 });
  });

  it('opens no account with them', async () => {
    for (const payload of PAYLOADS) {
      const customer = await h.call('POST', '/api/customer/login', { body: { username: payload, password: payload } });
      expect(customer.json()).not.toHaveProperty('token');
      const staff = await h.call('POST', '/api/admin/login', { body: { email: payload, password: `${payload} long enough` } });
      expect(staff.json()).not.toHaveProperty('token');
      expect((await h.call('POST', '/api/customer/resetpassword', { body: { hash: payload, password: 'long password 1' } })).json()).toMatchObject({ status: 0 });
      expect((await h.call('POST', '/api/customer/confirm', { body: { email: 'pending@shop.test', code: payload } })).json()).toMatchObject({ status: 0 });
    }
  });

  it('stores them verbatim where text is kept', async () => {
    const name = "Robert'); DROP TABLE addresses;--";
    const address = `1' OR '1'='1\n"; DELETE FROM orders; --`;
    const added = await h.call('POST', '/api/customer/addaddress', { token: h.b.token, body: { addressName: name, address, postalCode: "0' --" } });
    expect(added.json()).toMatchObject({ status: 1 });
    const list = (await h.call('GET', '/api/customer/addresslist', { token: h.b.token })).json() as { addresses: Array<{ name: string; address: string; postal_code: string }> };
    expect(list.addresses).toContainEqual(expect.objectContaining({ name, address, postal_code: "0' --" }));
    const ordered = await h.call('POST', '/api/order/add', { token: h.b.token, body: { address, note: PAYLOADS.join('\n') } });
    expect(ordered.json()).toMatchObject({ status: 1, order: { address, note: PAYLOADS.join('\n') } });
  });

  // Last: valid requests with these values change the catalogue the other tests read.
  it('puts them in every string query parameter, body field and path name without a fault', async () => {
    const before = await tables(h);
    let sent = 0;
    for (const route of KNOWN_ROUTES) {
      const token = tokenFor(h, route);
      const params = route.params?.(h.world) ?? {};
      const query = route.query?.(h.world) ?? {};
      const body = route.body?.(h.world);
      const variants: Array<{ params: typeof params; query: typeof query; body?: Record<string, unknown> }> = [];
      for (const payload of PAYLOADS) {
        for (const name of Object.keys(params).filter((n) => typeof params[n] === 'string')) variants.push({ params: { ...params, [name]: encodeURIComponent(payload) }, query, body });
        for (const name of Object.keys(query).filter((n) => typeof query[n] === 'string')) variants.push({ params, query: { ...query, [name]: payload }, body });
        for (const path of stringPaths(body)) variants.push({ params, query, body: withValue(body!, path, payload) });
      }
      for (const variant of variants) {
        const search = new URLSearchParams(Object.entries(variant.query).map(([k, v]) => [k, String(v)])).toString();
        const res = await h.call(route.method, `${fillUrl(route.url, variant.params)}${search ? `?${search}` : ''}`, { token, body: variant.body });
        sent += 1;
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} ${JSON.stringify(variant)} answered ${res.statusCode}: ${res.body}`);
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(await tables(h)).toEqual(before);
  }, 180_000);
});
