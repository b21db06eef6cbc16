// Describes and prices cart lines for the cart answers. One query fetches every article of a
// cart with its product, gallery and attributes; pricing.ts alone decides what a line costs.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartAttribute, CartItem } from '../../../shared/api-types';
import { fromFils } from '../../../shared/money';
import { type QuantityRule, nearestCount, ruleProblem } from '../../../shared/quantity-rules';
import type { DbOrTx } from '../../db/client';
import { attributeTypes, attributes, productImages, products, variantAttributes, variants } from '../../db/schema';
import { attributeValue } from '../catalog-variants';
import { plainText } from '../html-sanitize';
import { isDbId } from '../ids';
import { mediaUrl } from '../media';
import { type PriceView, type VariantPriceColumns, chargedFils, decideUnit, preparePrices } from '../pricing';
import { tierHint } from './tier-hint';

export interface CartLineInput { aid: number; count: number }

export interface CartVariantRow extends VariantPriceColumns {
  aid: number;
  productId: number;
  slug: string;
  name: string;
  active: boolean;
  sku: string;
  stock: number;
  minOrder: number;
  orderMultiple: number;
  maxOrder: number | null;
  thumbnail: string | null;
  images: string[];
  attributes: CartAttribute[];
  /** S, Z or E: kept on the order line it becomes. */
  vatCategory: string;
}

const galleryOf = sql<string[]>`(select coalesce(json_agg(${productImages.name} order by ${productImages.position}), '[]'::json)
  from ${productImages} where ${productImages.productId} = ${products.id})`;

const attributesOf = sql<CartAttribute[]>`(select coalesce(json_agg(json_build_object(
    'type', ${attributeTypes.type}, 'value', ${attributes.value}, 'type_name', ${attributeTypes.name}, 'name', ${attributes.name}
  ) order by ${variantAttributes.dimension}), '[]'::json)
  from ${variantAttributes}
  join ${attributes} on ${attributes.id} = ${variantAttributes.attributeId}
  join ${attributeTypes} on ${attributeTypes.id} = ${attributes.typeId}
  where ${variantAttributes.variantId} = ${variants.id})`;

/**
 * The articles with these ids (unknown ids are simply absent), keyed by id. `lock` also locks
 * the article rows for the rest of the transaction, in id order (placing an order).
 */
export async function loadCartVariants(db: DbOrTx, aids: readonly number[], opts: { lock?: boolean } = {}): Promise<Map<number, CartVariantRow>> {
  const ids = [...new Set(aids.filter(isDbId))];
  if (ids.length === 0) return new Map();
  const query = db
    .select({
      aid: variants.id,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      active: products.active,
      sku: variants.sku,
      stock: variants.stock,
      minOrder: variants.minOrder,
      orderMultiple: variants.orderMultiple,
      maxOrder: variants.maxOrder,
      thumbnail: variants.thumbnail,
      priceFils: variants.priceFils,
      salePriceFils: variants.salePriceFils,
      b2bPriceFils: variants.b2bPriceFils,
      b2bSalePriceFils: variants.b2bSalePriceFils,
      images: galleryOf,
      attributes: attributesOf,
      vatCategory: variants.vatCategory,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, ids))
    .orderBy(asc(variants.id));
  const found = opts.lock ? await query.for('update', { of: variants }) : await query;
  // Names leave as plain text: carts, order lines (a snapshot of these) and their messages.
  return new Map(found.map((row) => [row.aid, { ...row, name: plainText(row.name), attributes: row.attributes.map(safeAttribute) }]));
}

/** An attribute as the answers show it, whatever the catalogue holds: text without markup, a colour only as a colour. */
export function safeAttribute(attribute: CartAttribute): CartAttribute {
  return {
    type: attribute.type,
    value: attributeValue(attribute.value, attribute.type),
    type_name: plainText(attribute.type_name),
    name: plainText(attribute.name),
  };
}

/** "Red / 2 kg": what the drawer prints under the product name. */
export function attributeLabel(list: readonly CartAttribute[]): string {
  return list.map((a) => a.name).join(' / ');
}

