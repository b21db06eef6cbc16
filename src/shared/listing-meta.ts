// What a listing page is called and how it is described, the same whether the server writes it
// into the shell a crawler reads (server/services/seo/listing-head.ts) or the storefront sets it
// once the page is shown (the catalogue's ShopPage and BrandPage). Category pages find their
// place in the tree from the storefront menus (GET /api/product/menus), on both sides.
import type { MenuEntry } from './api-types';
import { CATEGORY } from './constants';

export const STORE_DESCRIPTION = 'Pet supplies store: food, treats, toys and accessories for dogs and cats in the UAE.';
export const SEARCH_RESULTS_TITLE = 'Search results';
/** Where a submitted search shows its results: the shop listing through every category. */
export const SEARCH_RESULTS_PATH = '/shop';
export const BRANDS_TITLE = 'Our Brands';

/** Dog and Cat as the header's top menu names them (fixed by the spec), whatever staff call their categories. */
export const ANIMAL_NAMES: Readonly<Record<number, string>> = { [CATEGORY.dog]: 'Dog', [CATEGORY.cat]: 'Cat' };
const SHOP_TITLES: Readonly<Record<number, string>> = { [CATEGORY.dog]: 'Dog Shop', [CATEGORY.cat]: 'Cat Shop' };
const SHOP_LINK = /^\/shop\/(\d+)$/;

/** A page number from a route parameter: whole numbers from 1, anything else is page 1. */
export function pageFromParam(raw: string | undefined | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** An id from a route parameter, or null when it is missing or not a positive whole number. */
export function idFromParam(raw: string | undefined | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The category a menu entry opens, or null for an entry that opens none. */
export function categoryIdOf(entry: MenuEntry): number | null {
  const match = SHOP_LINK.exec(entry.link);
  return match ? Number(match[1]) : null;
}

/** The entries from Dog or Cat down to the category, or [] when the menus do not know it. */
export function categoryTrail(menu: readonly MenuEntry[], categoryId: number): MenuEntry[] {
  for (const entry of menu) {
    if (categoryIdOf(entry) === categoryId) return [entry];
    const below = categoryTrail(entry.sub_menu ?? [], categoryId);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

/** A category page's title: 'Dog Shop' for Dog, 'Dog Toys' for Toys under Dog; 'Shop' for a category the menus do not know. */
export function categoryTitle(trail: readonly MenuEntry[], categoryId: number): string {
  const title = SHOP_TITLES[categoryId] ?? trail[trail.length - 1]?.name ?? 'Shop';
  return trail.length > 1 ? `${trail[0].name} ${title}` : title;
}

/** A brand page's title: the brand's name, or the brands' page before the brand is known. */
export const brandTitle = (brand: { name: string } | null): string => (brand ? brand.name : BRANDS_TITLE);

export const brandDescription = (title: string): string => `${title}: products of the international brands we distribute to pet shops in the UAE.`;
