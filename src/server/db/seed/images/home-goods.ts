import { icon } from './icons';
import { floorShadow, linear, radial, shade, text } from './svg';
import type { Drawer } from './types';

// Furniture-sized products: beds, scratching posts, litter boxes and carriers.

export const bed: Drawer = (s, id) => ({
  defs:
    radial(`${id}r`, [[0, shade(s.colour, 0.3)], [1, shade(s.colour, -0.3)]], 0.5, 0.3) +
    radial(`${id}c`, [[0, shade(s.accent, 0.35)], [1, shade(s.accent, -0.15)]], 0.45, 0.35),
  body: [
    floorShadow(400, 660, 310, 28),
    `<ellipse cx="400" cy="520" rx="330" ry="150" fill="url(#${id}r)"/>`,
    `<ellipse cx="400" cy="470" rx="300" ry="120" fill="${shade(s.colour, 0.15)}"/>`,
    `<ellipse cx="400" cy="500" rx="220" ry="82" fill="url(#${id}c)"/>`,
    `<path d="M200 500 Q400 440 600 500" stroke="${shade(s.accent, -0.2)}" stroke-width="4" fill="none" stroke-dasharray="10 10"/>`,
    icon('paw', 370, 470, 60, shade(s.accent, -0.25), 0.5),
    `<rect x="330" y="628" width="140" height="26" rx="6" fill="${shade(s.colour, -0.35)}"/>`,
    text(400, 647, s.brand.toUpperCase(), { size: 16, weight: 'bold', fill: '#ffffff', spacing: 1 }),
  ].join(''),
});

export const scratcher: Drawer = (s, id) => {
  const sisal = Array.from({ length: 22 }, (_, i) => `<line x1="362" x2="438" y1="${250 + i * 17}" y2="${258 + i * 17}" stroke="#a1865c" stroke-width="4"/>`);
  return {
    defs: linear(`${id}p`, [[0, '#b89b6e'], [0.5, '#e2cfa6'], [1, '#a1865c']]),
    body: [
      floorShadow(400, 696, 240, 20),
      `<rect x="190" y="620" width="420" height="64" rx="14" fill="${s.colour}"/>`,
      `<rect x="190" y="620" width="420" height="18" rx="9" fill="${shade(s.colour, 0.2)}"/>`,
      `<rect x="360" y="240" width="80" height="390" fill="url(#${id}p)"/>`,
      ...sisal,
      `<rect x="250" y="200" width="300" height="54" rx="14" fill="${s.colour}"/>`,
      `<rect x="250" y="200" width="300" height="16" rx="8" fill="${shade(s.colour, 0.25)}"/>`,
      `<line x1="520" y1="254" x2="520" y2="380" stroke="#5b6770" stroke-width="3"/>`,
      `<circle cx="520" cy="400" r="26" fill="${s.accent}"/>`,
    ].join(''),
  };
};

export const litterBox: Drawer = (s, id) => ({
  defs: linear(`${id}h`, [[0, shade(s.colour, -0.2)], [0.5, shade(s.colour, 0.2)], [1, shade(s.colour, -0.25)]]),
  body: [
    floorShadow(400, 690, 300, 24),
    `<path d="M120 520 L680 520 L660 680 L140 680 Z" fill="${shade(s.colour, -0.15)}"/>`,
    `<path d="M130 520 Q130 260 400 240 Q670 260 670 520 Z" fill="url(#${id}h)"/>`,
    `<path d="M300 520 L300 430 Q400 360 500 430 L500 520 Z" fill="${shade(s.colour, -0.45)}"/>`,
    `<rect x="360" y="270" width="80" height="22" rx="11" fill="${s.accent}"/>`,
    `<rect x="110" y="508" width="580" height="26" rx="10" fill="${s.accent}"/>`,
    icon(s.pet, 560, 300, 70, shade(s.colour, -0.35), 0.6),
  ].join(''),
});

export const carrier: Drawer = (s, id) => {
  const grid = Array.from({ length: 7 }, (_, i) => `<line x1="${232 + i * 34}" x2="${232 + i * 34}" y1="370" y2="590" stroke="#c9ced6" stroke-width="8"/>`);
  return {
    defs: linear(`${id}s`, [[0, shade(s.colour, 0.15)], [1, shade(s.colour, -0.25)]], true),
    body: [
      floorShadow(400, 696, 300, 22),
      `<rect x="130" y="320" width="540" height="360" rx="46" fill="url(#${id}s)"/>`,
      `<rect x="130" y="470" width="540" height="24" fill="${shade(s.colour, -0.3)}"/>`,
      `<path d="M300 320 Q300 200 400 200 Q500 200 500 320" stroke="${s.accent}" stroke-width="30" fill="none" stroke-linecap="round"/>`,
      `<rect x="200" y="350" width="270" height="260" rx="30" fill="#2d3a45"/>`,
      ...grid,
      `<rect x="510" y="380" width="120" height="22" rx="11" fill="${shade(s.colour, 0.35)}"/>`,
      `<rect x="510" y="420" width="120" height="22" rx="11" fill="${shade(s.colour, 0.35)}"/>`,
      icon(s.pet, 540, 540, 60, shade(s.colour, 0.4), 0.8),
    ].join(''),
  };
};
