// Every route the server answers, read from the app itself, and the table of the routes these
// tests know: who may call each one, whether it writes, and a request it accepts. A route added
// to the server without a row here fails the coverage test until it is described.
import type { FastifyInstance } from 'fastify';

/** reader: the record's own customer or staff (tax documents). */
export type Access = 'public' | 'customer' | 'staff' | 'reader';

/**
 * How a fuzzed request to a writing route is made certain to be refused, so that the database
 * stays as it was: a body with an unknown field or a wrong type (every body schema is closed),
 * an id in the path or query that names nothing or is malformed.
 */
export type Poison = 'body' | 'params' | 'query';

export interface World {
  productId: number;
  aid: number;
  brandId: number;
  categoryId: number;
  metaId: number;
  attributeId: number;
  pendingCustomerId: number;
  /** The signed-in staff member: disabling it is refused, enabling it changes nothing. */
  staffId: number;
  orderA: number;
  addressA: number;
  importJobId: number;
  /** Customer A's order list, holding A's cart article. */
  listA: number;
}

export interface KnownRoute {
  method: string;
  /** As Fastify names it, with `:param` placeholders. */
  url: string;
  access: Access;
  /** null for routes that only read. */
  poison: Poison | null;
  params?: (w: World) => Record<string, string | number>;
  query?: (w: World) => Record<string, string | number>;
  /** A body the route accepts; fields are fuzzed from it. */
  body?: (w: World) => Record<string, unknown>;
}

const variant = (w: World) => ({
  sku: 'FUZZ-1', stock: 5, price: 10, sale_price: null, b2b_price: null, b2b_sale_price: null, attribute_ids: [w.attributeId], thumbnail: null,
});
const product = (w: World) => ({
  slug: 'fuzz-product', name: 'Fuzz product', brand_id: w.brandId, excerpt: '<p>x</p>', introduction: '<p>y</p>', meta_description: 'z',
  direct_fast: false, active: true, category_ids: [w.categoryId], meta_ids: [w.metaId], tabs: [{ tab_name: 'Tab', content: '<p>t</p>' }],
  faqs: [{ question: 'Q?', answer: 'A.' }], variants: [variant(w)],
});
const id = (key: keyof World) => (w: World) => ({ id: w[key] });

