import type { Brand, MenuEntry } from '../../../shared/api-types';
import { api } from '../../lib/api-client';

// Thin calls for the header; sagas invoke them with call() so tests can provide the answers.

function isMenuEntry(value: unknown): value is MenuEntry {
  const entry = value as Partial<MenuEntry> | null;
  return typeof entry === 'object' && entry !== null
    && typeof entry.id === 'number' && typeof entry.name === 'string' && typeof entry.link === 'string';
}

/** Keeps only well-formed entries, so one odd category cannot break the whole menu. */
function wellFormed(entries: unknown): MenuEntry[] {
  if (!Array.isArray(entries)) return [];
  return entries.filter(isMenuEntry).map((entry) => {
    const { sub_menu: subMenu, ...rest } = entry;
    return Array.isArray(subMenu) ? { ...rest, sub_menu: wellFormed(subMenu) } : rest;
  });
}

/** The category and brand tree of the top menu (GET /api/product/menus). */
export async function fetchMenus(): Promise<MenuEntry[]> {
  const response = await api.get<unknown>('/api/product/menus');
  return wellFormed(response.data);
}

/** Every brand ordered by name (GET /api/product/brands); fills the Our Brands menu. */
export async function fetchBrands(): Promise<Brand[]> {
  const response = await api.get<Brand[]>('/api/product/brands');
  return Array.isArray(response.data) ? response.data : [];
}
