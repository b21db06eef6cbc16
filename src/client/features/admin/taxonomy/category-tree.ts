import type { AdminCategory } from '../../../../shared/admin-types';

/** A category in tree order, with how deep it sits (0 for a top category). */
export interface CategoryNode extends AdminCategory {
  depth: number;
}

const bySortThenName = (a: AdminCategory, b: AdminCategory) => a.sort - b.sort || a.name.localeCompare(b.name);

/**
 * The flat list the server sends, in tree order: each category followed by its children.
 * A category whose parent is unknown is shown at the top rather than lost; a cycle (which
 * the server refuses to create) cannot loop, because each category is placed once.
 */
export function categoryTree(categories: readonly AdminCategory[]): CategoryNode[] {
  const known = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, AdminCategory[]>();
  for (const category of categories) {
    const parent = category.parent_id !== null && known.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: CategoryNode[] = [];
  const placed = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const category of (children.get(parent) ?? []).sort(bySortThenName)) {
      if (placed.has(category.id)) continue;
      placed.add(category.id);
      ordered.push({ ...category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  // Members of a cycle never hang below the top; list them rather than hide them.
  categories.filter((category) => !placed.has(category.id)).forEach((category) => ordered.push({ ...category, depth: 0 }));
  return ordered;
}

/** A category and everything below it: none of them can become its parent. */
export function subtreeIds(categories: readonly AdminCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The label of a category in a flat select: indented by depth. */
export const indented = (node: CategoryNode): string => `${'\u2014 '.repeat(node.depth)}${node.name}`;
