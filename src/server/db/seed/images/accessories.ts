import { floorShadow, linear, shade, text } from './svg';
import type { Drawer } from './types';

// Wearables and grooming tools, drawn flat-lay with a little depth.

export const collar: Drawer = (s, id) => ({
  defs: linear(`${id}s`, [[0, shade(s.colour, 0.25)], [1, shade(s.colour, -0.3)]], true),
  body: [
    floorShadow(400, 640, 270, 26),
    `<ellipse cx="400" cy="450" rx="270" ry="170" fill="none" stroke="url(#${id}s)" stroke-width="70"/>`,
    `<ellipse cx="400" cy="450" rx="270" ry="170" fill="none" stroke="${s.accent}" stroke-width="6" stroke-dasharray="14 10"/>`,
    `<rect x="356" y="578" width="88" height="84" rx="12" fill="none" stroke="#9aa5b1" stroke-width="12"/>`,
    `<line x1="400" y1="580" x2="400" y2="660" stroke="#9aa5b1" stroke-width="10"/>`,
    `<path d="M560 300 q60 -20 74 40" stroke="#9aa5b1" stroke-width="12" fill="none"/>`,
    `<circle cx="640" cy="372" r="30" fill="#e4b34a" stroke="#b88a2a" stroke-width="5"/>`,
    text(400, 300, s.brand.toUpperCase(), { size: 26, weight: 'bold', fill: shade(s.colour, -0.5), spacing: 3 }),
  ].join(''),
});

export const leash: Drawer = (s, id) => ({
  defs: linear(`${id}s`, [[0, shade(s.colour, 0.2)], [1, shade(s.colour, -0.25)]], true),
  body: [
    floorShadow(400, 680, 260, 20),
    `<path d="M240 240 Q140 300 240 380 Q400 470 560 380 Q660 300 560 240 Q400 160 300 300 Q230 420 400 520 Q560 610 600 640" ` +
      `stroke="url(#${id}s)" stroke-width="40" fill="none" stroke-linecap="round"/>`,
    `<path d="M240 240 Q140 300 240 380 Q400 470 560 380" stroke="${s.accent}" stroke-width="4" fill="none" stroke-dasharray="10 8"/>`,
    `<rect x="586" y="620" width="60" height="40" rx="8" fill="${shade(s.colour, -0.3)}"/>`,
    `<path d="M616 660 L616 700 Q616 730 640 730 Q664 730 660 700" stroke="#9aa5b1" stroke-width="12" fill="none" transform="translate(0 -40)"/>`,
    `<circle cx="616" cy="662" r="16" fill="none" stroke="#9aa5b1" stroke-width="8"/>`,
  ].join(''),
});

export const brush: Drawer = (s, id) => {
  const pins: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      pins.push(`<circle cx="${290 + col * 28 + (row % 2) * 14}" cy="${254 + row * 26}" r="5" fill="#d9dee4"/>`);
    }
  }
  return {
    defs: linear(`${id}h`, [[0, shade(s.colour, 0.2)], [1, shade(s.colour, -0.3)]], true),
    body: [
      floorShadow(400, 690, 200, 18),
      `<path d="M370 420 L430 420 L448 670 Q400 700 352 670 Z" fill="url(#${id}h)"/>`,
      `<rect x="362" y="520" width="76" height="110" rx="30" fill="${s.accent}" opacity="0.85"/>`,
      `<rect x="250" y="210" width="300" height="220" rx="60" fill="url(#${id}h)"/>`,
      `<rect x="272" y="232" width="256" height="176" rx="44" fill="#3e4c59"/>`,
      ...pins,
    ].join(''),
  };
};
