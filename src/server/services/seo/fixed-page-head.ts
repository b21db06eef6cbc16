// The heads of the storefront's fixed pages a search engine may keep: the home page (also
// /home), New & Featured (/new, /new/:p) and About. Their titles and descriptions are the ones
// the storefront sets (shared/page-meta.ts); each names one address.
import { STORE_DESCRIPTION, pageFromParam } from '../../../shared/listing-meta';
import { ABOUT_DESCRIPTION, ABOUT_TITLE, HOME_DESCRIPTION, NEW_TITLE, pageTitle } from '../../../shared/page-meta';
import { collectionPage, pathSegments, websiteOf } from './listing-head';
import type { PageHead } from './product-head';

/** The page number of a New & Featured address (/new, /new/:p), or null for any other address. */
export function newPageNumberOf(url: string): number | null {
  const path = pathSegments(url);
  return path?.first === 'new' && path.rest.length <= 1 ? pageFromParam(path.rest[0]) : null;
}

/** The head of a fixed page, or null for any other address. */
export function fixedPageHead(url: string, publicUrl: string): PageHead | null {
  const path = pathSegments(url);
  if (!path) return null;
  const base = { image: null, preload: false, type: 'website' } as const;
  if ((path.first === '' || path.first === 'home') && path.rest.length === 0) {
    const canonical = `${publicUrl}/`;
    return { ...base, title: pageTitle(''), description: HOME_DESCRIPTION, canonical, structured: { '@context': 'https://schema.org', ...websiteOf(publicUrl), description: HOME_DESCRIPTION } };
  }
  const page = newPageNumberOf(url);
  if (page !== null) {
    const canonical = `${publicUrl}/new${page > 1 ? `/${page}` : ''}`;
    return { ...base, title: pageTitle(NEW_TITLE), description: STORE_DESCRIPTION, canonical, structured: collectionPage(publicUrl, NEW_TITLE, STORE_DESCRIPTION, canonical, {}) };
  }
  if (path.first === 'about-us' && path.rest.length === 0) {
    const canonical = `${publicUrl}/about-us`;
    return {
      ...base, title: pageTitle(ABOUT_TITLE), description: ABOUT_DESCRIPTION, canonical,
      structured: { '@context': 'https://schema.org', '@type': 'AboutPage', name: ABOUT_TITLE, description: ABOUT_DESCRIPTION, url: canonical, isPartOf: websiteOf(publicUrl) },
    };
  }
  return null;
}
