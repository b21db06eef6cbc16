// A page's title and description, the same whether the server writes them into the shell a
// crawler reads or the storefront sets them once the page is shown.
import { SHOP } from './shop';

export const DEFAULT_DESCRIPTION =
  'Wholesale pet supplies for retailers, wholesalers and chain stores in the UAE, priced in AED.';

export const HOME_DESCRIPTION =
  `Wholesale pet supplies for retailers, wholesalers and chain stores in the UAE: food, treats, toys and care from ${SHOP.brands} international brands, priced in AED.`;

export const NEW_TITLE = 'New & Featured';

export const ABOUT_TITLE = 'About us';
export const ABOUT_DESCRIPTION = `${SHOP.name}: a Dubai pet-supplies trading company established in ${SHOP.established}, supplying ${SHOP.brands} international brands to retailers, wholesalers and chain stores across the UAE.`;

/** The browser tab title for a page: 'Wishlist | Petora'. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${SHOP.name}` : SHOP.name;
}
