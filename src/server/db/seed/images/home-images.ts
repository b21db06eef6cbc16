import { ABOUT_SIZE, fleetSvg, warehouseSvg } from './about';
import { BANNER_DESKTOP, BANNER_MOBILE, desktopBannerSvg, mobileBannerSvg } from './banners';
import { CAMPAIGNS } from './campaigns';
import { SHOP_LOGO, shopLogoSvg } from './logos';
import { FOOTER_TILE, footerTileSvg, PROMO_DESKTOP, PROMO_MOBILE, promoSvg, type FooterPromise, type Promo } from './tiles';
import type { PackshotSpec } from './types';

// Every fixed-name picture of the home and About pages, with the exact names and sizes the
// client asks for, and the shop's logo its tax documents print. Rendering is deferred (svg()) so callers can decide what to draw.

export interface FixedImage {
  name: string;
  width: number;
  height: number;
  svg: () => string;
}

const spec = (kind: PackshotSpec['kind'], colour: string, accent: string, brand: string, label: string, pet: 'dog' | 'cat' = 'dog'): PackshotSpec => ({
  kind, view: 'front', colour, accent, brand, label, caption: pet === 'dog' ? 'Dog' : 'Cat', badge: '', pet,
});

const PROMOS: Promo[] = [
  { title: 'Dog food deals', subline: 'Up to 20% off trade cases of dry and wet food.', cta: 'Shop dog food', colour: '#1f5f5b', products: [spec('dry-bag', '#1f5f5b', '#f28c28', 'Nordhaven', 'Lamb & Rice'), spec('can', '#4f772d', '#ecf39e', 'Meadowfeast', 'Beef Stew')] },
  { title: 'Cat essentials', subline: 'Litter, food and scratchers your customers reorder.', cta: 'Shop cat', colour: '#5b3a82', products: [spec('litter-bag', '#6b705c', '#ddbea9', 'Sandora', 'Clumping', 'cat'), spec('pouch', '#5b3a82', '#f4a6c6', 'Purrfield', 'Tuna in Jelly', 'cat')] },
  { title: 'Grooming corner', subline: 'Shampoos, brushes and coat care from Lumecoat.', cta: 'Shop grooming', colour: '#1b6ca8', products: [spec('shampoo', '#9ad1d4', '#1b6ca8', 'Lumecoat', 'Oatmeal'), spec('brush', '#1b6ca8', '#9ad1d4', 'Lumecoat', 'Slicker')] },
  { title: 'Beds and comfort', subline: 'Washable bolster and orthopaedic beds in every size.', cta: 'Shop beds', colour: '#8d5b4c', products: [spec('bed', '#8d5b4c', '#f1c8a8', 'Cozyden', 'Bolster')] },
];

const PROMISES: FooterPromise[] = [
  { title: 'Shipping to all parts of the country', text: 'From our Dubai warehouse to every emirate.', icon: 'truck', colour: '#1f3b4d' },
  { title: 'Product quality assurance', text: 'Every batch checked, every brand authorised.', icon: 'star', colour: '#1f5f5b' },
  { title: 'Money-back guarantee', text: 'Damaged or wrong items refunded in full.', icon: 'heart', colour: '#b5542c' },
  { title: 'Excellent response', text: 'Account managers answer within one working hour.', icon: 'paw', colour: '#5b3a82' },
  { title: '60 international brands', text: 'Food, care and accessories from trusted makers.', icon: 'crown', colour: '#23395b' },
  { title: 'Trade prices for business', text: 'B2B prices for approved retailers and clinics.', icon: 'leaf', colour: '#3a5a40' },
];

export function fixedImages(): FixedImage[] {
  const list: FixedImage[] = [];
  CAMPAIGNS.forEach((c, i) => list.push({ name: `banner-desktop-${i + 1}.webp`, ...BANNER_DESKTOP, svg: () => desktopBannerSvg(c) }));
  CAMPAIGNS.slice(0, 6).forEach((c, i) => list.push({ name: `banner-mobile-${i + 1}.webp`, ...BANNER_MOBILE, svg: () => mobileBannerSvg(c) }));
  PROMOS.forEach((p, i) => {
    list.push({ name: `promo-desktop-${i + 1}.webp`, ...PROMO_DESKTOP, svg: () => promoSvg(p, false) });
    list.push({ name: `promo-mobile-${i + 1}.webp`, ...PROMO_MOBILE, svg: () => promoSvg(p, true) });
  });
  PROMISES.forEach((p, i) => {
    list.push({ name: `footer-desktop-${i + 1}.webp`, ...FOOTER_TILE, svg: () => footerTileSvg(p, false) });
    list.push({ name: `footer-mobile-${i + 1}.webp`, ...FOOTER_TILE, svg: () => footerTileSvg(p, true) });
  });
  list.push({ name: 'about-1.webp', ...ABOUT_SIZE, svg: warehouseSvg });
  list.push({ name: 'about-2.webp', ...ABOUT_SIZE, svg: fleetSvg });
  list.push({ ...SHOP_LOGO, svg: shopLogoSvg });
  return list;
}
