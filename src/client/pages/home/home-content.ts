// What the home page shows: generated campaign pictures stored as catalogue media, with the
// page each one leads to. Names and sizes match what the demo catalogue generates.

export interface HomeImage {
  src: string;
  alt: string;
  to: string;
}

const media = (name: string) => `/media/${name}`;

const CAMPAIGNS: Array<{ alt: string; to: string }> = [
  { alt: 'Ramadan stock-up: 15% off dry food', to: '/shop/30' },
  { alt: 'New season cat trees have landed', to: '/shop/24' },
  { alt: 'Trade prices on 60 brands: open a B2B account', to: '/register' },
  { alt: 'Next-day delivery across the UAE', to: '/new' },
  { alt: 'Summer grooming: coats ready for the heat', to: '/shop/13' },
  { alt: 'Bulk treats: buy 3 cases, get 1 free', to: '/shop/11' },
  { alt: 'Eid gifts for pets: toys from AED 9', to: '/shop/12' },
];

/** Spec section 2: 7 banner images on desktop, 6 on mobile. */
export const DESKTOP_BANNERS: HomeImage[] = CAMPAIGNS.map((c, i) => ({ ...c, src: media(`banner-desktop-${i + 1}.webp`) }));
export const MOBILE_BANNERS: HomeImage[] = CAMPAIGNS.slice(0, 6).map((c, i) => ({ ...c, src: media(`banner-mobile-${i + 1}.webp`) }));
export const BANNER_SIZE = { desktop: { width: 1920, height: 640 }, mobile: { width: 750, height: 900 } } as const;

export interface ResponsiveImage extends HomeImage {
  mobileSrc: string;
}

/** Two-column grid of promotions. */
export const PROMOS: ResponsiveImage[] = [
  { alt: 'Dog food deals: up to 20% off trade cases', to: '/shop/10' },
  { alt: 'Cat essentials: litter, food and scratchers', to: '/shop/5' },
  { alt: 'Grooming corner: shampoos, brushes and coat care', to: '/shop/13' },
  { alt: 'Beds and comfort: washable and orthopaedic beds', to: '/shop/14' },
].map((p, i) => ({ ...p, src: media(`promo-desktop-${i + 1}.webp`), mobileSrc: media(`promo-mobile-${i + 1}.webp`) }));
export const PROMO_SIZE = { desktop: { width: 900, height: 500 }, mobile: { width: 750, height: 560 } } as const;

/** The first footer carousel: the shop's promises, with clickable dots. */
export const PROMISES: ResponsiveImage[] = [
  { alt: 'Shipping to all parts of the country', to: '/about-us' },
  { alt: 'Product quality assurance', to: '/about-us' },
  { alt: 'Money-back guarantee', to: '/about-us' },
  { alt: 'Excellent response', to: '/about-us' },
  { alt: '60 international brands', to: '/brand' },
  { alt: 'Trade prices for business', to: '/register' },
].map((p, i) => ({ ...p, src: media(`footer-desktop-${i + 1}.webp`), mobileSrc: media(`footer-mobile-${i + 1}.webp`) }));
export const TILE_SIZE = { width: 600, height: 400 } as const;
