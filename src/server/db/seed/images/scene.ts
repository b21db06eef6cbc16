import { drawProduct } from './packshot';
import { fitSize, inkOn, text } from './svg';
import type { Drawing, PackshotSpec } from './types';

// Shared pieces of the marketing images: products placed on a floor line, buttons, stickers.

export interface Placed {
  spec: PackshotSpec;
  /** Centre x and floor y on the target canvas, and the scale against the 800 packshot. */
  x: number;
  floor: number;
  scale: number;
}

export function placeProducts(items: Placed[], prefix: string): Drawing {
  const defs: string[] = [];
  const body: string[] = [];
  items.forEach((item, i) => {
    const drawing = drawProduct(item.spec, `${prefix}${i}`);
    const tx = item.x - 400 * item.scale;
    const ty = item.floor - 690 * item.scale;
    defs.push(drawing.defs);
    body.push(`<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${item.scale})">${drawing.body}</g>`);
  });
  return { defs: defs.join(''), body: body.join('') };
}

export function button(x: number, y: number, label: string, fill: string, size: number): string {
  const width = label.length * size * 0.62 + size * 2.4;
  const height = size * 2.6;
  return (
    `<rect x="${x}" y="${y}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" rx="${height / 2}" fill="${fill}"/>` +
    text(x + width / 2, y + height / 2 + size * 0.36, label, { size, weight: 'bold', fill: inkOn(fill) })
  );
}

/** A round "15% OFF" style sticker. */
export function burst(cx: number, cy: number, r: number, big: string, small: string, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 32; i += 1) {
    const radius = i % 2 ? r * 0.88 : r;
    const angle = (Math.PI * i) / 16;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return (
    `<polygon points="${points.join(' ')}" fill="${fill}"/>` +
    text(cx, cy + r * 0.12, big, { size: fitSize(big, r * 1.5, r * 0.6), weight: 'bold', fill: inkOn(fill) }) +
    text(cx, cy + r * 0.48, small, { size: r * 0.26, weight: 'bold', fill: inkOn(fill), spacing: 1 })
  );
}

export function multiline(x: number, y: number, lines: string[], size: number, fill: string, anchor: 'start' | 'middle' = 'start'): string {
  return lines.map((line, i) => text(x, y + i * size * 1.12, line, { size, weight: 'bold', fill, anchor })).join('');
}

