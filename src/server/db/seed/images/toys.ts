import { floorShadow, radial, shade } from './svg';
import type { Drawer } from './types';

// Toys and chews: rounded, glossy shapes lit from the top left.

function gloss(id: string, colour: string): string {
  return radial(id, [[0, shade(colour, 0.45)], [0.55, colour], [1, shade(colour, -0.4)]]);
}

export const ball: Drawer = (s, id) => ({
  defs: gloss(`${id}g`, s.colour),
  body: [
    floorShadow(400, 672, 170, 22),
    `<circle cx="400" cy="450" r="220" fill="url(#${id}g)"/>`,
    `<path d="M220 330 Q400 470 220 600" stroke="${s.accent}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    `<path d="M580 300 Q400 450 580 600" stroke="${s.accent}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    ...[[330, 430], [470, 380], [440, 540], [360, 300]].map(
      ([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${shade(s.colour, -0.3)}" opacity="0.55"/>`,
    ),
  ].join(''),
});

function ropeSegment(x1: number, y1: number, x2: number, y2: number, a: string, b: string): string {
  const path = `M${x1} ${y1} Q400 ${Math.min(y1, y2) - 140} ${x2} ${y2}`;
  return (
    `<path d="${path}" stroke="${a}" stroke-width="64" fill="none" stroke-linecap="round"/>` +
    `<path d="${path}" stroke="${b}" stroke-width="64" fill="none" stroke-dasharray="18 22"/>` +
    `<path d="${path}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.25" stroke-dasharray="6 34"/>`
  );
}

export const rope: Drawer = (s) => ({
  defs: '',
  body: [
    floorShadow(400, 680, 260, 20),
    ropeSegment(190, 560, 610, 560, s.colour, s.accent),
    `<circle cx="170" cy="580" r="64" fill="${shade(s.colour, -0.1)}"/><circle cx="170" cy="580" r="64" fill="none" stroke="${s.accent}" stroke-width="14" stroke-dasharray="14 16"/>`,
    `<circle cx="630" cy="580" r="64" fill="${shade(s.colour, -0.1)}"/><circle cx="630" cy="580" r="64" fill="none" stroke="${s.accent}" stroke-width="14" stroke-dasharray="14 16"/>`,
    ...[110, 140, 660, 690].map((x, i) => `<path d="M${x} 640 q${i % 2 ? 10 : -10} 40 ${i % 2 ? 4 : -4} 60" stroke="${i < 2 ? s.colour : s.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`),
  ].join(''),
});

export const chew: Drawer = (s, id) => ({
  defs: gloss(`${id}g`, s.colour),
  body: [
    floorShadow(400, 650, 250, 22),
    `<path d="M240 390 A70 70 0 1 1 300 300 L500 300 A70 70 0 1 1 560 390 A70 70 0 1 1 500 480 L300 480 A70 70 0 1 1 240 390 Z" ` +
      `fill="url(#${id}g)" stroke="${shade(s.colour, -0.25)}" stroke-width="4" transform="translate(0 120)"/>`,
    ...Array.from({ length: 9 }, (_, i) => `<path d="M${310 + i * 22} 440 l10 20 l-10 20 l10 20 l-10 20 l10 20" stroke="${shade(s.colour, -0.2)}" stroke-width="4" fill="none"/>`),
    `<rect x="300" y="430" width="200" height="16" rx="8" fill="${s.accent}" opacity="0.75"/>`,
  ].join(''),
});

export const plush: Drawer = (s, id) => ({
  defs: gloss(`${id}g`, s.colour),
  body: [
    floorShadow(400, 680, 230, 22),
    `<ellipse cx="400" cy="520" rx="220" ry="150" fill="url(#${id}g)"/>`,
    `<circle cx="250" cy="360" r="66" fill="${s.colour}"/><circle cx="250" cy="360" r="36" fill="${s.accent}"/>`,
    `<circle cx="400" cy="330" r="70" fill="${s.colour}"/><circle cx="400" cy="330" r="38" fill="${s.accent}"/>`,
    `<circle cx="300" cy="500" r="18" fill="#1f2933"/><circle cx="306" cy="494" r="6" fill="#ffffff"/>`,
    `<ellipse cx="200" cy="540" rx="22" ry="16" fill="#1f2933"/>`,
    `<path d="M612 540 Q700 520 690 440" stroke="${shade(s.colour, -0.2)}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
    `<path d="M380 600 q40 30 80 0" stroke="${shade(s.colour, -0.3)}" stroke-width="6" fill="none" stroke-dasharray="8 8"/>`,
  ].join(''),
});

export const wand: Drawer = (s) => {
  const feathers = [-40, -20, 0, 20, 40].map(
    (angle, i) =>
      `<ellipse cx="560" cy="230" rx="34" ry="120" fill="${i % 2 ? s.accent : s.colour}" transform="rotate(${angle + 30} 560 330)" opacity="0.92"/>`,
  );
  return {
    defs: '',
    body: [
      floorShadow(360, 690, 220, 18),
      `<line x1="160" y1="680" x2="520" y2="360" stroke="#8a5a2f" stroke-width="18" stroke-linecap="round"/>`,
      `<rect x="140" y="620" width="70" height="40" rx="12" fill="${s.accent}" transform="rotate(-41 175 640)"/>`,
      `<path d="M520 360 Q560 330 560 330" stroke="#5b6770" stroke-width="4" fill="none"/>`,
      ...feathers,
      `<circle cx="560" cy="335" r="22" fill="${shade(s.colour, -0.3)}"/>`,
    ].join(''),
  };
};
