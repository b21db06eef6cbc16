import type { MenuEntry } from '../../../shared/api-types';
import { CATEGORY } from '../../../shared/constants';

// The shop listing's place in the category tree, read from the menus (the menus call builds
// them from the categories), so the page can title and navigate sub-categories too.

const SHOP_LINK = /^\/shop\/(\d+)$/;

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

/** Dog (4) or Cat (5): the animal a category belongs to, or null for neither. */
export function animalOf(menu: readonly MenuEntry[], categoryId: number): number | null {
  if (categoryId === CATEGORY.dog || categoryId === CATEGORY.cat) return categoryId;
  const root = categoryTrail(menu, categoryId)[0];
  const rootId = root ? categoryIdOf(root) : null;
  return rootId === CATEGORY.dog || rootId === CATEGORY.cat ? rootId : null;
}

export interface CategoryOption {
  id: number;
  label: string;
  depth: number;
}

/** Every category under Dog and Cat, in menu order, for the mobile category selector. */
export function categoryOptions(menu: readonly MenuEntry[]): CategoryOption[] {
  const options: CategoryOption[] = [];
  const walk = (entries: readonly MenuEntry[], depth: number) => {
    for (const entry of entries) {
      const id = categoryIdOf(entry);
      if (id === null) continue;
      options.push({ id, label: entry.name, depth });
      walk(entry.sub_menu ?? [], depth + 1);
    }
  };
  walk(menu, 0);
  return options;
}
