import { icon, iconPattern, type IconName } from './icons';
import { button, placeProducts } from './scene';
import { fitSize, linear, shade, SOFT_FILTER, svgDoc, text, wrap } from './svg';
import type { PackshotSpec } from './types';

// The smaller home images: promo tiles of the two-column grid and the footer carousel tiles.

export const PROMO_DESKTOP = { width: 900, height: 500 } as const;
export const PROMO_MOBILE = { width: 750, height: 560 } as const;
export const FOOTER_TILE = { width: 600, height: 400 } as const;

export interface Promo {
  title: string;
  subline: string;
  cta: string;
  colour: string;
  products: PackshotSpec[];
}

export function promoSvg(p: Promo, mobile: boolean): string {
  const { width, height } = mobile ? PROMO_MOBILE : PROMO_DESKTOP;
  const light = shade(p.colour, 0.86);
  const textW = width * 0.5;
  const titleLines = wrap(p.title, 14, 2);
  const size = fitSize(titleLines.reduce((a, b) => (b.length > a.length ? b : a)), textW - 40, mobile ? 54 : 50);
  const sub = wrap(p.subline, mobile ? 22 : 26, 3);
  const art = placeProducts(
    p.products.map((spec, i) => ({
      spec,
      x: width * (p.products.length === 1 ? 0.74 : 0.62 + i * 0.21),
      floor: height - 40,
      scale: (height * (mobile ? 0.6 : 0.68)) / 620,
    })),
    'pr',
  );
  const subTop = 70 + size * (1 + 1.1 * titleLines.length) + 10;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#pg)"/>`,
    iconPattern('paw', { x: 0, y: 0, w: width, h: height }, p.colour, 80),
    `<circle cx="${width * 0.74}" cy="${height * 0.56}" r="${height * 0.42}" fill="${shade(p.colour, 0.6)}"/>`,
    `<ellipse cx="${width * 0.74}" cy="${height - 36}" rx="${width * 0.22}" ry="16" fill="#000000" opacity="0.15" filter="url(#soft)"/>`,
    art.body,
    ...titleLines.map((line, i) => text(44, 70 + size * (1 + 1.1 * i), line, { size, weight: 'bold', fill: shade(p.colour, -0.45), anchor: 'start' })),
    ...sub.map((line, i) => text(44, subTop + i * 32, line, { size: 24, fill: '#3e4c59', anchor: 'start' })),
    button(44, subTop + sub.length * 32 + 12, p.cta, shade(p.colour, -0.2), 22),
  ];
  return svgDoc(width, height, body.join(''), SOFT_FILTER + linear('pg', [[0, light], [1, shade(light, -0.06)]], true) + art.defs);
}

export interface FooterPromise {
  title: string;
  text: string;
  icon: IconName | 'truck';
  colour: string;
}

function truck(x: number, y: number, size: number, fill: string, hub: string): string {
  const s = size / 100;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">` +
    '<rect x="2" y="22" width="60" height="46" rx="6"/><path d="M62 36 L82 36 L96 54 L96 68 L62 68 Z"/>' +
    `<circle cx="22" cy="74" r="12" stroke="${hub}" stroke-width="6"/>` +
    `<circle cx="78" cy="74" r="12" stroke="${hub}" stroke-width="6"/></g>`
  );
}

export function footerTileSvg(p: FooterPromise, mobile: boolean): string {
  const { width, height } = FOOTER_TILE;
  const glyph = (x: number, y: number, size: number) =>
    p.icon === 'truck' ? truck(x, y, size, '#ffffff', shade(p.colour, -0.25)) : icon(p.icon, x, y, size, '#ffffff');
  const lines = wrap(p.text, mobile ? 30 : 24, 3);
  const parts = [`<rect width="${width}" height="${height}" fill="url(#fg)"/>`];
  if (mobile) {
    parts.push(
      `<circle cx="300" cy="120" r="74" fill="${shade(p.colour, -0.25)}"/>`,
      glyph(255, 75, 90),
      text(300, 250, p.title, { size: fitSize(p.title, 540, 40), weight: 'bold', fill: '#ffffff' }),
      ...lines.map((line, i) => text(300, 296 + i * 32, line, { size: 24, fill: '#ffffff', opacity: 0.92 })),
    );
  } else {
    const titleLines = wrap(p.title, 16, 2);
    const titleSize = Math.min(...titleLines.map((line) => fitSize(line, 320, 36)));
    parts.push(
      `<circle cx="140" cy="200" r="96" fill="${shade(p.colour, -0.25)}"/>`,
      glyph(82, 142, 116),
      ...titleLines.map((line, i) => text(262, 150 + i * 40, line, { size: titleSize, weight: 'bold', fill: '#ffffff', anchor: 'start' })),
      ...lines.map((line, i) => text(262, 160 + titleLines.length * 40 + i * 30, line, { size: 22, fill: '#ffffff', anchor: 'start', opacity: 0.92 })),
    );
  }
  return svgDoc(width, height, parts.join(''), linear('fg', [[0, p.colour], [1, shade(p.colour, -0.2)]]));
}
