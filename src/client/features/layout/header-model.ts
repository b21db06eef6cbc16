import type { Brand, MenuEntry } from '../../../shared/api-types';
import { BADGE_MAX, CATEGORY, MENU_ID } from '../../../shared/constants';
import { ANIMAL_NAMES } from '../../../shared/listing-meta';

/** A top menu entry with its position (1 to 5), the index the header marks as active. */
export interface TopMenuEntry extends MenuEntry {
  index: number;
}

// The five top entries are fixed by the spec, so the header can show them before (or without)
// the menus call; the call only adds their sub-entries.
export const TOP_MENU: readonly TopMenuEntry[] = [
  { index: 1, id: MENU_ID.dog, name: ANIMAL_NAMES[CATEGORY.dog], link: `/shop/${CATEGORY.dog}` },
  { index: 2, id: MENU_ID.cat, name: ANIMAL_NAMES[CATEGORY.cat], link: `/shop/${CATEGORY.cat}` },
  { index: 3, id: MENU_ID.new, name: 'New & Featured', link: '/new' },
  { index: 4, id: MENU_ID.brands, name: 'Our Brands', link: '/brand' },
  { index: 5, id: MENU_ID.about, name: 'About', link: '/about-us' },
];

/** Offset that keeps brand entry ids apart from category entry ids in the same tree. */
export const BRAND_MENU_ID_OFFSET = 2000;

export function brandMenuEntries(brands: readonly Brand[]): MenuEntry[] {
  return brands.map((brand) => ({
    id: BRAND_MENU_ID_OFFSET + brand.id,
    name: brand.name,
    link: `/brand/${brand.id}`,
    image: brand.thumbnail,
  }));
}

/** The top entries with the sub-entries of the menus call; the brands entry takes the brands call. */
export function buildTopMenu(menus: readonly MenuEntry[], brands: readonly Brand[]): TopMenuEntry[] {
  return TOP_MENU.map((entry) => {
    const loaded = menus.find((menu) => menu.id === entry.id);
    const fromBrands = entry.id === MENU_ID.brands && brands.length > 0 ? brandMenuEntries(brands) : undefined;
    const subMenu = fromBrands ?? loaded?.sub_menu;
    return subMenu && subMenu.length > 0 ? { ...entry, sub_menu: subMenu } : { ...entry };
  });
}

export function hasChildren(entry: MenuEntry): boolean {
  return (entry.sub_menu?.length ?? 0) > 0;
}

/** Text of the cart badge: empty when there is nothing to count, capped at '99+'. */
export function badgeText(lines: number): string {
  if (!Number.isFinite(lines) || lines <= 0) return '';
  return lines > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(lines));
}
