// The response schema of product lists (`Product` of shared/api-types.ts). It also drives
// serialization: only the fields named here leave the server, and fast-json-stringify writes
// them quicker than JSON.stringify. Shared by productlist, wishlist and later carts.
import { type TSchema, type TUnsafe, Type } from 'typebox';
import { BrandSchema } from './brands';

// A plain type list instead of anyOf: the serializer then needs no per-value validation.
const nullable = <T>(type: 'string' | 'number' | 'integer'): TUnsafe<T | null> => Type.Unsafe<T | null>({ type: [type, 'null'] });

export const VariantSchema = Type.Object({
  id: Type.Integer(),
  attribute_id: Type.String(),
  attribute_type: Type.Integer(),
  attribute_type_name: Type.String(),
  attribute_name: Type.String(),
  attribute_value: nullable<string>('string'),
  attribute_description: nullable<string>('string'),
  thumbnail: nullable<string>('string'),
  sku: Type.String(),
  stock: Type.Integer(),
  // Optional for the type only (answers always carry them): see CartItem and Variant in api-types.
  min_order: Type.Optional(Type.Integer()),
  order_multiple: Type.Optional(Type.Integer()),
  max_order: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  price: Type.Number(),
  sale_price: nullable<number>('number'),
  b2b_price: nullable<number>('number'),
  b2b_sale_price: nullable<number>('number'),
  tiers: Type.Optional(Type.Array(Type.Object({ from: Type.Integer(), price: Type.Number() }))),
});

export const AttributeOptionSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  type_name: Type.String(),
  name: Type.String(),
  value: nullable<string>('string'),
  dimension: Type.Integer(),
});

export const ProductSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  brand: Type.Unsafe<{ id: number; name: string; thumbnail: string } | null>({ ...BrandSchema, type: ['object', 'null'] } as TSchema),
  excerpt: Type.String(),
  meta_description: Type.String(),
  images: Type.String(),
  thumbnail: Type.String(),
  thumbnail2: nullable<string>('string'),
  attributes: Type.Array(AttributeOptionSchema),
  metas: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), display: Type.Integer(), kind: Type.String() })),
  reviews: Type.Array(Type.Object({ customer_name: Type.String(), comment: Type.String(), rate: Type.Number(), date: Type.String() })),
  faqs: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  product_attributes: Type.Array(VariantSchema),
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  rate: Type.Number(),
  direct_fast: Type.Integer(),
  introduction: Type.String(),
  product_tabs: Type.Array(Type.Object({ tab_name: Type.String(), content: Type.String() })),
  created_at: Type.String(),
});

export const ProductListSchema = Type.Object({
  count: Type.Integer(),
  products: Type.Array(ProductSchema),
});

/** Far beyond any real catalogue; keeps offsets sane. */
export const MAX_PAGE = 100_000;

export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE });

/** Ids are PostgreSQL integers: larger numbers cannot name anything. */
export const RowId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
