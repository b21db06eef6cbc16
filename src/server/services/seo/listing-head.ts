// What a category or brand page's shell tells search engines and link previews: the title and
// description the storefront gives the page (shared/listing-meta.ts), the one address it is
// known by (page 1 of a listing has no page number; /shop and /brand are the default
// category's and the first brand's pages), its picture, and schema.org data: a CollectionPage,
// with the trail from the home page for a category.
import { CATEGORY } from '../../../shared/constants';
import {
  ANIMAL_NAMES, STORE_DESCRIPTION, brandDescription, brandTitle, categoryIdOf, categoryTitle, categoryTrail, idFromParam, pageFromParam,
} from '../../../shared/listing-meta';
import { pageTitle } from '../../../shared/page-meta';
import { SHOP } from '../../../shared/shop';
import type { BrandSummaryRow } from '../catalog-brands';
import type { ListingFilter } from '../catalog-query';
import { type MenuCategoryRow, buildMenuTree } from '../catalog-menus';
import { mediaUrl } from '../media';
import type { PageHead } from './product-head';

/**
 * A page address's path as the storefront's router reads it: the segments between slashes
 * (empty ones at either end dropped), each percent-decoded; null when one cannot be decoded.
 * The router compares letter case aside: `first` is the first segment in lower case.
 */
export function pathSegments(url: string): { first: string; rest: string[] } | null {
  const path = url.replace(/[?#].*$/s, '').replace(/^\/+|\/+$/g, '');
  try {
    const [first = '', ...rest] = path === '' ? [] : path.split('/').map(decodeURIComponent);
    return { first: first.toLowerCase(), rest };
  } catch {
    return null;
  }
}

export interface ListingAddress {
  kind: 'shop' | 'brand';
  /** The id in the address (null: the default one, as the storefront reads /shop, /shop/0 or /brand). */
  id: number | null;
  page: number;
}

/** A category or brand page's address read as the storefront reads it, or null for any other page. */
export function listingAddressOf(url: string): ListingAddress | null {
  const path = pathSegments(url);
  if (!path || (path.first !== 'shop' && path.first !== 'brand') || path.rest.length > 2) return null;
  return { kind: path.first, id: idFromParam(path.rest[0]), page: pageFromParam(path.rest[1]) };
}

/** What the listing heads are made from: the categories and brands as the menus are (catalog-menus.ts). */
export interface ListingCatalogue {
  categories: MenuCategoryRow[];
  brands: BrandSummaryRow[];
}

const listingUrl = (publicUrl: string, kind: ListingAddress['kind'], id: number, page: number) =>
  `${publicUrl}/${kind}/${id}${page > 1 ? `/${page}` : ''}`;

/** The shop's web site, which every page is part of. */
export const websiteOf = (publicUrl: string) => ({ '@type': 'WebSite', name: SHOP.name, url: `${publicUrl}/` });

export function collectionPage(publicUrl: string, name: string, description: string, url: string, extra: Record<string, unknown>): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@type': 'CollectionPage', name, description, url, isPartOf: websiteOf(publicUrl), ...extra };
}

function categoryHead(catalogue: ListingCatalogue, id: number, page: number, publicUrl: string): PageHead | 'missing' {
  const row = catalogue.categories.find((category) => category.id === id);
  // Dog and Cat under the header's names for them, as the storefront's trail has them.
  const menu = buildMenuTree(catalogue.categories, catalogue.brands).map((entry) => ({ ...entry, name: ANIMAL_NAMES[categoryIdOf(entry) ?? 0] ?? entry.name }));
  const trail = categoryTrail(menu, id);
  // Dog and Cat are in the menus before staff create them: their pages exist from the start.
  if (!row && trail.length === 0) return 'missing';
  const title = categoryTitle(trail, id);
  const canonical = listingUrl(publicUrl, 'shop', id, page);
  const crumbs = [{ name: SHOP.name, item: `${publicUrl}/` }, ...trail.map((entry) => ({ name: entry.name, item: `${publicUrl}${entry.link}` }))];
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };
  return {
    title: pageTitle(title), description: STORE_DESCRIPTION, canonical, image: mediaUrl(row?.image), preload: false, type: 'website',
    structured: collectionPage(publicUrl, title, STORE_DESCRIPTION, canonical, { breadcrumb }),
  };
}

function brandHead(catalogue: ListingCatalogue, id: number | null, page: number, publicUrl: string): PageHead | 'missing' | null {
  // The brands' page shows the first brand's products, as the storefront does; before there is
  // any brand it is the header's empty brands page, with the shell's own head.
  const brand = id === null ? catalogue.brands[0] : catalogue.brands.find((row) => row.id === id);
  if (!brand) return id === null ? null : 'missing';
  const title = brandTitle(brand);
  const description = brandDescription(title);
  const canonical = listingUrl(publicUrl, 'brand', brand.id, page);
  return {
    title: pageTitle(title), description, canonical, image: mediaUrl(brand.thumbnail), preload: false, type: 'website',
    structured: collectionPage(publicUrl, title, description, canonical, { about: { '@type': 'Brand', name: brand.name } }),
  };
}

/**
 * The products a listing page shows: the category's (with the ones below it) or the brand's;
 * null when no brand has that address.
 */
export function listingFilterOf(address: ListingAddress, catalogue: ListingCatalogue): ListingFilter | null {
  if (address.kind === 'shop') return { kind: 'category', categoryId: address.id ?? CATEGORY.default };
  const brandId = address.id ?? catalogue.brands[0]?.id;
  return brandId === undefined ? null : { kind: 'brand', brandId };
}

/**
 * The head of a listing page; 'missing' when no category or brand has that address (the page
 * answers 404); null for the brands' page of a shop without brands (the shell's own head).
 */
export function listingHead(address: ListingAddress, catalogue: ListingCatalogue, publicUrl: string): PageHead | 'missing' | null {
  if (address.kind === 'brand') return brandHead(catalogue, address.id, address.page, publicUrl);
  return categoryHead(catalogue, address.id ?? CATEGORY.default, address.page, publicUrl);
}
