// Everything before the first measurement of one database and catalogue size: the seeded
// database, the fixtures, the running server, logged-in customers with their carts, and the
// slug, category and term the scenarios ask for.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type E2EServer, startServer } from '../../__tests__/support/e2e-server';
import type { DbKind } from '../lib/args';
import { log } from '../lib/results';
import { type BenchDatabase, createBenchDatabase, seedLargeCatalogue } from './database';
import { BENCH_PASSWORD, customerEmail, writeFixtures } from './fixtures';
import type { ScenarioData } from './scenarios';
import { type SampledProduct, searchMix, typedSoFar } from './search-mix';
import { PAGE_SIZE } from '../../src/shared/constants';

export const CART_CUSTOMERS = 20;
export const CATEGORY_ID = 4;
export const SEARCH_TERM = 'salmon';

export interface Prepared { database: BenchDatabase; server: E2EServer; data: ScenarioData }

async function call<T>(baseUrl: string, pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as T & { status?: number; message?: string };
  if (res.status !== 200 || body.status === 0) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** Runs `work` over `items`, `lanes` at a time. */
async function inLanes<T, R>(items: T[], lanes: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  }));
  return out;
}

/**
 * Two-word pieces of product names from pages all over the catalogue ("salmon dry",
 * "gold kitten"), each once, in a shuffled but fixed order.
 */
interface ListedProduct { name: string; brand: { name: string } | null; product_attributes: Array<{ sku: string }> }

/**
 * Listing pages sampled for the search scenarios' queries: enough that a query comes round
 * again only after the server's answer cache has let it go (an answer is served for 5 s at
 * the default CATALOG_CACHE_MS, 1 s fresh and 4 s stale while it is made again). On 100,000
 * products they make about 6,100 buyer queries: 8.7 s at 700 req/s (240 pages made 3,465, which
 * came round within those 5 s beyond 693 req/s).
 */
const SAMPLED_PAGES = 480;

/** The products of SAMPLED_PAGES listing pages spread over the whole catalogue. */
async function samplePages(base: string, products: number): Promise<ListedProduct[][]> {
  const pages = Math.max(1, Math.floor(products / PAGE_SIZE.products));
  const out: ListedProduct[][] = [];
  for (let i = 0; i < SAMPLED_PAGES; i += 1) {
    const page = 1 + Math.floor((i * pages) / SAMPLED_PAGES);
    out.push((await call<{ products: ListedProduct[] }>(base, `/api/product/productlist?p=${page}`)).products);
  }
  return out;
}

function searchTerms(sampled: ListedProduct[][]): string[] {
  const seen = new Set<string>();
  for (const [i, list] of sampled.entries()) {
    for (const [k, { name }] of list.entries()) {
      const words = name.toLowerCase().split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
      const at = (i + k) % Math.max(1, words.length - 1);
      if (words.length >= 2) seen.add(`${words[at]} ${words[at + 1]}`);
    }
  }
  const terms = [...seen];
  // A fixed shuffle: neighbours in the list come from different parts of the catalogue.
  for (let i = terms.length - 1; i > 0; i -= 1) {
    const j = (i * 7919) % (i + 1);
    [terms[i], terms[j]] = [terms[j], terms[i]];
  }
  return terms;
}

export async function prepare(kind: DbKind, products: number, connections: number): Promise<Prepared> {
  const database = await createBenchDatabase(kind);
  log(`[${kind} ${products}] seeding ${products} products`);
  await seedLargeCatalogue(database, products);
  const orderCustomers = connections * 2 + 1;
  const direct = await database.open();
  const fixtures = await writeFixtures(direct, CART_CUSTOMERS + orderCustomers, Math.max(200, orderCustomers)).finally(() => direct.close());
  const logDir = mkdtempSync(path.join(tmpdir(), 'petora-bench-log-'));
  const server = await startServer({
    dataDir: database.dataDir,
    logFile: path.join(logDir, 'server.log'),
    readyTimeoutMs: 300_000,
    env: {
      ...database.env, SEED: 'none', RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": options for the server's node only.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  log(`[${kind} ${products}] server at ${server.baseUrl} (log ${server.logFile}); logging in ${fixtures.customerCount} customers`);
  const base = server.baseUrl;
  const tokens = await inLanes(Array.from({ length: fixtures.customerCount }, (_, i) => i + 1), 2, async (n) => {
    const { token } = await call<{ token: string }>(base, '/api/customer/login', { body: { username: customerEmail(n), password: BENCH_PASSWORD } });
    return token;
  });
  const cartTokens = tokens.slice(0, CART_CUSTOMERS);
  const lines = fixtures.articles.slice(0, 10).map((aid, i) => ({ aid, count: i + 1 }));
  await inLanes(cartTokens, 4, async (token) => {
    for (const line of lines) await call(base, '/api/cart/addtocart', { token, body: line });
  });
  const listing = await call<{ products: Array<{ slug: string }> }>(base, `/api/product/productlist?p=${Math.max(1, Math.floor(products / PAGE_SIZE.products / 2))}`);
  const sampled = await samplePages(base, products);
  const terms = searchTerms(sampled);
  const mix = searchMix(sampled.flat().map((p): SampledProduct => ({ name: p.name, brand: p.brand?.name ?? null, skus: p.product_attributes.map((v) => v.sku) })));
  const data: ScenarioData = {
    slug: listing.products[0].slug,
    categoryId: CATEGORY_ID,
    term: SEARCH_TERM,
    terms,
    mix,
    typed: typedSoFar(mix),
    guestLines: lines,
    pages: Math.ceil(products / PAGE_SIZE.products),
    cartTokens,
    orderCustomers: tokens.slice(CART_CUSTOMERS).map((token, i) => ({ token, aid: fixtures.articles[(i + 10) % fixtures.articles.length] })),
  };
  return { database, server, data };
}
