// A page's title and description, the same whether the server writes them into the shell a
// crawler reads or the storefront sets them once the page is shown.
import { SHOP } from './shop';

export const DEFAULT_DESCRIPTION =
  'Wholesale pet supplies for retailers, wholesalers and chain stores in the UAE, priced in AED.';

/** The browser tab title for a page: 'Wishlist | Petora'. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${SHOP.name}` : SHOP.name;
}
