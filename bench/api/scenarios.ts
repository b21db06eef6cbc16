// The API calls the bench measures. Listings and the product page are asked as a guest would
// (browser-like Accept-Encoding, so compression is part of the cost); the carts and orders
// as approved customers, each autocannon connection being one customer of its own.
import type { BenchRequest } from './capture';

export const SCENARIOS = ['productlist', 'productlist-pages', 'customer-productlist', 'category', 'search', 'search-terms', 'search-mix', 'suggest', 'slug', 'guest-cart', 'customer-cart', 'order'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface ScenarioData {
  slug: string;
  categoryId: number;
  term: string;
  /** Many different terms taken from product names, so searches seldom repeat within the cache's time. */
  terms: string[];
  /** What buyers type (words, prefixes, typos, SKUs, brand + type), each once (search-mix.ts). */
  mix: string[];
  /** The same queries as far as typed when the overlay asks for suggestions. */
  typed: string[];
  /** Ten article ids with stock, for the guest cart. */
  guestLines: Array<{ aid: number; count: number }>;
  /** How many listing pages the catalogue has; the page walks ask each before any repeats. */
  pages: number;
  /** Tokens of customers whose saved cart has ten lines. */
  cartTokens: string[];
  /** Customers for the orders (more than connections), each with an article of its own. */
  orderCustomers: Array<{ token: string; aid: number }>;
}

/** autocannon's per-request settings (the subset used here). */
export interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

export interface Tally { placed: number; refused: number }

export interface Scenario {
  name: ScenarioName;
  label: string;
  /** What a request of each route looks like, for capturing the ceiling's answers. */
  samples: BenchRequest[];
  /** A fresh request list for one autocannon run; the order scenario counts its outcomes in `tally`. */
  requests(tally: Tally): AutocannonRequest[];
  /** Requests per measured unit (the order scenario counts add-to-cart + order as one). */
  requestsPerUnit: number;
}

export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const JSON_HEADERS = { ...BROWSER_HEADERS, 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const ORDER_BODY = JSON.stringify({ address: 'Warehouse 12, Al Quoz Industrial Area 3, Dubai', postalCode: '00000', note: null });

const searchPath = (term: string) => `/api/product/productlist?term=${encodeURIComponent(term)}`;
const suggestPath = (term: string) => `/api/product/suggest?term=${encodeURIComponent(term)}`;

/** A GET whose path takes the next entry of `list` on every request. */
function rotating(name: ScenarioName, label: string, list: string[], pathOf: (entry: string) => string): Scenario {
  return {
    name, label: `${label} (${list.length} in turn)`, requestsPerUnit: 1,
    samples: [{ method: 'GET', path: pathOf(list[0]), headers: BROWSER_HEADERS }],
    requests: () => {
      let next = 0;
      return [{ method: 'GET', path: pathOf(list[0]), headers: BROWSER_HEADERS, setupRequest: (req) => ({ ...req, path: pathOf(list[next++ % list.length]) }) }];
    },
  };
}

function get(label: string, name: ScenarioName, path: string): Scenario {
  const sample: BenchRequest = { method: 'GET', path, headers: BROWSER_HEADERS };
  return { name, label, samples: [sample], requests: () => [{ ...sample }], requestsPerUnit: 1 };
}

/** Round-robin over the list; autocannon starts each request cycle with a fresh context. */
function rotate<T>(list: T[]) {
  let next = 0;
  return (context: Record<string, unknown>): T => {
    if (context.who === undefined) context.who = list[next++ % list.length];
    return context.who as T;
  };
}

/**
 * Customers lent out for one add+order cycle and given back when the order answers, so no two
 * connections ever work on the same cart at once (a cycle keeps one context throughout).
 */
function lender<T>(list: T[]) {
  const free = [...list];
  return {
    take(context: Record<string, unknown>): T {
      if (context.who === undefined) context.who = free.shift() ?? list[0];
      return context.who as T;
    },
    give(context: Record<string, unknown>): void {
      if (context.who !== undefined) free.push(context.who as T);
    },
  };
}

/** Every page of the listing in turn; a step of 7 spreads neighbours apart (the page count is rarely a multiple of 7). */
const pagePath = (pages: number, i: number) => `/api/product/productlist?p=${1 + ((i * 7) % pages)}`;

/**
 * Listing pages as shoppers walk them: a different page each request, as a guest or
 * (with `tokens`) as approved customers, so every request is checked against its session and
 * priced at B2B prices, and none is an answer the catalogue cache still holds.
 */
function pageWalk(name: ScenarioName, label: string, pages: number, tokens: string[] | null): Scenario {
  const headers = tokens ? { ...BROWSER_HEADERS, ...bearer(tokens[0]) } : BROWSER_HEADERS;
  return {
    name, label: `${label} (${pages} pages in turn)`, requestsPerUnit: 1,
    samples: [{ method: 'GET', path: pagePath(pages, 0), headers }],
    requests: () => {
      let next = 0;
      const who = tokens ? rotate(tokens) : null;
      return [{
        method: 'GET', path: pagePath(pages, 0), headers,
        setupRequest: (req, ctx) => ({ ...req, path: pagePath(pages, next++), headers: who ? { ...req.headers, ...bearer(who(ctx)) } : req.headers }),
      }];
    },
  };
}

export function buildScenarios(data: ScenarioData): Scenario[] {
  const guestCart: BenchRequest = { method: 'POST', path: '/api/cart/cartlist', headers: JSON_HEADERS, body: JSON.stringify({ localcart: JSON.stringify(data.guestLines) }) };
  const customerCart: BenchRequest = { method: 'GET', path: '/api/cart/cartlist', headers: { ...BROWSER_HEADERS, ...bearer(data.cartTokens[0]) } };
  const spare = data.orderCustomers[data.orderCustomers.length - 1];
  const addSample: BenchRequest = { method: 'POST', path: '/api/cart/addtocart', headers: { ...JSON_HEADERS, ...bearer(spare.token) }, body: JSON.stringify({ aid: spare.aid, count: 1 }) };
  // Uncompressed, so the bench can read each answer and count the orders really placed.
  const orderSample: BenchRequest = { method: 'POST', path: '/api/order/add', headers: { ...JSON_HEADERS, 'accept-encoding': 'identity', ...bearer(spare.token) }, body: ORDER_BODY };
  return [
    get('productlist page 1', 'productlist', '/api/product/productlist?p=1'),
    pageWalk('productlist-pages', 'listing pages as a guest, a different page each request', data.pages, null),
    pageWalk('customer-productlist', 'listing pages as approved customers, a different page each request', data.pages, data.cartTokens),
    get(`category page (cid=${data.categoryId} with its sub-categories)`, 'category', `/api/product/productlist?cid=${data.categoryId}`),
    get(`term search "${data.term}"`, 'search', `/api/product/productlist?term=${encodeURIComponent(data.term)}`),
    {
      name: 'search-terms', label: `term search, a different term each request (${data.terms.length} terms in turn)`, requestsPerUnit: 1,
      samples: [{ method: 'GET', path: searchPath(data.terms[0]), headers: BROWSER_HEADERS }],
      requests: () => {
        let next = 0;
        return [{ method: 'GET', path: searchPath(data.terms[0]), headers: BROWSER_HEADERS, setupRequest: (req) => ({ ...req, path: searchPath(data.terms[next++ % data.terms.length]) }) }];
      },
    },
    rotating('search-mix', 'search page, a different buyer query each request: words, prefixes, typos, SKUs, brand + type', data.mix, searchPath),
    rotating('suggest', 'overlay suggestions for what has been typed so far, a different text each request', data.typed, suggestPath),
    get('product by slug', 'slug', `/api/product/productlist?slug=${encodeURIComponent(data.slug)}`),
    { name: 'guest-cart', label: `guest cart pricing (${data.guestLines.length} lines)`, samples: [guestCart], requests: () => [{ ...guestCart }], requestsPerUnit: 1 },
    {
      name: 'customer-cart', label: 'customer cart (10 lines)', samples: [customerCart], requestsPerUnit: 1,
      requests: () => {
        const who = rotate(data.cartTokens);
        return [{ ...customerCart, setupRequest: (req, ctx) => ({ ...req, headers: { ...req.headers, ...bearer(who(ctx)) } }) }];
      },
    },
    {
      name: 'order', label: 'order placement (add to cart + place order, each customer on one connection at a time)', samples: [addSample, orderSample], requestsPerUnit: 2,
      requests: (tally) => {
        // The spare customer captures the ceiling's answers; the others place the measured orders.
        const customers = lender(data.orderCustomers.slice(0, -1));
        return [
          {
            ...addSample,
            setupRequest: (req, ctx) => {
              const who = customers.take(ctx);
              return { ...req, headers: { ...req.headers, ...bearer(who.token) }, body: JSON.stringify({ aid: who.aid, count: 1 }) };
            },
          },
          {
            ...orderSample,
            setupRequest: (req, ctx) => ({ ...req, headers: { ...req.headers, ...bearer(customers.take(ctx).token) } }),
            onResponse: (status, body, ctx) => {
              customers.give(ctx);
              if (status === 200 && body.includes('"status":1')) tally.placed += 1;
              else tally.refused += 1;
            },
          },
        ];
      },
    },
  ];
}
