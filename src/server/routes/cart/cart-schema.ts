// Cart payloads as the API sends them. The response schemas also serialize, so a column added
// to a table later cannot leak out through these answers.
import { Type } from 'typebox';

export const CartAttributeSchema = Type.Object({
  type: Type.Integer(),
  value: Type.Union([Type.String(), Type.Null()]),
  type_name: Type.String(),
  name: Type.String(),
});

const PriceTier = Type.Object({ from: Type.Integer(), price: Type.Number() });

export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  aid: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  images: Type.String(),
  thumbnail: Type.String(),
  price: Type.Number(),
  sale_price: Type.Union([Type.Number(), Type.Null()]),
  retail_price: Type.Number(),
  count: Type.Integer(),
  stock: Type.Integer(),
  attributes: Type.Array(CartAttributeSchema),
  attribute_type: Type.Integer(),
  attribute_name: Type.String(),
  sku: Type.Optional(Type.String()),
  // Optional for the type only (answers always carry them): see CartItem and Variant in api-types.
  min_order: Type.Optional(Type.Integer()),
  order_multiple: Type.Optional(Type.Integer()),
  max_order: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  tier: Type.Optional(Type.Union([PriceTier, Type.Null()])),
  next_tier: Type.Optional(Type.Union([Type.Object({ from: Type.Integer(), price: Type.Number(), more: Type.Integer() }), Type.Null()])),
});

export const CartSchema = Type.Object({
  items: Type.Array(CartItemSchema),
  count: Type.Integer(),
  total: Type.Number(),
  version: Type.Optional(Type.Number()),
});

/** `{status: 1, cart}`, or `{status: 0, message?}` when nothing was applied. */
export const CartReplySchema = Type.Object({
  status: Type.Integer(),
  message: Type.Optional(Type.String()),
  cart: Type.Optional(CartSchema),
});