/** The article's quantity rule in the shape shared with the storefront. */
export function ruleOfRow(row: { minOrder: number; orderMultiple: number; maxOrder: number | null }): QuantityRule {
  return { min_order: row.minOrder, order_multiple: row.orderMultiple, max_order: row.maxOrder };
}

export function toCartItem(row: CartVariantRow, count: number, view: PriceView): CartItem {
  const { price, sale: normalSale, retail } = chargedFils(row, view);
  const decision = decideUnit(row, row.aid, count, view);
  // A contract or tier price shows as the line's sale price, so the drawer strikes the normal one.
  const sale = decision.unitFils < (normalSale ?? price) ? decision.unitFils : normalSale;
  const gallery = row.images.map((name) => mediaUrl(name));
  return {
    id: row.productId,
    aid: row.aid,
    slug: row.slug,
    name: row.name,
    images: gallery.join(','),
    // The article's own picture (a colour) says more about the line than the product's first image.
    thumbnail: mediaUrl(row.thumbnail) ?? gallery[0] ?? '',
    price: fromFils(price),
    sale_price: sale === null ? null : fromFils(sale),
    retail_price: fromFils(retail),
    count,
    // A product taken off sale can no longer be ordered: it shows as having nothing left.
    stock: row.active ? row.stock : 0,
    attributes: row.attributes,
    attribute_type: row.attributes[0]?.type ?? 0,
    attribute_name: attributeLabel(row.attributes),
    sku: plainText(row.sku),
    ...ruleOfRow(row),
    ...(view.kind === 'b2b' ? tierHint(row, row.aid, count, view, decision, ruleOfRow(row)) : {}),
  };
}

export interface PriceCartOptions {
  /** Guests' carts drop products taken off sale; a customer's saved cart shows them so they can be removed. */
  keepInactive: boolean;
  /**
   * Guests' carts are priced at the nearest count the article's quantity rule allows (the
   * browser then keeps that count); a saved cart was checked when written and shows its counts.
   */
  fitToRules?: boolean;
}

/** A line priced for the buyer, with the article row it was priced from (for warnings about it). */
export interface PricedLine<Line extends CartLineInput> { line: Line; row: CartVariantRow; item: CartItem }

/**
 * Prices lines the one way every answer does: their articles in one query, the buyer's price
 * list and tiers prepared, then each line described and its total summed. `countOf` says at
 * which count a found article's line is priced, or null to leave the line out; lines of
 * unknown articles are always left out.
 */
export async function priceLines<Line extends CartLineInput>(
  db: DbOrTx, lines: readonly Line[], view: PriceView, countOf: (row: CartVariantRow, line: Line) => number | null,
): Promise<{ priced: PricedLine<Line>[]; totalFils: number }> {
  const rows = await loadCartVariants(db, lines.map((line) => line.aid));
  await preparePrices(db, view, [...rows.keys()]);
  const priced: PricedLine<Line>[] = [];
  let totalFils = 0;
  for (const line of lines) {
    const row = rows.get(line.aid);
    const count = row ? countOf(row, line) : null;
    if (!row || count === null) continue;
    priced.push({ line, row, item: toCartItem(row, count, view) });
    totalFils += count * decideUnit(row, row.aid, count, view).unitFils;
  }
  return { priced, totalFils };
}

/** The Cart answer for these lines, in their order; lines of unknown articles are left out. */
export async function priceCart(db: DbOrTx, lines: readonly CartLineInput[], view: PriceView, opts: PriceCartOptions): Promise<Cart> {
  const { priced, totalFils } = await priceLines(db, lines, view, (row, line) => {
    if (!row.active && !opts.keepInactive) return null;
    const rule = ruleOfRow(row);
    return opts.fitToRules && ruleProblem(rule, line.count) !== null ? nearestCount(rule, line.count) : line.count;
  });
  const items = priced.map(({ item }) => item);
  return { items, count: items.length, total: fromFils(totalFils) };
}
