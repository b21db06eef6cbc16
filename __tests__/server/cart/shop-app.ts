// The app the cart, address and order tests run against: built once per database kind, emptied
// before every test and given the test catalogue and a customer again when a test file asks.
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/client';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { type DbKind, resetTestDatabase } from '../../support/test-db';
import { type TestCatalogue, addCatalogue } from './catalogue';
import { type Client, type TestCustomer, addCustomer, client } from './shop-fixtures';

export const DELIVERY = { address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', note: 'Deliver before noon' };

export interface ShopApp {
  readonly shop: TestApp;
  readonly api: Client;
  readonly db: Db;
  /** Only when the file asked for the catalogue. */
  readonly cat: TestCatalogue;
  /** Only when the file asked for a customer. */
  readonly buyer: TestCustomer;
  /** Sets the count of an article in a customer's cart (the buyer's by default). */
  add(aid: number, count: number, token?: string): Promise<LightMyRequestResponse>;
  /** Places an order from a customer's cart (the buyer's by default). */
  order(body?: unknown, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export interface ShopAppOptions {
  catalogue?: boolean;
  buyer?: boolean;
  config?: Partial<AppConfig>;
}

/** Registers the hooks of a describe block and answers its shop, read through getters. */
export function useShopApp(kind: DbKind, options: ShopAppOptions = {}): ShopApp {
  let shop: TestApp | undefined;
  let api: Client | undefined;
  let cat: TestCatalogue | undefined;
  let buyer: TestCustomer | undefined;

  beforeAll(async () => {
    shop = await buildTestApp(kind, options.config);
    api = client(shop.app);
  });
  afterAll(async () => shop?.close());
  beforeEach(async () => {
    await resetTestDatabase(ready(shop, 'app').database);
    if (options.catalogue) cat = await addCatalogue(ready(shop, 'app').database.db);
    if (options.buyer) buyer = await addCustomer(ready(shop, 'app').database.db);
  });

  const fixture: ShopApp = {
    get shop() { return ready(shop, 'app'); },
    get api() { return ready(api, 'client'); },
    get db() { return ready(shop, 'app').database.db; },
    get cat() { return ready(cat, 'catalogue'); },
    get buyer() { return ready(buyer, 'customer'); },
    add: (aid, count, token = fixture.buyer.token) => fixture.api.post('/api/cart/addtocart', { aid, count }, token),
    order: (body = DELIVERY, token = fixture.buyer.token, headers = {}) => fixture.api.post('/api/order/add', body, token, headers),
  };
  return fixture;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The test ${what} is not set up here`);
  return value;
}
