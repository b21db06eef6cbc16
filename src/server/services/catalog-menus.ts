// The storefront menus: Dog and Cat with their category trees, New & Featured, Our Brands
// with every brand, and About. Ids and links are fixed by the storefront (spec section 3).
import { asc } from 'drizzle-orm';
import type { MenuEntry } from '../../shared/api-types';
import { CATEGORY, MENU_ID } from '../../shared/constants';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { type BrandSummaryRow, listBrandRows } from './catalog-brands';
import { mediaUrl } from './media';

export interface MenuCategoryRow { id: number; parentId: number | null; name: string; image: string | null }

/** Sub-entries are numbered apart from the fixed top ids and from each other. */
export const CATEGORY_ENTRY_OFFSET = 1000;
export const BRAND_ENTRY_OFFSET = 2000;
/** Menu, submenu, sub-submenu: deeper categories are reached through their parents' pages. */
export const MENU_DEPTH = 3;

function categoryEntry(row: MenuCategoryRow, children: Map<number, MenuCategoryRow[]>, level: number): MenuEntry {
  const entry: MenuEntry = { id: CATEGORY_ENTRY_OFFSET + row.id, name: row.name, link: `/shop/${row.id}` };
  const image = mediaUrl(row.image);
  if (image) entry.image = image;
  const subMenu = subEntries(row.id, children, level + 1);
  if (subMenu.length > 0) entry.sub_menu = subMenu;
  return entry;
}

function subEntries(parentId: number, children: Map<number, MenuCategoryRow[]>, level: number): MenuEntry[] {
  if (level > MENU_DEPTH) return [];
  return (children.get(parentId) ?? []).map((row) => categoryEntry(row, children, level));
}

function animalEntry(
  menuId: number, categoryId: number, fallbackName: string,
  rows: MenuCategoryRow[], children: Map<number, MenuCategoryRow[]>,
): MenuEntry {
  const root = rows.find((row) => row.id === categoryId);
  const entry: MenuEntry = { id: menuId, name: root?.name ?? fallbackName, link: `/shop/${categoryId}` };
  const subMenu = subEntries(categoryId, children, 2);
  if (subMenu.length > 0) entry.sub_menu = subMenu;
  return entry;
}

function brandEntry(row: BrandSummaryRow): MenuEntry {
  const entry: MenuEntry = { id: BRAND_ENTRY_OFFSET + row.id, name: row.name, link: `/brand/${row.id}` };
  const image = mediaUrl(row.thumbnail);
  if (image) entry.image = image;
  return entry;
}

/** Pure: rows must come ordered as they should appear (categories by sort, brands by name). */
export function buildMenuTree(rows: MenuCategoryRow[], brandRows: BrandSummaryRow[]): MenuEntry[] {
  const children = new Map<number, MenuCategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  return [
    animalEntry(MENU_ID.dog, CATEGORY.dog, 'Dog', rows, children),
    animalEntry(MENU_ID.cat, CATEGORY.cat, 'Cat', rows, children),
    { id: MENU_ID.new, name: 'New & Featured', link: '/new' },
    { id: MENU_ID.brands, name: 'Our Brands', link: '/brand', sub_menu: brandRows.map(brandEntry) },
    { id: MENU_ID.about, name: 'About', link: '/about-us' },
  ];
}

export interface MenuRows { categories: MenuCategoryRow[]; brands: BrandSummaryRow[] }

/** The categories (by sort) and brands (by name) the menus are built from. */
export async function loadMenuRows(db: Db): Promise<MenuRows> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  return { categories: rows, brands: await listBrandRows(db) };
}

export async function loadMenus(db: Db): Promise<MenuEntry[]> {
  const rows = await loadMenuRows(db);
  return buildMenuTree(rows.categories, rows.brands);
}
