// The app the listing and wishlist tests read from: built once per database kind with the
// listing catalogue, which the tests only read (wishlist rows are emptied before each test).
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ProductList } from '../../../src/shared/api-types';
import { wishlistItems } from '../../../src/server/db/schema';
import { type TestApp, buildTestApp } from '../../support/test-app';
import type { DbKind } from '../../support/test-db';
import { insertCustomer } from './fixtures';
import { type CatalogueIds, insertListingCatalogue } from './listing-catalogue';

export interface ListingApp {
  readonly shop: TestApp;
  readonly ids: CatalogueIds;
  /** GET /api/product/productlist with this query; expects a 200. */
  list(query: string): Promise<ProductList>;
}

export interface WishlistApp extends ListingApp {
  readonly buyer: { id: number; token: string };
  /** Only when the file asked for a pending customer. */
  readonly pending: { id: number; token: string };
  post(localwish: unknown, opts?: { token?: string; query?: string; extra?: object }): Promise<LightMyRequestResponse>;
  /** The ids of these slugs as localwish text; a slug not in the catalogue is taken as a number. */
  wish(...slugs: string[]): string;
  /** The product ids saved for a customer, oldest first. */
  saved(customerId: number): Promise<number[]>;
}

/** Registers the hooks of a describe block and answers its app, read through getters. */
export function useListingApp(kind: DbKind): ListingApp {
  let shop: TestApp | undefined;
  let ids: CatalogueIds | undefined;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    ids = await insertListingCatalogue(shop.database.db);
  });

  afterAll(async () => {
    await shop?.close();
  });

  const fixture: ListingApp = {
    get shop() { return ready(shop, 'app'); },
    get ids() { return ready(ids, 'catalogue'); },
    list: async (query) => {
      const res = await fixture.shop.app.inject({ method: 'GET', url: `/api/product/productlist${query}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    },
  };
  return fixture;
}

/** The listing app with an active customer (and a pending one when asked) and an empty wishlist table before each test. */
export function useWishlistApp(kind: DbKind, options: { pending?: boolean } = {}): WishlistApp {
  const base = useListingApp(kind);
  let buyer: { id: number; token: string } | undefined;
  let pending: { id: number; token: string } | undefined;

  beforeAll(async () => {
    buyer = await insertCustomer(base.shop.database.db, 'buyer@pawscorner.ae');
    if (options.pending) pending = await insertCustomer(base.shop.database.db, 'waiting@pawscorner.ae', 'pending');
  });

  beforeEach(async () => {
    await base.shop.database.db.delete(wishlistItems);
  });

  return {
    get shop() { return base.shop; },
    get ids() { return base.ids; },
    list: base.list,
    get buyer() { return ready(buyer, 'customer'); },
    get pending() { return ready(pending, 'pending customer'); },
    post: (localwish, opts = {}) => base.shop.app.inject({
      method: 'POST',
      url: `/api/product/wishlist${opts.query ?? ''}`,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: { localwish, ...opts.extra },
    }),
    wish: (...slugs) => JSON.stringify(slugs.map((slug) => base.ids[slug] ?? Number(slug))),
    saved: async (customerId) =>
      (await base.shop.database.db.select({ productId: wishlistItems.productId }).from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId)).orderBy(asc(wishlistItems.createdAt))).map((row) => row.productId),
  };
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The test ${what} is not set up here`);
  return value;
}
