import type { CartItem } from '../../../shared/api-types';

/** The picture shown for a cart line: its first image, else the product thumbnail. */
export function lineImage(item: Pick<CartItem, 'images' | 'thumbnail'>): string {
  const first = item.images.split(',').map((url) => url.trim()).find(Boolean);
  return first ?? item.thumbnail;
}

// Colours come from the catalogue; only plain colour notations reach the style, so a value
// can never pull in an image or break out of the property.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/-]+\)|[a-z]{3,30})$/i;

/** A swatch colour that is safe to paint, or null when the value is not a plain colour. */
export function swatchColour(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return COLOUR.test(text) ? text : null;
}
