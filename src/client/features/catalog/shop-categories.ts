import type { MenuEntry } from '../../../shared/api-types';
import { CATEGORY } from '../../../shared/constants';
import { categoryIdOf, categoryTrail } from '../../../shared/listing-meta';

// The shop listing's place in the category tree, read from the menus (the menus call builds
// them from the categories), so the page can title and navigate sub-categories too.

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
