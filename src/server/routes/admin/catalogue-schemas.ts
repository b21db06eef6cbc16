// Body schemas of the catalogue routes, shaped exactly like the payload types in
// shared/admin-types.ts. They bound sizes and types; the services check meaning (prices,
// references, conflicts) and answer with sentences.
import { type Static, type TSchema, Type } from 'typebox';
import { CATALOGUE_LIMITS as L } from '../../services/catalogue-admin/rules';
import { MAX_CART_COUNT } from '../../../shared/constants';
import { MAX_DB_ID } from '../../services/ids';
import { VAT_CATEGORIES, type VatCategory } from '../../../shared/tax';

const Id = Type.Integer({ minimum: 1, maximum: MAX_DB_ID });
const Amount = Type.Number({ minimum: 0 });

/**
 * A value or null, written as a type list rather than anyOf: Fastify's validator coerces types
 * and would turn null into 0 or "" while trying the first branch of an anyOf.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

export const VariantInput = Type.Object({
  id: Type.Optional(Id),
  sku: Type.String({ maxLength: L.sku }),
  stock: Type.Integer({ minimum: 0 }),
  stock_seen: Type.Optional(Type.Integer({ minimum: 0 })),
  price: Amount,
  sale_price: Nullable(Amount),
  b2b_price: Nullable(Amount),
  b2b_sale_price: Nullable(Amount),
  attribute_ids: Type.Array(Id, { maxItems: 2 }),
  thumbnail: Nullable(Type.String({ maxLength: L.mediaName })),
  min_order: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CART_COUNT })),
  order_multiple: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CART_COUNT })),
  max_order: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_CART_COUNT }))),
  // An enum rather than a union of literals: the refusal then names the three codes.
  vat_category: Type.Optional(Type.Unsafe<VatCategory>({ type: 'string', enum: [...VAT_CATEGORIES] })),
}, { additionalProperties: false });

export const ProductInput = Type.Object({
  slug: Type.String({ maxLength: L.slug }),
  name: Type.String({ maxLength: L.name }),
  brand_id: Nullable(Id),
  excerpt: Type.String({ maxLength: L.excerpt }),
  introduction: Type.String({ maxLength: L.introduction }),
  meta_description: Type.String({ maxLength: L.metaDescription }),
  direct_fast: Type.Boolean(),
  active: Type.Boolean(),
  category_ids: Type.Array(Id, { maxItems: L.categories }),
  meta_ids: Type.Array(Id, { maxItems: L.metas }),
  tabs: Type.Array(Type.Object({
    tab_name: Type.String({ maxLength: L.tabName }),
    content: Type.String({ maxLength: L.tabContent }),
  }, { additionalProperties: false }), { maxItems: L.tabs }),
  faqs: Type.Array(Type.Object({
    question: Type.String({ maxLength: L.question }),
    answer: Type.String({ maxLength: L.answer }),
  }, { additionalProperties: false }), { maxItems: L.faqs }),
  variants: Type.Array(VariantInput, { maxItems: L.variants }),
  /** An ISO date; checked by the service, which names it in its answer. */
  updated_at_seen: Type.Optional(Type.String({ maxLength: 40 })),
}, { additionalProperties: false });

/** The largest product the caps allow, as JSON, with room to spare. */
export const PRODUCT_BODY_LIMIT = 4 * 1024 * 1024;

export const VariantPatch = Type.Object({
  stock: Type.Optional(Type.Integer({ minimum: 0 })),
  stock_seen: Type.Optional(Type.Integer({ minimum: 0 })),
  price: Type.Optional(Amount),
  sale_price: Type.Optional(Nullable(Amount)),
  b2b_price: Type.Optional(Nullable(Amount)),
  b2b_sale_price: Type.Optional(Nullable(Amount)),
}, { additionalProperties: false });

export const ImageUpload = Type.Object({ image: Type.String() }, { additionalProperties: false });
export const ImageOrder = Type.Object({ names: Type.Array(Type.String({ maxLength: L.mediaName }), { maxItems: L.images }) }, { additionalProperties: false });

export const AttributeTypeInput = Type.Object({
  name: Type.String({ maxLength: L.attributeName }),
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
}, { additionalProperties: false });

export const AttributeInput = Type.Object({
  type_id: Id,
  name: Type.String({ maxLength: L.attributeName }),
  value: Type.Optional(Type.String({ maxLength: L.attributeValue })),
  description: Type.Optional(Type.String({ maxLength: L.description })),
}, { additionalProperties: false });

export const BrandInput = Type.Object({
  name: Type.String({ maxLength: L.name }),
  slug: Type.String({ maxLength: L.slug }),
  logo: Type.Optional(Type.String()),
}, { additionalProperties: false });

export const CategoryInput = Type.Object({
  name: Type.String({ maxLength: L.name }),
  slug: Type.String({ maxLength: L.slug }),
  parent_id: Nullable(Id),
  sort: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
}, { additionalProperties: false });

export const MetaInput = Type.Object({
  name: Type.String({ maxLength: L.name }),
  kind: Type.Union([Type.Literal('feature'), Type.Literal('badge')]),
  display: Type.Union([Type.Literal(0), Type.Literal(1)]),
}, { additionalProperties: false });
