// Order-list payloads as the API takes and sends them. The response schemas also serialize, so
// nothing beyond these fields can leave through the answers.
import { Type } from 'typebox';
import { MAX_CART_COUNT } from '../../../shared/constants';
import { CartItemSchema, CartSchema } from '../cart/cart-schema';

export const ListParams = Type.Object({ id: Type.Integer() });
export const LineParams = Type.Object({ id: Type.Integer(), aid: Type.Integer() });

// Room for a pasted name with spaces around it; the trimmed length is checked with a sentence.
export const NameBody = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

export const Count = Type.Integer({ minimum: 1, maximum: MAX_CART_COUNT });

export const AddLinesBody = Type.Object({
  from: Type.Union([Type.Literal('article'), Type.Literal('cart'), Type.Literal('order')]),
  aid: Type.Optional(Type.Integer()),
  count: Type.Optional(Count),
  order_id: Type.Optional(Type.Integer()),
}, { additionalProperties: false });

export const CountBody = Type.Object({ count: Count }, { additionalProperties: false });

export const ToCartBody = Type.Object({
  aids: Type.Optional(Type.Array(Type.Integer(), { maxItems: 500 })),
}, { additionalProperties: false });

const ResultSchema = Type.Object({ sku: Type.String(), status: Type.String(), message: Type.String() });

const SummarySchema = Type.Object({ id: Type.Integer(), name: Type.String(), lines: Type.Integer(), updated_at: Type.String() });

export const ListsReplySchema = Type.Object({ status: Type.Integer(), id: Type.Optional(Type.Integer()), lists: Type.Array(SummarySchema) });

export const ListReplySchema = Type.Object({
  status: Type.Integer(),
  list: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    updated_at: Type.String(),
    total: Type.Number(),
    lines: Type.Array(Type.Intersect([CartItemSchema, Type.Object({ warning: Type.Union([Type.String(), Type.Null()]) })])),
  }),
  results: Type.Optional(Type.Array(ResultSchema)),
  message: Type.Optional(Type.String()),
});

export const ToCartReplySchema = Type.Object({ status: Type.Integer(), cart: CartSchema, results: Type.Array(ResultSchema) });