export const KNOWN_ROUTES: KnownRoute[] = [
  { method: 'GET', url: '/api/health', access: 'public', poison: null },
  { method: 'GET', url: '/api/health/live', access: 'public', poison: null },
  { method: 'GET', url: '/api/health/ready', access: 'public', poison: null },
  { method: 'GET', url: '/api/product/brands', access: 'public', poison: null },
  { method: 'GET', url: '/api/product/menus', access: 'public', poison: null },
  // The shop's legal identity for the storefront's footer.
  { method: 'GET', url: '/api/shop/identity', access: 'public', poison: null },
  { method: 'GET', url: '/api/product/productlist', access: 'public', poison: null, query: (w) => ({ p: 1, term: 'bowl', cid: w.categoryId }) },
  { method: 'GET', url: '/api/product/suggest', access: 'public', poison: null, query: () => ({ term: 'bowl' }) },
  // A customer's call replaces the saved wishlist.
  { method: 'POST', url: '/api/product/wishlist', access: 'public', poison: 'body', query: () => ({ p: 1 }), body: (w) => ({ localwish: `[${w.productId}]` }) },
  { method: 'POST', url: '/api/cart/cartlist', access: 'public', poison: null, body: (w) => ({ localcart: JSON.stringify([{ aid: w.aid, count: 2 }]) }) },
  { method: 'GET', url: '/api/cart/cartlist', access: 'customer', poison: null },
  { method: 'POST', url: '/api/cart/addtocart', access: 'customer', poison: 'body', body: (w) => ({ aid: w.aid, count: 1 }) },
  { method: 'POST', url: '/api/cart/clear', access: 'customer', poison: 'body', body: () => ({}) },
  { method: 'POST', url: '/api/cart/bulk', access: 'customer', poison: 'body', body: () => ({ lines: [{ sku: 'FUZZ-NONE', count: 1 }] }) },
  { method: 'GET', url: '/api/cart/remove', access: 'customer', poison: 'query', query: (w) => ({ aid: w.aid }) },
  {
    method: 'POST', url: '/api/customer/register', access: 'public', poison: 'body',
    body: () => ({ name: 'N', companyName: 'C', country: 225, lisence: '', password: 'long password 1', mobile: '+971501234567', email: 'fuzz@shop.test', otrn: '' }),
  },
  { method: 'POST', url: '/api/customer/confirm', access: 'public', poison: 'body', body: () => ({ email: 'fuzz@shop.test', code: '123456' }) },
  { method: 'POST', url: '/api/customer/confirmresend', access: 'public', poison: 'body', body: () => ({ email: 'fuzz@shop.test' }) },
  { method: 'POST', url: '/api/customer/login', access: 'public', poison: 'body', body: () => ({ username: 'fuzz@shop.test', password: 'long password 1' }) },
  { method: 'POST', url: '/api/customer/reset', access: 'public', poison: 'body', body: () => ({ email: 'fuzz@shop.test' }) },
  { method: 'POST', url: '/api/customer/resetpassword', access: 'public', poison: 'body', body: () => ({ hash: 'abc', password: 'long password 1' }) },
  { method: 'POST', url: '/api/customer/changepassword', access: 'customer', poison: 'body', body: () => ({ currentPassword: 'long password 1', password: 'long password 2' }) },
  {
    method: 'POST', url: '/api/customer/edit', access: 'customer', poison: 'body',
    body: () => ({ name: 'N', companyName: 'C', otrn: '', lisence: '', country: 225, mobile: null, email: 'fuzz2@shop.test' }),
  },
  { method: 'POST', url: '/api/customer/confirmemail', access: 'customer', poison: 'body', body: () => ({ code: '123456' }) },
  { method: 'POST', url: '/api/customer/logout', access: 'customer', poison: 'body', body: () => ({}) },
  { method: 'POST', url: '/api/customer/logoutall', access: 'customer', poison: 'body', body: () => ({}) },
  { method: 'POST', url: '/api/customer/updatecart', access: 'customer', poison: 'body', body: (w) => ({ cart: [{ aid: w.aid, count: 1 }], wish: [w.productId], compare: [] }) },
  { method: 'GET', url: '/api/customer/addresslist', access: 'customer', poison: null },
  { method: 'GET', url: '/api/customer/address/:addressId', access: 'customer', poison: null, params: (w) => ({ addressId: w.addressA }) },
  { method: 'POST', url: '/api/customer/addaddress', access: 'customer', poison: 'body', body: () => ({ addressName: 'Shop', address: 'Street 1', postalCode: null }) },
  { method: 'POST', url: '/api/order/add', access: 'customer', poison: 'body', body: () => ({ address: 'Street 1', postalCode: null, note: null }) },
  { method: 'GET', url: '/api/order/orderslist', access: 'customer', poison: null },
  { method: 'GET', url: '/api/lists', access: 'customer', poison: null },
  { method: 'POST', url: '/api/lists', access: 'customer', poison: 'body', body: () => ({ name: 'Fuzz list' }) },
  { method: 'GET', url: '/api/lists/:id', access: 'customer', poison: null, params: (w) => ({ id: w.listA }) },
  { method: 'POST', url: '/api/lists/:id/rename', access: 'customer', poison: 'body', params: (w) => ({ id: w.listA }), body: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', url: '/api/lists/:id', access: 'customer', poison: 'params', params: (w) => ({ id: w.listA }) },
  { method: 'POST', url: '/api/lists/:id/lines', access: 'customer', poison: 'body', params: (w) => ({ id: w.listA }), body: (w) => ({ from: 'article', aid: w.aid, count: 1 }) },
  { method: 'PATCH', url: '/api/lists/:id/lines/:aid', access: 'customer', poison: 'body', params: (w) => ({ id: w.listA, aid: w.aid }), body: () => ({ count: 4 }) },
  { method: 'DELETE', url: '/api/lists/:id/lines/:aid', access: 'customer', poison: 'params', params: (w) => ({ id: w.listA, aid: w.aid }) },
  { method: 'POST', url: '/api/lists/:id/cart', access: 'customer', poison: 'body', params: (w) => ({ id: w.listA }), body: () => ({}) },
  { method: 'GET', url: '/api/order/:orderId', access: 'customer', poison: null, params: (w) => ({ orderId: w.orderA }) },
  { method: 'POST', url: '/api/order/:orderId/reorder', access: 'customer', poison: 'params', params: (w) => ({ orderId: w.orderA }) },

  { method: 'POST', url: '/api/admin/login', access: 'public', poison: 'body', body: () => ({ email: 'ops@shop.test', password: 'long password 1' }) },
  { method: 'POST', url: '/api/admin/logout', access: 'staff', poison: 'body', body: () => ({}) },
  { method: 'GET', url: '/api/admin/me', access: 'staff', poison: null },
  { method: 'GET', url: '/api/admin/staff', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/staff', access: 'staff', poison: 'body', body: () => ({ email: 'new@shop.test', name: 'New', password: 'long password 1' }) },
  { method: 'POST', url: '/api/admin/staff/:id/disable', access: 'staff', poison: 'params', params: id('staffId') },
  { method: 'POST', url: '/api/admin/staff/:id/enable', access: 'staff', poison: 'params', params: id('staffId') },
  { method: 'GET', url: '/api/admin/customers', access: 'staff', poison: null, query: () => ({ state: 'pending', q: 'a', p: 1 }) },
  { method: 'POST', url: '/api/admin/customers/:id/approve', access: 'staff', poison: 'params', params: id('pendingCustomerId') },
  { method: 'POST', url: '/api/admin/customers/:id/reject', access: 'staff', poison: 'body', params: id('pendingCustomerId'), body: () => ({ reason: 'No licence' }) },
  { method: 'GET', url: '/api/admin/orders', access: 'staff', poison: null, query: () => ({ state: 2, q: 'a', p: 1 }) },
  { method: 'POST', url: '/api/admin/orders/:id/approve', access: 'staff', poison: 'params', params: id('orderA') },
  { method: 'POST', url: '/api/admin/orders/:id/cancel', access: 'staff', poison: 'body', params: id('orderA'), body: () => ({ reason: 'Out of stock' }) },
  { method: 'GET', url: '/api/admin/products', access: 'staff', poison: null, query: (w) => ({ q: 'a', cid: w.categoryId, brid: w.brandId, p: 1 }) },
  { method: 'GET', url: '/api/admin/products/:id', access: 'staff', poison: null, params: id('productId') },
  { method: 'POST', url: '/api/admin/products', access: 'staff', poison: 'body', body: product },
  { method: 'PUT', url: '/api/admin/products/:id', access: 'staff', poison: 'body', params: id('productId'), body: product },
  { method: 'DELETE', url: '/api/admin/products/:id', access: 'staff', poison: 'params', params: id('productId') },
  { method: 'POST', url: '/api/admin/products/:id/images', access: 'staff', poison: 'body', params: id('productId'), body: () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }) },
  { method: 'PUT', url: '/api/admin/products/:id/images', access: 'staff', poison: 'body', params: id('productId'), body: () => ({ names: [] }) },
  { method: 'PATCH', url: '/api/admin/variants/:id', access: 'staff', poison: 'body', params: id('aid'), body: () => ({ stock: 3, price: 12, sale_price: null }) },
  { method: 'GET', url: '/api/admin/attributes', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/attribute-types', access: 'staff', poison: 'body', body: () => ({ name: 'Weight', type: 2 }) },
  { method: 'POST', url: '/api/admin/attributes', access: 'staff', poison: 'body', body: (w) => ({ type_id: 1, name: `Big ${w.aid}`, value: null, description: 'd' }) },
  { method: 'GET', url: '/api/admin/brands', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/brands', access: 'staff', poison: 'body', body: () => ({ name: 'Brand', slug: 'brand' }) },
  { method: 'PUT', url: '/api/admin/brands/:id', access: 'staff', poison: 'body', params: id('brandId'), body: () => ({ name: 'Brand', slug: 'brand' }) },
  { method: 'DELETE', url: '/api/admin/brands/:id', access: 'staff', poison: 'params', params: id('brandId') },
  { method: 'GET', url: '/api/admin/categories', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/categories', access: 'staff', poison: 'body', body: () => ({ name: 'Cat', slug: 'cat', parent_id: null, sort: 0 }) },
  { method: 'PUT', url: '/api/admin/categories/:id', access: 'staff', poison: 'body', params: id('categoryId'), body: () => ({ name: 'Cat', slug: 'cat', parent_id: null, sort: 0 }) },
  { method: 'DELETE', url: '/api/admin/categories/:id', access: 'staff', poison: 'params', params: id('categoryId') },
  { method: 'GET', url: '/api/admin/metas', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/metas', access: 'staff', poison: 'body', body: () => ({ name: 'Hot', kind: 'badge', display: 1 }) },
  { method: 'PUT', url: '/api/admin/metas/:id', access: 'staff', poison: 'body', params: id('metaId'), body: () => ({ name: 'Hot', kind: 'badge', display: 1 }) },
  { method: 'DELETE', url: '/api/admin/metas/:id', access: 'staff', poison: 'params', params: id('metaId') },
  { method: 'GET', url: '/api/admin/catalogue/export.csv', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/catalogue/import', access: 'staff', poison: 'body', body: () => ({ csv: 'sku\nX\n' }) },
  { method: 'GET', url: '/api/admin/catalogue/import/:id', access: 'staff', poison: null, params: id('importJobId') },
  { method: 'POST', url: '/api/admin/catalogue/import/preview', access: 'staff', poison: 'body', body: () => ({ csv: 'sku\nX\n' }) },
  { method: 'GET', url: '/api/admin/catalogue/import/preview/:id', access: 'staff', poison: null, params: id('importJobId') },
  { method: 'GET', url: '/api/admin/outbox', access: 'staff', poison: null, query: () => ({ p: 1 }) },
  { method: 'GET', url: '/api/admin/audit', access: 'staff', poison: null, query: () => ({ p: 1 }) },
  { method: 'GET', url: '/api/admin/audit/:id', access: 'staff', poison: null, params: () => ({ id: 999_999 }) },
  { method: 'GET', url: '/api/admin/settings/legal', access: 'staff', poison: null },
  { method: 'PUT', url: '/api/admin/settings/legal', access: 'staff', poison: 'body', body: () => ({
    legalNameEn: 'Fuzz L.L.C.', legalNameAr: 'فز', address: 'Street 1', city: 'Dubai', emirate: 'DXB', trn: '100123456700003',
    licenceNumber: '1', licenceAuthority: 'DET', invoicePrefix: 'INV', creditNotePrefix: 'CN', logo: null,
  }) },
  { method: 'PUT', url: '/api/admin/customers/:id/tax', access: 'staff', poison: 'body', params: id('pendingCustomerId'), body: () => ({ trn: '100123456700003', legalName: 'X', tradeLicenceNo: '1', emirate: 'DXB' }) },
  { method: 'GET', url: '/api/admin/documents', access: 'staff', poison: null, query: () => ({ from: '2026-01-01', to: '2026-12-31', p: 1 }) },
  { method: 'GET', url: '/api/admin/documents/export.csv', access: 'staff', poison: null, query: () => ({ from: '2026-01-01' }) },
  { method: 'GET', url: '/api/admin/documents/emirates.csv', access: 'staff', poison: null, query: () => ({ to: '2026-12-31' }) },
  // A number that names no document, so no fuzzed call can queue a PDF.
  { method: 'POST', url: '/api/admin/documents/:number/pdf', access: 'staff', poison: 'params', params: () => ({ number: 'INV-2026-999999' }) },
  { method: 'GET', url: '/api/customer/taxdetails', access: 'customer', poison: null },
  { method: 'GET', url: '/api/customer/tradedocuments', access: 'customer', poison: null },
  { method: 'GET', url: '/api/admin/customers/:id/tradedocuments', access: 'staff', poison: null, params: id('pendingCustomerId') },
  { method: 'POST', url: '/api/admin/customers/:id/tradedocuments', access: 'staff', poison: 'body', params: id('pendingCustomerId'), body: () => ({ licenceNumber: 'DED-1', licenceExpiry: '2030-01-31', trn: '100123456700003', trnRegisteredOn: '2019-01-01', verify: true }) },
  { method: 'GET', url: '/api/admin/tradedocuments/expiring', access: 'staff', poison: null },
  { method: 'POST', url: '/api/customer/taxdetails', access: 'customer', poison: 'body', body: () => ({ trn: '100123456700003', legalName: 'X', tradeLicenceNo: '1', emirate: 'DXB' }) },
  { method: 'GET', url: '/api/order/:orderId/documents', access: 'reader', poison: null, params: (w) => ({ orderId: w.orderA }) },
  { method: 'GET', url: '/api/documents/:number/pdf', access: 'reader', poison: null, params: () => ({ number: 'INV-2026-000001' }) },
  { method: 'GET', url: '/api/documents/:number/xml', access: 'reader', poison: null, params: () => ({ number: 'INV-2026-000001' }) },

  { method: 'GET', url: '/media/:name', access: 'public', poison: null, params: () => ({ name: 'logo.webp' }) },
  { method: 'GET', url: '/uploads/:name', access: 'public', poison: null, params: () => ({ name: 'doc.pdf' }) },
  // What search engines read besides the pages.
  { method: 'GET', url: '/robots.txt', access: 'public', poison: null },
  { method: 'GET', url: '/sitemap.xml', access: 'public', poison: null },
  { method: 'GET', url: '/sitemaps/:name', access: 'public', poison: null, params: () => ({ name: 'products-1.xml' }) },
  // The storefront's shell: the home page, and every other page (and file) under the wildcard.
  { method: 'GET', url: '/', access: 'public', poison: null },
  { method: 'GET', url: '/index.html', access: 'public', poison: null },
  { method: 'GET', url: '/*', access: 'public', poison: null, params: () => ({ '*': 'product/fuzz' }) },
  // Price lists and customer groups: ids that name nothing, so no fuzzed call can change one.
  { method: 'GET', url: '/api/admin/price-lists', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/price-lists', access: 'staff', poison: 'body', body: () => ({ name: 'Chain stores 2027', active: true }) },
  { method: 'GET', url: '/api/admin/price-lists/:id', access: 'staff', poison: null, params: () => ({ id: 999_999 }), query: () => ({ p: 1, q: 'a' }) },
  { method: 'PUT', url: '/api/admin/price-lists/:id', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }), body: () => ({ name: 'Contract', active: false }) },
  { method: 'DELETE', url: '/api/admin/price-lists/:id', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }) },
  { method: 'POST', url: '/api/admin/price-lists/:id/rules', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }), body: (w) => ({
    target_kind: 'article', target_id: w.aid, price: 10, percent_off: null, valid_from: null, valid_to: null, tiers: [],
  }) },
  { method: 'PUT', url: '/api/admin/price-lists/:id/rules/:ruleId', access: 'staff', poison: 'params', params: () => ({ id: 999_999, ruleId: 999_999 }), body: (w) => ({
    target_kind: 'article', target_id: w.aid, price: null, percent_off: 5, valid_from: null, valid_to: null, tiers: [],
  }) },
  { method: 'DELETE', url: '/api/admin/price-lists/:id/rules/:ruleId', access: 'staff', poison: 'params', params: () => ({ id: 999_999, ruleId: 999_999 }) },
  { method: 'POST', url: '/api/admin/price-lists/:id/import', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }), body: () => ({ csv: 'sku,price\nX-1,10.00\n' }) },
  { method: 'GET', url: '/api/admin/customer-groups', access: 'staff', poison: null },
  { method: 'POST', url: '/api/admin/customer-groups', access: 'staff', poison: 'body', body: () => ({ name: 'Chain stores', price_list_id: null }) },
  { method: 'PUT', url: '/api/admin/customer-groups/:id', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }), body: () => ({ name: 'Chains', price_list_id: null }) },
  { method: 'DELETE', url: '/api/admin/customer-groups/:id', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }) },
  { method: 'GET', url: '/api/admin/customers/:id/price-terms', access: 'staff', poison: null, params: id('pendingCustomerId') },
  { method: 'PUT', url: '/api/admin/customers/:id/price-terms', access: 'staff', poison: 'params', params: () => ({ id: 999_999 }), body: () => ({ group_id: null, price_list_id: null }) },
];

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/** `METHOD url` of every route the app answers (HEAD, which Fastify adds to each GET, left out). */
export function appRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? paths[depth - 1] : '') + match[2];
    paths.length = depth;
    paths.push(url);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push(`${method} ${url}`);
  }
  return found.sort();
}

export const routeKey = (route: Pick<KnownRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The route's url with its parameters filled in. */
export function fillUrl(url: string, params: Record<string, string | number>): string {
  if (url === '/*') return `/${String(params['*'] ?? '')}`;
  return url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
}
