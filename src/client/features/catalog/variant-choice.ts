import type { AttributeOption, Product, Variant } from '../../../shared/api-types';
import { attributeIds, defaultVariant, dimensionCount, findVariant, isSpecialOffer, selectionOf } from '../../../shared/variants';

// The attribute choosers of the product card and page as a small state machine (spec
// section 4, variant selection): picks in one or two dimensions, or a special offer.

export interface VariantChoice {
  first: number | null;
  second: number | null;
  /** A type-3 offer picked behind 'Click here'; it wins over the dimension picks. */
  offerId: number | null;
}

export type ChoiceEvent =
  | { type: 'first'; id: number }
  | { type: 'firstWithAnySecond'; id: number; product: Product }
  | { type: 'second'; id: number }
  | { type: 'offer'; variantId: number }
  | { type: 'reset'; product: Product };

function dimensionLookup(options: readonly AttributeOption[]) {
  const byId = new Map(options.map((option) => [option.id, option.dimension]));
  return (id: number) => byId.get(id);
}

/** The choice a product opens with: its first regular variant. */
export function initialChoice(product: Product): VariantChoice {
  const first = defaultVariant(product.product_attributes);
  return { ...selectionOf(first, dimensionLookup(product.attributes)), offerId: null };
}

export function chooseVariant(state: VariantChoice, event: ChoiceEvent): VariantChoice {
  switch (event.type) {
    case 'first':
      return { ...state, first: event.id, offerId: null };
    case 'second':
      return { ...state, second: event.id, offerId: null };
    case 'firstWithAnySecond':
      return firstWithAnySecond(state, event.id, event.product);
    case 'offer':
      return { ...state, offerId: event.variantId };
    case 'reset':
      return initialChoice(event.product);
    default:
      return state;
  }
}

/**
 * The product card offers only the first dimension: picking there keeps the second choice when
 * the pair exists and otherwise moves it to the first article that has the picked option, so a
 * card always shows a price.
 */
function firstWithAnySecond(state: VariantChoice, id: number, product: Product): VariantChoice {
  const next = { ...state, first: id, offerId: null };
  if (dimensionCount(product.product_attributes) < 2 || chosenVariant(product, next)) return next;
  const lookup = dimensionLookup(product.attributes);
  const withFirst = product.product_attributes.find((v) => !isSpecialOffer(v) && attributeIds(v).includes(id));
  return withFirst ? { ...selectionOf(withFirst, lookup), offerId: null } : next;
}

/** The variant the choice points at; null when the picked pair has no article. */
export function chosenVariant(product: Product, choice: VariantChoice): Variant | null {
  const variants = product.product_attributes;
  if (choice.offerId !== null) return variants.find((v) => v.id === choice.offerId) ?? null;
  if (dimensionCount(variants) === 2) return findVariant(variants, choice.first, choice.second);
  return findVariant(variants, choice.first);
}

/** Options of one dimension that regular (not special-offer) variants use, in the product's order. */
export function optionsOf(product: Product, dimension: 1 | 2): AttributeOption[] {
  const used = new Set(product.product_attributes.filter((v) => !isSpecialOffer(v)).flatMap(attributeIds));
  return product.attributes.filter((option) => option.dimension === dimension && used.has(option.id));
}

/** The type-3 special offers, listed behind the 'Click here' toggle. */
export function offersOf(product: Product): Variant[] {
  return product.product_attributes.filter(isSpecialOffer);
}

/** The image shown for a choice: the variant's own picture, else the product's first image. */
export function shownImage(product: Product, variant: Variant | null): string {
  return variant?.thumbnail || product.thumbnail;
}

/**
 * The picture a card swaps to on hover (spec section 2: the second image when the product has at
 * least two). Whatever the chosen article shows, the swap must be visible: when the shown
 * picture already is the second image, the first one takes its place. Null: nothing to swap to.
 */
export function hoverImage(product: Pick<Product, 'images' | 'thumbnail2'>, shown: string): string | null {
  const gallery = product.images.split(',').map((src) => src.trim()).filter(Boolean);
  if (gallery.length < 2) return null;
  const second = product.thumbnail2 || gallery[1];
  if (second !== shown) return second;
  return gallery.find((src) => src !== shown) ?? null;
}
