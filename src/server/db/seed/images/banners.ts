import type { Campaign } from './campaigns';
import { iconPattern } from './icons';
import { burst, button, multiline, placeProducts, type Placed } from './scene';
import { fitSize, inkOn, linear, shade, SOFT_FILTER, svgDoc, text, wrap } from './svg';

// Campaign banners of the home slider: 1920 x 640 for desktop and 750 x 900 for phones.

export const BANNER_DESKTOP = { width: 1920, height: 640 } as const;
export const BANNER_MOBILE = { width: 750, height: 900 } as const;

function backdrop(c: Campaign, w: number, h: number): { defs: string; body: string } {
  return {
    defs: SOFT_FILTER + linear('bn', [[0, c.background], [1, shade(c.background, -0.3)]]),
    body:
      `<rect width="${w}" height="${h}" fill="url(#bn)"/>` +
      iconPattern('paw', { x: 0, y: 0, w, h }, '#ffffff', 120) +
      `<circle cx="${w * 0.78}" cy="${h * 0.55}" r="${Math.min(w, h) * 0.62}" fill="${shade(c.background, 0.12)}" opacity="0.6"/>`,
  };
}

function spread(c: Campaign, centre: number, width: number, floor: number, scale: number): Placed[] {
  const n = c.products.length;
  return c.products.map((spec, i) => ({
    spec,
    x: centre + (n === 1 ? 0 : (i / (n - 1) - 0.5) * width),
    floor: floor + (i === Math.floor(n / 2) && n > 2 ? 14 : 0),
    scale: i === Math.floor(n / 2) && n > 2 ? scale * 1.08 : scale,
  }));
}

export function desktopBannerSvg(c: Campaign): string {
  const { width, height } = BANNER_DESKTOP;
  const ground = backdrop(c, width, height);
  const art = placeProducts(spread(c, 1400, 540, 600, 0.66), 'd');
  const ink = inkOn(c.background);
  const lines = wrap(c.headline, 22, 3);
  const size = fitSize(lines.reduce((a, b) => (b.length > a.length ? b : a)), 860, 84);
  const top = 150 + (3 - lines.length) * size * 0.4;
  const lastLine = top + size * (0.3 + 1.12 * (lines.length - 1));
  // Long sublines wrap rather than run into the products on the right.
  const sub = wrap(c.subline, 48, 2);
  const body = [
    ground.body,
    `<ellipse cx="1420" cy="604" rx="420" ry="34" fill="#000000" opacity="0.18" filter="url(#soft)"/>`,
    art.body,
    text(140, top - size * 0.9, 'PETORA TRADE', { size: 26, weight: 'bold', fill: c.highlight, anchor: 'start', spacing: 4 }),
    multiline(140, top + size * 0.3, lines, size, ink),
    ...sub.map((line, i) => text(140, lastLine + 62 + i * 38, line, { size: 30, fill: ink, anchor: 'start', opacity: 0.9 })),
    button(140, lastLine + 110 + (sub.length - 1) * 38, c.cta, c.highlight, 30),
    c.sticker ? burst(1800, 130, 92, c.sticker[0], c.sticker[1], c.highlight) : '',
  ];
  return svgDoc(width, height, body.join(''), ground.defs + art.defs);
}

export function mobileBannerSvg(c: Campaign): string {
  const { width, height } = BANNER_MOBILE;
  const ground = backdrop(c, width, height);
  const art = placeProducts(spread(c, 375, 400, 850, 0.48), 'm');
  const ink = inkOn(c.background);
  const lines = wrap(c.headline, 16, 3);
  const size = fitSize(lines.reduce((a, b) => (b.length > a.length ? b : a)), 640, 64);
  const sub = wrap(c.subline, 38, 2);
  const subTop = 110 + size * (0.5 + 1.12 * (lines.length - 1)) + 56;
  const body = [
    ground.body,
    art.body,
    multiline(375, 110 + size * 0.5, lines, size, ink, 'middle'),
    sub.map((line, i) => text(375, subTop + i * 34, line, { size: 26, fill: ink, opacity: 0.9 })).join(''),
    button(375 - (c.cta.length * 28 * 0.62 + 28 * 2.4) / 2, subTop + sub.length * 34 + 6, c.cta, c.highlight, 28),
    c.sticker ? burst(652, 548, 70, c.sticker[0], c.sticker[1], c.highlight) : '',
  ];
  return svgDoc(width, height, body.join(''), ground.defs + art.defs);
}
