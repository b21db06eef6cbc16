// The heads of the home, New & Featured and About pages: what the storefront sets, one address each.
import { fixedPageHead } from '../../../src/server/services/seo/fixed-page-head';
import { pathSegments } from '../../../src/server/services/seo/listing-head';
import { STORE_DESCRIPTION } from '../../../src/shared/listing-meta';
import { ABOUT_DESCRIPTION, HOME_DESCRIPTION } from '../../../src/shared/page-meta';

const ORIGIN = 'https://shop.example';

describe('fixedPageHead', () => {
  it('names the home page by the shop\'s address, whether asked as /, /home or with a query', () => {
    for (const url of ['/', '/home', '/HOME/', '/?utm_source=mail']) {
      expect(fixedPageHead(url, ORIGIN)).toMatchObject({ title: 'Petora', description: HOME_DESCRIPTION, canonical: `${ORIGIN}/`, type: 'website', preload: false });
    }
    expect(fixedPageHead('/', ORIGIN)?.structured).toEqual({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Petora', url: `${ORIGIN}/`, description: HOME_DESCRIPTION });
  });

  it('gives New & Featured the storefront\'s title on every page, page 1 unnumbered', () => {
    expect(fixedPageHead('/new', ORIGIN)).toMatchObject({ title: 'New & Featured | Petora', description: STORE_DESCRIPTION, canonical: `${ORIGIN}/new` });
    expect(fixedPageHead('/new/1', ORIGIN)?.canonical).toBe(`${ORIGIN}/new`);
    expect(fixedPageHead('/new/3?x', ORIGIN)?.canonical).toBe(`${ORIGIN}/new/3`);
    expect(fixedPageHead('/new/3', ORIGIN)?.structured).toMatchObject({ '@type': 'CollectionPage', name: 'New & Featured', isPartOf: { '@type': 'WebSite', url: `${ORIGIN}/` } });
  });

  it('describes the About page as an AboutPage of the shop', () => {
    expect(fixedPageHead('/about-us', ORIGIN)).toMatchObject({
      title: 'About us | Petora', description: ABOUT_DESCRIPTION, canonical: `${ORIGIN}/about-us`,
      structured: { '@type': 'AboutPage', name: 'About us', url: `${ORIGIN}/about-us` },
    });
  });

  it('has nothing to say of any other page', () => {
    for (const url of ['/about-us/x', '/new/2/3', '/home/x', '/wishlist', '/meta/3', '/%E0%A4%A']) expect(fixedPageHead(url, ORIGIN)).toBeNull();
  });
});

describe('pathSegments', () => {
  it('splits a path as the router reads it: decoded, the first segment in lower case, a final slash dropped', () => {
    expect(pathSegments('/')).toEqual({ first: '', rest: [] });
    expect(pathSegments('/about-us//')).toEqual({ first: 'about-us', rest: [] });
    expect(pathSegments('/Shop/%35/2/?q=a/b#x')).toEqual({ first: 'shop', rest: ['5', '2'] });
    expect(pathSegments('/product/caf%C3%A9')).toEqual({ first: 'product', rest: ['café'] });
    expect(pathSegments('/shop/%E0%A4%A')).toBeNull();
  });
});
