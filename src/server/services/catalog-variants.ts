// A product's variants (the spec's "variant / attribute entry") and the attribute options its
// choosers offer, from the VariantData of catalog-product-rows.ts.
//
// A two-dimension variant (colour x size) is one entry whose attribute_id holds both ids in
// dimension order ("12,40"); its type is that of dimension 1 and its names are joined with
// " / " ("Red / 2 kg", type name "Colour / Size"). A variant without any attribute has
// attribute_id '' and type 0 (plain). Prices come from pricing.ts for the viewer.
import type { AttributeOption, Variant } from '../../shared/api-types';
import type { AttributeData, VariantData } from './catalog-product-rows';
import { plainText } from './html-sanitize';
import { mediaUrl } from './media';
import { type PriceView, listedPrices, tiersFor } from './pricing';

export const NAME_SEPARATOR = ' / ';

interface Dimension {
  id: number;
  dimension: 1 | 2;
  name: string;
  value: string | null;
  description: string | null;
  typeName: string;
  typeCode: number;
}

// A swatch value ends up in a CSS property: only plain colour notations get through.
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,30}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]{1,60}\))$/i;

/** The value of a colour attribute if it is a colour, of any other attribute as plain text. */
export function attributeValue(value: string | null, typeCode: number | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (typeCode === 1) return COLOUR.test(value.trim()) ? value.trim() : null;
  return plainText(value) || null;
}

function dimensionOf(data: AttributeData): Dimension {
  return {
    id: data.id,
    dimension: data.dimension === 2 ? 2 : 1,
    name: plainText(data.name),
    value: attributeValue(data.value, data.typeCode),
    description: data.description === null ? null : plainText(data.description) || null,
    typeName: plainText(data.typeName),
    typeCode: data.typeCode,
  };
}

const joined = (parts: Array<string | null>) => parts.filter((part): part is string => !!part).join(NAME_SEPARATOR);

export function toVariant(row: VariantData, view: PriceView, dimensions = row.attributes.map(dimensionOf)): Variant {
  const first = dimensions[0];
  const descriptions = joined(dimensions.map((d) => d.description));
  return {
    id: row.id,
    attribute_id: dimensions.map((d) => d.id).join(','),
    attribute_type: first?.typeCode ?? 0,
    attribute_type_name: joined(dimensions.map((d) => d.typeName)),
    attribute_name: joined(dimensions.map((d) => d.name)),
    attribute_value: dimensions.find((d) => d.value)?.value ?? null,
    attribute_description: descriptions === '' ? null : descriptions,
    thumbnail: mediaUrl(row.thumbnail),
    sku: plainText(row.sku),
    stock: row.stock,
    // Rows cached or built before the rule columns existed have none: no rule.
    min_order: row.minOrder ?? 1,
    order_multiple: row.orderMultiple ?? 1,
    max_order: row.maxOrder ?? null,
    ...listedPrices(row, row.id, view),
    ...(view.kind === 'b2b' ? { tiers: tiersFor(row, row.id, view) } : {}),
  };
}

export interface ShapedVariants {
  variants: Variant[];
  /** Every attribute used, once per dimension, in the order the variants first use it. */
  options: AttributeOption[];
}

export function shapeVariants(rows: readonly VariantData[], view: PriceView): ShapedVariants {
  const variants: Variant[] = [];
  const options: AttributeOption[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const dimensions = row.attributes.map(dimensionOf);
    variants.push(toVariant(row, view, dimensions));
    for (const d of dimensions) {
      const key = `${d.dimension}:${d.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({ id: d.id, type: d.typeCode, type_name: d.typeName, name: d.name, value: d.value, dimension: d.dimension });
    }
  }
  return { variants, options };
}
