import type { Brand, MenuEntry } from '../../../src/shared/api-types';
import { brands, categories } from '../../../src/server/db/schema';
import { buildMenuTree } from '../../../src/server/services/catalog-menus';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';

const CATEGORY_ROWS = [
  { id: 5, parentId: null, name: 'Cat', slug: 'cat', sort: 2 },
  { id: 4, parentId: null, name: 'Dog', slug: 'dog', sort: 1 },
  { id: 12, parentId: 4, name: 'Toys', slug: 'dog-toys', sort: 2 },
  { id: 10, parentId: 4, name: 'Food', slug: 'dog-food', sort: 1, image: 'category-dog-food.webp' },
  { id: 30, parentId: 10, name: 'Dry Food', slug: 'dog-food-dry', sort: 2 },
  { id: 31, parentId: 10, name: 'Wet Food', slug: 'dog-food-wet', sort: 1 },
  // A fourth level: reachable through Dry Food's page, too deep for the menus.
  { id: 50, parentId: 30, name: 'Grain Free', slug: 'dog-food-dry-grain-free', sort: 1 },
  { id: 22, parentId: 5, name: 'Litter', slug: 'cat-litter', sort: 1 },
];
const BRAND_ROWS = [
  { id: 3, name: 'zooplus Select', slug: 'zooplus-select', thumbnail: 'brand-zooplus.webp' },
  { id: 1, name: 'Brit', slug: 'brit', thumbnail: 'brand-brit.webp' },
  { id: 2, name: 'Acana', slug: 'acana', thumbnail: null },
];

const EXPECTED_MENUS: MenuEntry[] = [
  {
    id: 1, name: 'Dog', link: '/shop/4', sub_menu: [
      {
        id: 1010, name: 'Food', link: '/shop/10', image: '/media/category-dog-food.webp', sub_menu: [
          { id: 1031, name: 'Wet Food', link: '/shop/31' },
          { id: 1030, name: 'Dry Food', link: '/shop/30' },
        ],
      },
      { id: 1012, name: 'Toys', link: '/shop/12' },
    ],
  },
  { id: 2, name: 'Cat', link: '/shop/5', sub_menu: [{ id: 1022, name: 'Litter', link: '/shop/22' }] },
  { id: 24, name: 'New & Featured', link: '/new' },
  {
    id: 25, name: 'Our Brands', link: '/brand', sub_menu: [
      { id: 2002, name: 'Acana', link: '/brand/2' },
      { id: 2001, name: 'Brit', link: '/brand/1', image: '/media/brand-brit.webp' },
      { id: 2003, name: 'zooplus Select', link: '/brand/3', image: '/media/brand-zooplus.webp' },
    ],
  },
  { id: 26, name: 'About', link: '/about-us' },
];

describe.each(DB_KINDS)('catalogue menus and brands on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    await shop.database.db.insert(categories).values(CATEGORY_ROWS);
    await shop.database.db.insert(brands).values(BRAND_ROWS);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('GET /api/product/menus builds the three-level tree with the fixed ids', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product/menus' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(EXPECTED_MENUS);
  });

  it('GET /api/product/brands lists brands by name, whatever their case', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/product/brands' });
    expect(res.statusCode).toBe(200);
    const expected: Brand[] = [
      { id: 2, name: 'Acana', thumbnail: '' },
      { id: 1, name: 'Brit', thumbnail: '/media/brand-brit.webp' },
      { id: 3, name: 'zooplus Select', thumbnail: '/media/brand-zooplus.webp' },
    ];
    expect(res.json()).toEqual(expected);
  });
});

describe('buildMenuTree', () => {
  it('keeps the five fixed top entries for an empty catalogue', () => {
    expect(buildMenuTree([], [])).toEqual([
      { id: 1, name: 'Dog', link: '/shop/4' },
      { id: 2, name: 'Cat', link: '/shop/5' },
      { id: 24, name: 'New & Featured', link: '/new' },
      { id: 25, name: 'Our Brands', link: '/brand', sub_menu: [] },
      { id: 26, name: 'About', link: '/about-us' },
    ]);
  });

  it('ignores categories outside Dog and Cat', () => {
    const tree = buildMenuTree([
      { id: 3, parentId: null, name: 'Birds', image: null },
      { id: 60, parentId: 3, name: 'Seed', image: null },
    ], []);
    expect(JSON.stringify(tree)).not.toMatch(/Birds|Seed/);
  });
});
