import { icon } from './icons';
import { frontLabel, infoPanel, type Box } from './labels';
import { floorShadow, linear, shade } from './svg';
import type { Drawer, PackshotSpec } from './types';

// Flexible packs: stand-up bags and pouches. Each gets a side-lit gradient so it reads as a
// filled bag rather than a flat card.

function face(s: PackshotSpec, box: Box): string {
  return s.view === 'back' ? infoPanel(s, box) : frontLabel(s, box);
}

function bagGradient(id: string, colour: string): string {
  return linear(id, [
    [0, shade(colour, -0.28)],
    [0.12, colour],
    [0.55, shade(colour, 0.12)],
    [0.9, colour],
    [1, shade(colour, -0.35)],
  ]);
}

function crimp(x1: number, x2: number, y: number, colour: string): string {
  const teeth: string[] = [];
  for (let x = x1; x < x2; x += 14) teeth.push(`L${x + 7} ${y + 8} L${x + 14} ${y}`);
  return `<path d="M${x1} ${y} ${teeth.join(' ')}" stroke="${shade(colour, -0.3)}" stroke-width="3" fill="none"/>`;
}

export const dryBag: Drawer = (s, id) => {
  const body =
    `M236 150 Q400 132 564 150 L584 640 Q590 690 540 692 L260 692 Q210 690 216 640 Z`;
  return {
    defs: bagGradient(`${id}b`, s.colour),
    body: [
      floorShadow(400, 696, 200),
      `<path d="${body}" fill="url(#${id}b)"/>`,
      `<path d="M236 150 Q400 132 564 150 L566 200 Q400 184 234 200 Z" fill="${shade(s.colour, -0.15)}"/>`,
      crimp(240, 560, 172, s.colour),
      face(s, { x: 250, y: 210, w: 300, h: 460 }),
    ].join(''),
  };
};

export const pouch: Drawer = (s, id) => ({
  defs: bagGradient(`${id}b`, s.colour),
  body: [
    floorShadow(400, 696, 150),
    `<path d="M270 250 L530 250 L548 650 Q550 690 515 692 L285 692 Q250 690 252 650 Z" fill="url(#${id}b)"/>`,
    `<path d="M270 250 L530 250 L532 286 L268 286 Z" fill="${shade(s.colour, -0.18)}"/>`,
    `<path d="M530 262 l-12 8 l12 8" fill="#f4f1ea"/>`,
    face(s, { x: 278, y: 296, w: 244, h: 380 }),
  ].join(''),
});

export const treatPack: Drawer = (s, id) => {
  const window =
    s.view === 'back'
      ? ''
      : `<rect x="330" y="580" width="140" height="70" rx="34" fill="#f4efe4" stroke="${shade(s.colour, -0.3)}" stroke-width="3"/>` +
        [0, 1, 2].map((i) => icon('bone', 342 + i * 40, 598, 36, '#b07a45')).join('');
  return {
    defs: bagGradient(`${id}b`, s.colour),
    body: [
      floorShadow(400, 696, 170),
      `<path d="M252 190 L548 190 L562 640 Q564 690 520 692 L280 692 Q236 690 238 640 Z" fill="url(#${id}b)"/>`,
      `<rect x="252" y="190" width="296" height="34" fill="${shade(s.colour, -0.2)}"/>`,
      `<line x1="258" x2="542" y1="240" y2="240" stroke="${shade(s.colour, -0.35)}" stroke-width="5" stroke-dasharray="2 6"/>`,
      face(s, { x: 262, y: 250, w: 276, h: s.view === 'back' ? 420 : 320 }),
      window,
    ].join(''),
  };
};

export const litterBag: Drawer = (s, id) => ({
  defs: bagGradient(`${id}b`, s.colour),
  body: [
    floorShadow(400, 696, 210),
    `<path d="M222 120 L578 120 L590 660 Q590 692 556 692 L244 692 Q210 692 210 660 Z" fill="url(#${id}b)"/>`,
    `<rect x="222" y="120" width="356" height="70" fill="${shade(s.colour, -0.18)}"/>`,
    `<rect x="350" y="138" width="100" height="30" rx="15" fill="#f4f1ea"/>`,
    face(s, { x: 240, y: 205, w: 320, h: 470 }),
  ].join(''),
});
