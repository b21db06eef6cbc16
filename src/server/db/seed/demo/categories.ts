// The category tree of the demo shop. Dog (4) and Cat (5) are fixed by the storefront's
// routes and menus; ids 1 to 3 are left free for other animals the shop may add later.

export interface DemoCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  position: number;
}

type Node = [id: number, name: string, children?: Node[]];

const TREE: Node[] = [
  [4, 'Dog', [
    [10, 'Food', [[30, 'Dry Food'], [31, 'Wet Food'], [32, 'Puppy Food']]],
    [11, 'Treats & Chews', [[33, 'Natural Chews'], [34, 'Training Treats']]],
    [12, 'Toys', [[35, 'Balls & Fetch'], [36, 'Rope & Tug'], [37, 'Plush Toys']]],
    [13, 'Grooming'],
    [14, 'Beds & Furniture'],
    [15, 'Bowls & Feeders'],
    [16, 'Collars & Leads', [[38, 'Collars'], [39, 'Leads']]],
    [17, 'Health & Care'],
  ]],
  [5, 'Cat', [
    [20, 'Food', [[40, 'Dry Food'], [41, 'Wet Food'], [42, 'Kitten Food']]],
    [21, 'Treats'],
    [22, 'Litter & Accessories', [[43, 'Clumping Litter'], [44, 'Crystal Litter'], [45, 'Litter Boxes']]],
    [23, 'Toys'],
    [24, 'Scratchers & Furniture'],
    [25, 'Grooming'],
    [26, 'Beds'],
    [27, 'Carriers'],
  ]],
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function flatten(nodes: Node[], parent: DemoCategory | null, out: DemoCategory[]): DemoCategory[] {
  nodes.forEach(([id, name, children], index) => {
    const slug = parent ? `${parent.slug}-${slugify(name)}` : slugify(name);
    const category: DemoCategory = { id, parentId: parent?.id ?? null, name, slug, position: index + 1 };
    out.push(category);
    if (children) flatten(children, category, out);
  });
  return out;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = flatten(TREE, null, []);

export function categoryById(id: number): DemoCategory {
  const category = DEMO_CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown demo category ${id}`);
  return category;
}

/** The category and its ancestors, root first (Dog > Food > Dry Food). */
export function categoryPath(id: number): DemoCategory[] {
  const path: DemoCategory[] = [];
  for (let current: DemoCategory | undefined = categoryById(id); current; ) {
    path.unshift(current);
    current = current.parentId === null ? undefined : categoryById(current.parentId);
  }
  return path;
}
