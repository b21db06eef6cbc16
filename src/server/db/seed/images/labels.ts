import { hashString } from '../random';
import { icon } from './icons';
import { fitSize, inkOn, shade, text, wrap } from './svg';
import type { PackshotSpec } from './types';

// The printed faces of packs: the front with brand, line and badge, and the back with an
// analysis table and a barcode. Pack shapes call these with the flat area they offer.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const FOOD_KINDS = new Set(['dry-bag', 'pouch', 'can', 'treat-pack']);

export function brandMark(s: PackshotSpec, box: Box, fill = inkOn(s.colour)): string {
  const size = fitSize(s.brand.toUpperCase(), box.w * 0.92, box.h * 0.12);
  return text(box.x + box.w / 2, box.y + size, s.brand.toUpperCase(), { size, fill, weight: 'bold', spacing: 2 });
}

export function frontLabel(s: PackshotSpec, box: Box): string {
  const cx = box.x + box.w / 2;
  const brandSize = fitSize(s.brand.toUpperCase(), box.w * 0.92, box.h * 0.12);
  const panelY = box.y + brandSize * 1.6;
  const panelH = box.h * 0.56;
  const lines = wrap(s.label, Math.max(8, Math.floor(box.w / 24)), 3);
  const lineSize = Math.min(fitSize(lines.reduce((a, b) => (b.length > a.length ? b : a), ''), box.w * 0.8, box.h * 0.085), 44);
  const iconSize = Math.min(box.w * 0.3, panelH * 0.34);
  const parts = [
    brandMark(s, box),
    `<rect x="${box.x + box.w * 0.06}" y="${panelY}" width="${box.w * 0.88}" height="${panelH}" rx="${box.w * 0.06}" fill="#fbfaf6"/>`,
    icon(s.pet, cx - iconSize / 2, panelY + panelH * 0.06, iconSize, s.accent),
  ];
  const textTop = panelY + panelH * 0.1 + iconSize + lineSize;
  lines.forEach((line, i) => {
    parts.push(text(cx, textTop + i * lineSize * 1.15, line, { size: lineSize, weight: 'bold', fill: '#1f2933' }));
  });
  const ribbonY = panelY + panelH + box.h * 0.04;
  const ribbonH = box.h * 0.1;
  const captionSize = fitSize(s.caption.toUpperCase(), box.w * 0.8, ribbonH * 0.5);
  parts.push(
    `<rect x="${box.x}" y="${ribbonY}" width="${box.w}" height="${ribbonH}" fill="${s.accent}"/>`,
    text(cx, ribbonY + ribbonH / 2 + captionSize * 0.36, s.caption.toUpperCase(), {
      size: captionSize,
      weight: 'bold',
      fill: inkOn(s.accent),
      spacing: 1,
    }),
  );
  if (s.badge) {
    const r = Math.min(box.w * 0.13, 58);
    // A sticker on the panel's upper corner, clear of the caption ribbon.
    const bx = box.x + box.w * 0.94 - r * 0.55;
    const by = panelY + r * 0.55;
    parts.push(
      `<circle cx="${bx}" cy="${by}" r="${r}" fill="${shade(s.accent, -0.25)}" stroke="#ffffff" stroke-width="4"/>`,
      text(bx, by + r * 0.16, s.badge, { size: fitSize(s.badge, r * 1.6, r * 0.55), weight: 'bold', fill: '#ffffff' }),
    );
  }
  return parts.join('');
}

function barcode(x: number, y: number, w: number, h: number, seed: string): string {
  const bars: string[] = [`<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="#ffffff"/>`];
  let hash = hashString(seed);
  for (let at = x; at < x + w; ) {
    const width = 2 + (hash % 4);
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) >>> 0;
    if (hash % 3 !== 0) bars.push(`<rect x="${at}" y="${y}" width="${width}" height="${h}" fill="#1f2933"/>`);
    at += width + 1;
  }
  return bars.join('');
}

export function infoPanel(s: PackshotSpec, box: Box): string {
  const cx = box.x + box.w / 2;
  const seed = hashString(s.label + s.brand);
  const inner = { x: box.x + box.w * 0.07, w: box.w * 0.86 };
  const headY = box.y + box.h * 0.22;
  const headSize = Math.min(26, fitSize('GUARANTEED ANALYSIS', inner.w * 0.9, 26));
  const isFood = FOOD_KINDS.has(s.kind);
  const parts = [
    brandMark(s, box),
    `<rect x="${inner.x}" y="${headY - headSize * 1.4}" width="${inner.w}" height="${box.h * 0.56}" rx="10" fill="#fbfaf6"/>`,
    text(cx, headY, isFood ? 'GUARANTEED ANALYSIS' : 'DIRECTIONS FOR USE', { size: headSize, weight: 'bold', fill: s.accent }),
  ];
  const rowH = box.h * 0.07;
  const rows = isFood
    ? [`Crude protein`, `Crude fat`, `Crude fibre`, `Moisture`, `Ash`].map((name, i) => [name, `${[22, 12, 3, 10, 7][i] + ((seed >>> (i * 3)) % 8)}%`])
    : [];
  rows.forEach(([name, value], i) => {
    const y = headY + rowH * (i + 1);
    parts.push(
      text(inner.x + 14, y, name, { size: rowH * 0.46, anchor: 'start', fill: '#3e4c59' }),
      text(inner.x + inner.w - 14, y, value, { size: rowH * 0.46, anchor: 'end', weight: 'bold', fill: '#1f2933' }),
      `<line x1="${inner.x + 10}" x2="${inner.x + inner.w - 10}" y1="${y + rowH * 0.28}" y2="${y + rowH * 0.28}" stroke="#cbd2d9" stroke-width="2"/>`,
    );
  });
  if (!isFood) {
    for (let i = 0; i < 6; i += 1) {
      const width = inner.w * (0.55 + ((seed >>> i) % 35) / 100);
      parts.push(`<rect x="${inner.x + 14}" y="${headY + rowH * (i + 0.5)}" width="${width - 28}" height="${rowH * 0.3}" rx="4" fill="#cbd2d9"/>`);
    }
  }
  parts.push(barcode(cx - box.w * 0.25, box.y + box.h * 0.82, box.w * 0.5, box.h * 0.1, s.label));
  return parts.join('');
}
