import type { Variant } from './api-types';

// Variant selection rules of spec section 4: one or two attribute dimensions, where a
// two-dimension variant carries both attribute ids joined by a comma, in either order.

export const SPECIAL_OFFER_TYPE = 3;
export const COLOUR_TYPE = 1;

export const isSpecialOffer = (v: Pick<Variant, 'attribute_type'>) => v.attribute_type === SPECIAL_OFFER_TYPE;

export function attributeIds(v: Pick<Variant, 'attribute_id'>): number[] {
  return String(v.attribute_id)
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The variant shown first: the first one that is not a special offer. */
export function defaultVariant<V extends Variant>(variants: readonly V[]): V | null {
  return variants.find((v) => !isSpecialOffer(v)) ?? null;
}

/** 2 when any regular variant combines two attributes, else 1. */
export function dimensionCount(variants: readonly Variant[]): 1 | 2 {
  return variants.some((v) => !isSpecialOffer(v) && attributeIds(v).length === 2) ? 2 : 1;
}

/**
 * The regular variant matching the chosen attribute ids: with one dimension the variant of
 * `first`; with two the variant whose pair equals {first, second} in either order; else null.
 */
export function findVariant<V extends Variant>(
  variants: readonly V[],
  first: number | null,
  second: number | null = null,
): V | null {
  if (first == null) return null;
  const wanted = second == null ? [first] : [first, second];
  if (new Set(wanted).size !== wanted.length) return null;
  return (
    variants.find((v) => {
      if (isSpecialOffer(v)) return false;
      const ids = attributeIds(v);
      return ids.length === wanted.length && wanted.every((id) => ids.includes(id));
    }) ?? null
  );
}

/**
 * The chooser state a variant implies: which of its attribute ids belongs to the first and
 * which to the second dimension (the stored pair may be in either order).
 */
export function selectionOf(
  v: Variant | null,
  dimensionOf: (attributeId: number) => 1 | 2 | undefined = () => undefined,
): { first: number | null; second: number | null } {
  if (!v) return { first: null, second: null };
  const ids = attributeIds(v);
  if (ids.length < 2) return { first: ids[0] ?? null, second: null };
  const [a, b] = ids;
  return dimensionOf(a) === 2 || dimensionOf(b) === 1 ? { first: b, second: a } : { first: a, second: b };
}
