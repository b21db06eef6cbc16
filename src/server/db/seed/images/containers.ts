import { frontLabel, infoPanel, type Box } from './labels';
import { floorShadow, linear, radial, shade } from './svg';
import type { Drawer, PackshotSpec } from './types';

// Rigid containers: cans, bottles, tubs and bowls, shaded as cylinders.

function face(s: PackshotSpec, box: Box): string {
  return s.view === 'back' ? infoPanel(s, box) : frontLabel(s, box);
}

function cylinder(id: string, colour: string): string {
  return linear(id, [
    [0, shade(colour, -0.4)],
    [0.25, shade(colour, 0.1)],
    [0.45, shade(colour, 0.35)],
    [0.8, colour],
    [1, shade(colour, -0.45)],
  ]);
}

const METAL = '#c9ced6';

export const can: Drawer = (s, id) => ({
  defs: cylinder(`${id}c`, s.colour) + cylinder(`${id}m`, METAL),
  body: [
    floorShadow(400, 694, 190),
    `<path d="M230 280 L570 280 L570 660 A170 30 0 0 1 230 660 Z" fill="url(#${id}m)"/>`,
    `<path d="M236 300 L564 300 L564 648 A164 26 0 0 1 236 648 Z" fill="url(#${id}c)"/>`,
    `<ellipse cx="400" cy="280" rx="170" ry="30" fill="${shade(METAL, -0.1)}"/>`,
    `<ellipse cx="400" cy="280" rx="150" ry="24" fill="${shade(METAL, 0.2)}" stroke="${shade(METAL, -0.25)}" stroke-width="3"/>`,
    `<ellipse cx="400" cy="276" rx="46" ry="12" fill="none" stroke="${shade(METAL, -0.35)}" stroke-width="7"/>`,
    face(s, { x: 262, y: 312, w: 276, h: 330 }),
  ].join(''),
});

export const shampoo: Drawer = (s, id) => ({
  defs: cylinder(`${id}c`, s.colour) + cylinder(`${id}k`, s.accent),
  body: [
    floorShadow(400, 694, 140),
    `<rect x="350" y="112" width="100" height="70" rx="12" fill="url(#${id}k)"/>`,
    `<rect x="334" y="172" width="132" height="40" rx="8" fill="url(#${id}k)"/>`,
    `<path d="M300 250 Q300 210 350 208 L450 208 Q500 210 500 250 L508 650 Q508 692 470 692 L330 692 Q292 692 292 650 Z" fill="url(#${id}c)"/>`,
    `<rect x="306" y="290" width="188" height="380" rx="14" fill="${shade(s.colour, 0.08)}"/>`,
    face(s, { x: 310, y: 296, w: 180, h: 370 }),
  ].join(''),
});

export const supplement: Drawer = (s, id) => ({
  defs: cylinder(`${id}c`, s.colour) + cylinder(`${id}k`, s.accent),
  body: [
    floorShadow(400, 694, 180),
    `<path d="M226 232 L574 232 L574 318 L226 318 Z" fill="url(#${id}k)"/>`,
    `<ellipse cx="400" cy="232" rx="174" ry="26" fill="${shade(s.accent, 0.25)}"/>`,
    ...Array.from({ length: 16 }, (_, i) => `<line x1="${236 + i * 21}" x2="${236 + i * 21}" y1="250" y2="312" stroke="${shade(s.accent, -0.25)}" stroke-width="3"/>`),
    `<path d="M236 318 L564 318 L564 664 A164 28 0 0 1 236 664 Z" fill="url(#${id}c)"/>`,
    face(s, { x: 262, y: 336, w: 276, h: 320 }),
  ].join(''),
});

export const bowl: Drawer = (s, id) => {
  const inside = s.view === 'detail' ? '#b07a45' : shade(s.colour, -0.3);
  const kibble = Array.from({ length: 14 }, (_, i) => {
    const x = 300 + ((i * 53) % 200);
    const y = 440 + ((i * 29) % 36);
    return `<ellipse cx="${x}" cy="${y}" rx="20" ry="13" fill="${i % 3 ? '#a8703e' : '#8a5a2f'}"/>`;
  }).join('');
  return {
    defs: cylinder(`${id}c`, s.colour) + radial(`${id}i`, [[0, shade(inside, 0.2)], [1, shade(inside, -0.2)]], 0.5, 0.4),
    body: [
      floorShadow(400, 680, 250),
      `<path d="M150 450 L650 450 L590 660 Q400 700 210 660 Z" fill="url(#${id}c)"/>`,
      `<ellipse cx="400" cy="450" rx="250" ry="70" fill="${shade(s.colour, 0.25)}"/>`,
      `<ellipse cx="400" cy="455" rx="212" ry="54" fill="url(#${id}i)"/>`,
      s.kind === 'bowl' && s.view !== 'duo' ? kibble : '',
      `<path d="M176 520 Q400 570 624 520" stroke="${s.accent}" stroke-width="14" fill="none" opacity="0.9"/>`,
    ].join(''),
  };
};
