import { SHOP } from '../../../../shared/shop';
import type { DemoBrand } from '../demo/brands';
import { icon } from './icons';
import { fitSize, inkOn, shade, svgDoc, text } from './svg';

// 400 x 200 brand logos: an emblem in a roundel plus the wordmark and tagline, in either a
// row or a stacked layout so the brand strip does not look like one template repeated.

export const LOGO_SIZE = { width: 400, height: 200 } as const;

function roundel(brand: DemoBrand, cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${brand.colour}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="${brand.accent}" stroke-width="3"/>` +
    icon(brand.emblem, cx - r * 0.55, cy - r * 0.55, r * 1.1, inkOn(brand.colour) === '#ffffff' ? brand.accent : '#ffffff')
  );
}

export function logoSvg(brand: DemoBrand): string {
  const { width, height } = LOGO_SIZE;
  const name = brand.name;
  const parts = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  if (brand.layout === 'row') {
    const size = fitSize(name, 250, 46);
    parts.push(
      roundel(brand, 78, 100, 52),
      text(146, 104, name, { size, weight: 'bold', fill: brand.colour, anchor: 'start' }),
      `<rect x="146" y="118" width="${Math.min(240, name.length * size * 0.6)}" height="4" rx="2" fill="${brand.accent}"/>`,
      text(146, 146, brand.tagline.toUpperCase(), { size: fitSize(brand.tagline, 240, 15, false), fill: shade(brand.colour, -0.2), anchor: 'start', spacing: 1.5 }),
    );
  } else {
    const size = fitSize(name.toUpperCase(), 340, 38);
    parts.push(
      roundel(brand, 200, 56, 40),
      text(200, 138, name.toUpperCase(), { size, weight: 'bold', fill: brand.colour, spacing: 3 }),
      text(200, 170, brand.tagline, { size: 17, fill: shade(brand.colour, -0.2), italic: true }),
    );
  }
  return svgDoc(width, height, parts.join(''));
}

/** The demo shop's own logo, which its tax documents print: the storefront header's badge, paw and wordmark. */
export const SHOP_LOGO = { name: 'shop-logo.webp', width: 480, height: 120 } as const;

export function shopLogoSvg(): string {
  const { width, height } = SHOP_LOGO;
  return svgDoc(width, height, [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<circle cx="60" cy="60" r="50" fill="#c2410c"/>`,
    icon('paw', 28, 28, 64, '#ffffff'),
    text(132, 72, SHOP.name, { size: 64, weight: 'bold', fill: '#0f4c5c', anchor: 'start' }),
    text(136, 104, 'TRADING', { size: 20, fill: '#0f4c5c', anchor: 'start', spacing: 6 }),
  ].join(''));
}
