// What a product page's shell tells search engines and link previews before any script runs:
// its title and description (the storefront's own, page-meta.ts), the one address it is known
// by, its picture, and schema.org Product data with an offer per article at the prices a
// guest sees (retail, AED, before VAT), sold by the shop as its legal settings name it.
import type { Product, Variant } from '../../../shared/api-types';
import { DEFAULT_DESCRIPTION, pageTitle } from '../../../shared/page-meta';
import { chargedPrice, priceFacts } from '../../../shared/price-display';
import { defaultVariant, isSpecialOffer } from '../../../shared/variants';

export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute address. */
  canonical: string;
  /** The page's picture, as the API names it (a /media path or a full URL); null without one. */
  image: string | null;
  /** Whether the page shows that picture first and large, so the browser should fetch it before the scripts ask. */
  preload: boolean;
  /** Tags `og:*` of a link preview, besides title, description, address and picture. */
  type: 'product' | 'website';
  /** schema.org data, written as JSON-LD. */
  structured: Record<string, unknown>;
}

/** A /media path made absolute on the shop's address; a full URL (files kept in S3) stays. */
export const absoluteUrl = (publicUrl: string, href: string) => (/^https?:\/\//i.test(href) ? href : `${publicUrl}${href.startsWith('/') ? '' : '/'}${href}`);

export const productUrl = (publicUrl: string, slug: string) => `${publicUrl}/product/${encodeURIComponent(slug)}`;

/** The picture a product page shows first: the default article's own, else the gallery's first. */
export function firstPicture(product: Product): string | null {
  const gallery = product.images ? product.images.split(',').filter(Boolean) : [];
  return defaultVariant(product.product_attributes)?.thumbnail || gallery[0] || product.thumbnail || null;
}

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

function offerOf(product: Product, variant: Variant, url: string, seller: string) {
  const price = chargedPrice(priceFacts(variant, false)).toFixed(2);
  const named = product.product_attributes.length > 1 && variant.attribute_name;
  return {
    '@type': 'Offer',
    ...(named ? { name: `${product.name} (${variant.attribute_name})` } : {}),
    sku: variant.sku,
    url,
    price,
    priceCurrency: 'AED',
    priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'AED', valueAddedTaxIncluded: false },
    availability: variant.stock > 0 ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: seller },
  };
}

/** `seller`: the shop's legal name as saved in its legal settings (its trading name before any are). */
export function productHead(product: Product, publicUrl: string, seller: string): PageHead {
  const canonical = productUrl(publicUrl, product.slug);
  const description = product.meta_description.trim() || DEFAULT_DESCRIPTION;
  const image = firstPicture(product);
  const gallery = [image, ...(product.images ? product.images.split(',') : [])].filter((href): href is string => Boolean(href));
  const articles = product.product_attributes.filter((variant) => !isSpecialOffer(variant));
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    url: canonical,
    ...(gallery.length > 0 ? { image: [...new Set(gallery)].map((href) => absoluteUrl(publicUrl, href)) } : {}),
    ...(articles[0] ? { sku: articles[0].sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.categories[0] ? { category: product.categories[0].name } : {}),
    ...(product.reviews.length > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rate, reviewCount: product.reviews.length } } : {}),
    offers: articles.map((variant) => offerOf(product, variant, canonical, seller)),
  };
  return { title: pageTitle(product.name), description, canonical, image, preload: image !== null, type: 'product', structured };
}
