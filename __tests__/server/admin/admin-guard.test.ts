import { count } from 'drizzle-orm';
import { auditLog } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, type Method, adminShop } from './admin-fixtures';

// Every back-office route, with a body that would be valid: the guard answers before any of it counts.
const ROUTES: Array<[Method, string, unknown?]> = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff', { email: 'x@petora.ae', name: 'X', password: 'long enough 1' }],
  ['POST', '/api/admin/staff/1/disable'],
  ['POST', '/api/admin/staff/1/enable'],
  ['GET', '/api/admin/customers'],
  ['POST', '/api/admin/customers/1/approve'],
  ['POST', '/api/admin/customers/1/reject', { reason: 'no' }],
  ['GET', '/api/admin/orders'],
  ['POST', '/api/admin/orders/1/approve'],
  ['POST', '/api/admin/orders/1/cancel', {}],
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/products/1'],
  ['POST', '/api/admin/products', {}],
  ['PUT', '/api/admin/products/1', {}],
  ['DELETE', '/api/admin/products/1'],
  ['PATCH', '/api/admin/variants/1', { stock: 1 }],
  ['POST', '/api/admin/products/1/images', { image: 'data:image/png;base64,' }],
  ['PUT', '/api/admin/products/1/images', { names: [] }],
  ['GET', '/api/admin/attributes'],
  ['POST', '/api/admin/attribute-types', { name: 'Flavour', type: 2 }],
  ['POST', '/api/admin/attributes', { type_id: 1, name: 'Beef' }],
  ['GET', '/api/admin/brands'],
  ['POST', '/api/admin/brands', { name: 'B', slug: 'b' }],
  ['PUT', '/api/admin/brands/1', { name: 'B', slug: 'b' }],
  ['DELETE', '/api/admin/brands/1'],
  ['GET', '/api/admin/categories'],
  ['POST', '/api/admin/categories', { name: 'C', slug: 'c', parent_id: null, sort: 1 }],
  ['PUT', '/api/admin/categories/1', { name: 'C', slug: 'c', parent_id: null, sort: 1 }],
  ['DELETE', '/api/admin/categories/1'],
  ['GET', '/api/admin/metas'],
  ['POST', '/api/admin/metas', { name: 'M', kind: 'feature', display: 1 }],
  ['PUT', '/api/admin/metas/1', { name: 'M', kind: 'feature', display: 1 }],
  ['DELETE', '/api/admin/metas/1'],
  ['GET', '/api/admin/catalogue/export.csv'],
  ['POST', '/api/admin/catalogue/import', { csv: 'sku\n' }],
  ['GET', '/api/admin/catalogue/import/1'],
  ['POST', '/api/admin/catalogue/import/preview', { csv: 'sku\n' }],
  ['GET', '/api/admin/catalogue/import/preview/1'],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/audit/1'],
  ['POST', '/api/admin/logout'],
  ['PUT', '/api/admin/customers/1/tax', {}],
  ['GET', '/api/admin/settings/legal'],
  ['PUT', '/api/admin/settings/legal', {}],
  ['GET', '/api/admin/documents'],
  ['GET', '/api/admin/documents/export.csv'],
  ['GET', '/api/admin/documents/emirates.csv'],
  ['POST', '/api/admin/documents/INV-2027-000001/pdf'],
  ['GET', '/api/admin/customers/1/tradedocuments'],
  ['POST', '/api/admin/customers/1/tradedocuments', {}],
  ['GET', '/api/admin/tradedocuments/expiring'],
  ['GET', '/api/admin/price-lists'],
  ['POST', '/api/admin/price-lists', { name: 'Chains', active: true }],
  ['GET', '/api/admin/price-lists/1'],
  ['PUT', '/api/admin/price-lists/1', { name: 'Chains', active: true }],
  ['DELETE', '/api/admin/price-lists/1'],
  ['POST', '/api/admin/price-lists/1/rules', {}],
  ['PUT', '/api/admin/price-lists/1/rules/2', {}],
  ['DELETE', '/api/admin/price-lists/1/rules/2'],
  ['POST', '/api/admin/price-lists/1/import', { csv: 'sku,price\n' }],
  ['GET', '/api/admin/customer-groups'],
  ['POST', '/api/admin/customer-groups', { name: 'Chains', price_list_id: null }],
  ['PUT', '/api/admin/customer-groups/1', { name: 'Chains', price_list_id: null }],
  ['DELETE', '/api/admin/customer-groups/1'],
  ['GET', '/api/admin/customers/1/price-terms'],
  ['PUT', '/api/admin/customers/1/price-terms', { group_id: null, price_list_id: null }],
];

describe.each(DB_KINDS)('every back-office route is for staff only, on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it.each(ROUTES.map(([method, url, body]) => ({ method, url, body })))('$method $url: 401 without a token or with a bad one, 403 with a customer token', async ({ method, url, body }) => {
    const none = await admin.call(method, url, body, null);
    expect([none.statusCode, none.json()]).toEqual([401, { status: 0, message: 'Please log in to continue.' }]);
    const forged = await admin.call(method, url, body, `${admin.staff.slice(0, -4)}AAAA`);
    expect([forged.statusCode, forged.json()]).toEqual([401, { status: 0, message: 'Your session has ended. Please log in again.' }]);
    const customer = await admin.call(method, url, body, admin.customer.token);
    expect([customer.statusCode, customer.json()]).toEqual([403, { status: 0, message: 'This is available to shop staff only.' }]);
    expect((await admin.shop.database.db.select({ n: count() }).from(auditLog))[0].n).toBe(0);
  });

  it('covers every back-office route there is', async () => {
    const expected = ROUTES.map(([m, u]) => `${m} ${u.replace(/\/rules\/\d+/, '/rules/:ruleId').replace(/\/\d+(?=\/|$)/g, '/:id')
      .replace(/\/[A-Z]+-\d{4}-\d+(?=\/)/, '/:number')}`);
    const registered = registeredRoutes(admin.shop.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/admin/') && route !== 'POST /api/admin/login');
    expect(registered.sort()).toEqual(expected.sort());
  });
});

/** "METHOD /path" of every route in Fastify's printed route tree (children carry the rest of their parent's path). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    const match = at < 0 ? null : /^(.*) \(([^)]*)\)$/.exec(line.slice(at + 3));
    if (!match) continue;
    const depth = (at - 1) / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[1];
    stack.push(path);
    for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}
