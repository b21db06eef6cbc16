// Catalogue rows, customers and request helpers shared by the cart, address and order tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/client';
import {
  attributeTypes, attributes, customers, productImages, products, staff, variantAttributes, variants,
} from '../../../src/server/db/schema';
import { customerSessionToken, staffSessionToken } from '../../../src/server/services/auth/sessions';
import { testConfig } from '../../support/test-app';

export const SECRET = testConfig('/tmp').jwtSecret;

export interface TestCustomer { id: number; token: string; name: string }

let customerSerial = 0;

export async function addCustomer(db: Db, name = 'Layla Haddad', mobile: string | null = '+971501234567'): Promise<TestCustomer> {
  customerSerial += 1;
  const email = `buyer${customerSerial}-${Date.now()}@shop.test`;
  const [row] = await db.insert(customers).values({
    email, name, companyName: `${name} Trading`, countryId: 225, mobile, passwordHash: 'x', state: 'active',
  }).returning();
  const token = await customerSessionToken(db, SECRET, row.id, {
    name, company_name: `${name} Trading`, lisence_number: null, otrn_number: null, country_id: 225, mobile, email,
  });
  return { id: row.id, token, name };
}

export async function staffToken(db: Db): Promise<string> {
  const [row] = await db.insert(staff).values({ email: `ops${Date.now()}@petora.ae`, name: 'Ops', passwordHash: 'x' }).returning();
  return staffSessionToken(db, SECRET, row.id, { email: row.email, name: 'Ops' });
}

export interface VariantSpec {
  sku: string;
  stock: number;
  priceFils: number;
  salePriceFils?: number | null;
  b2bPriceFils?: number | null;
  b2bSalePriceFils?: number | null;
  thumbnail?: string | null;
  /** Attribute names: a colour (type 1) and/or a size (type 2). */
  colour?: { name: string; value: string };
  size?: string;
}

export interface ProductSpec { slug: string; name: string; active?: boolean; images?: string[]; variants: VariantSpec[] }

async function attributeTypeIds(db: Db): Promise<{ colour: number; size: number }> {
  const rows = await db.select().from(attributeTypes);
  const colour = rows.find((r) => r.name === 'Colour')?.id
    ?? (await db.insert(attributeTypes).values({ name: 'Colour', type: 1 }).returning())[0].id;
  const size = rows.find((r) => r.name === 'Size')?.id
    ?? (await db.insert(attributeTypes).values({ name: 'Size', type: 2 }).returning())[0].id;
  return { colour, size };
}

/** Inserts a product with its gallery and variants; returns the product id and variant ids in order. */
export async function addProduct(db: Db, spec: ProductSpec): Promise<{ productId: number; aids: number[] }> {
  const types = await attributeTypeIds(db);
  const [product] = await db.insert(products).values({ slug: spec.slug, name: spec.name, active: spec.active ?? true }).returning();
  const images = spec.images ?? [`${spec.slug}-1.webp`, `${spec.slug}-2.webp`];
  if (images.length > 0) {
    await db.insert(productImages).values(images.map((name, position) => ({ productId: product.id, position, name })));
  }
  const aids: number[] = [];
  for (const [position, v] of spec.variants.entries()) {
    const [variant] = await db.insert(variants).values({
      productId: product.id, sku: v.sku, stock: v.stock, priceFils: v.priceFils, salePriceFils: v.salePriceFils ?? null,
      b2bPriceFils: v.b2bPriceFils ?? null, b2bSalePriceFils: v.b2bSalePriceFils ?? null, thumbnail: v.thumbnail ?? null, position,
    }).returning();
    let dimension = 1;
    if (v.colour) {
      const [a] = await db.insert(attributes).values({ typeId: types.colour, name: v.colour.name, value: v.colour.value }).returning();
      await db.insert(variantAttributes).values({ variantId: variant.id, attributeId: a.id, dimension });
      dimension += 1;
    }
    if (v.size) {
      const [a] = await db.insert(attributes).values({ typeId: types.size, name: v.size }).returning();
      await db.insert(variantAttributes).values({ variantId: variant.id, attributeId: a.id, dimension });
    }
    aids.push(variant.id);
  }
  return { productId: product.id, aids };
}

export interface Client {
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance): Client {
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    get: (url, token) => app.inject({ method: 'GET', url, headers: auth(token) }),
    post: (url, body, token, headers = {}) => app.inject({ method: 'POST', url, payload: body as object, headers: { ...auth(token), ...headers } }),
  };
}
