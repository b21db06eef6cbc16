import { Type } from 'typebox';
import { CartAttributeSchema } from '../cart/cart-schema';

export const OrderSchema = Type.Object({
  order_id: Type.Integer(),
  customer_name: Type.String(),
  date: Type.String(),
  address: Type.String(),
  postal_code: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  state: Type.Integer(),
  note: Type.Union([Type.String(), Type.Null()]),
  total: Type.Number(),
  details: Type.Array(Type.Object({
    product_name: Type.String(),
    count: Type.Integer(),
    unit_price: Type.Number(),
    attributes: Type.Array(CartAttributeSchema),
  })),
});
