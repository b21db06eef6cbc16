import { icon } from './icons';
import { placeProducts, type Placed } from './scene';
import { linear, shade, SOFT_FILTER, svgDoc, text } from './svg';
import type { PackshotKind, PackshotSpec } from './types';

// The two About page pictures: the Dubai warehouse and the delivery fleet, 1200 x 800.

export const ABOUT_SIZE = { width: 1200, height: 800 } as const;

const STOCK: Array<[PackshotKind, string, string, string]> = [
  ['dry-bag', '#1f5f5b', '#f28c28', 'Nordhaven'],
  ['can', '#4f772d', '#ecf39e', 'Meadowfeast'],
  ['litter-bag', '#6b705c', '#ddbea9', 'Sandora'],
  ['treat-pack', '#b5542c', '#f2c14e', 'Dunecrest'],
  ['dry-bag', '#5b3a82', '#f4a6c6', 'Purrfield'],
  ['supplement', '#0f4c5c', '#5fa8d3', 'Vetrona'],
];

function shelfItems(rackX: number, shelfYs: number[], offset: number): Placed[] {
  return shelfYs.flatMap((floor, row) =>
    Array.from({ length: 5 }, (_, col) => {
      const [kind, colour, accent, brand] = STOCK[(row * 2 + col + offset) % STOCK.length];
      const spec: PackshotSpec = { kind, view: 'front', colour, accent, brand, label: brand, caption: 'Trade case', badge: '', pet: col % 2 ? 'cat' : 'dog' };
      return { spec, x: rackX + 50 + col * 84, floor, scale: 0.16 };
    }),
  );
}

export function warehouseSvg(): string {
  const { width, height } = ABOUT_SIZE;
  const shelves = [250, 420, 590];
  const racks = [90, 640];
  const art = placeProducts([...shelfItems(racks[0], shelves, 0), ...shelfItems(racks[1], shelves, 3)], 'w');
  const frame = racks
    .map((x) => {
      const beams = shelves.map((y) => `<rect x="${x - 10}" y="${y}" width="470" height="16" fill="#1b6ca8"/>`).join('');
      return `<rect x="${x - 18}" y="110" width="16" height="560" fill="#f28c28"/><rect x="${x + 452}" y="110" width="16" height="560" fill="#f28c28"/>${beams}`;
    })
    .join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    `<rect y="660" width="${width}" height="140" fill="#c9ced6"/>`,
    `<line x1="0" y1="720" x2="${width}" y2="720" stroke="#f2c14e" stroke-width="10" stroke-dasharray="60 40"/>`,
    frame,
    art.body,
    `<rect x="440" y="40" width="320" height="60" rx="10" fill="#1f3b4d"/>`,
    text(600, 81, 'PETORA  DUBAI DC', { size: 28, weight: 'bold', fill: '#ffffff', spacing: 3 }),
  ];
  return svgDoc(width, height, body.join(''), SOFT_FILTER + linear('wall', [[0, '#eef1f4'], [1, '#dfe4ea']], true) + art.defs);
}

function skyline(): string {
  const towers = [
    [40, 300], [120, 360], [190, 250], [260, 330], [340, 200], [420, 280], [700, 310], [780, 230], [860, 350], [950, 270], [1040, 330], [1110, 260],
  ];
  const blocks = towers.map(([x, h]) => `<rect x="${x}" y="${560 - h}" width="62" height="${h}" fill="#2d3a56"/>`).join('');
  // The tall needle tower is the city's most recognisable shape.
  const needle = '<path d="M560 560 L560 240 L575 240 L588 60 L600 240 L615 240 L615 560 Z" fill="#26324b"/>';
  return blocks + needle;
}

export function fleetSvg(): string {
  const { width, height } = ABOUT_SIZE;
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="960" cy="180" r="70" fill="#f6d55c" opacity="0.9"/>`,
    skyline(),
    `<rect y="560" width="${width}" height="240" fill="#39424e"/>`,
    `<line x1="0" y1="680" x2="${width}" y2="680" stroke="#f4efe4" stroke-width="8" stroke-dasharray="70 50"/>`,
    `<ellipse cx="600" cy="700" rx="380" ry="24" fill="#000000" opacity="0.3" filter="url(#soft)"/>`,
    `<path d="M260 430 L760 430 L760 680 L260 680 Z" fill="#ffffff"/>`,
    `<path d="M760 480 L880 480 Q930 500 950 580 L950 680 L760 680 Z" fill="#f4f6f8"/>`,
    `<path d="M780 500 L870 500 Q905 515 918 580 L780 580 Z" fill="#9ad1d4"/>`,
    `<rect x="260" y="600" width="690" height="26" fill="${shade('#1b6ca8', -0.1)}"/>`,
    icon('paw', 280, 462, 96, '#f28c28'),
    text(580, 530, 'PETORA', { size: 72, weight: 'bold', fill: '#1f3b4d', spacing: 4 }),
    text(580, 575, 'Pet supplies for the trade', { size: 26, fill: '#3e4c59' }),
    ...[360, 840].map((x) => `<circle cx="${x}" cy="690" r="52" fill="#1f2933"/><circle cx="${x}" cy="690" r="22" fill="#c9ced6"/>`),
  ];
  return svgDoc(width, height, body.join(''), SOFT_FILTER + linear('sky', [[0, '#f5a35c'], [0.6, '#f7c59f'], [1, '#fde8d0']], true));
}
