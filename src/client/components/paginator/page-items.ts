/** A page number to show, or a gap between distant ones. */
export type PageItem = number | 'gap';

/**
 * The numbers a paginator shows: the first and last page, and the current one with `around`
 * neighbours on each side; runs that are left out become a single gap.
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 1) return [1];
  const wanted = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
