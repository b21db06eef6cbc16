// Building blocks for the SVG scenes that sharp turns into WebP. librsvg renders them, so
// only plain SVG 1.1 features are used (gradients, paths, text with installed fonts).
import { escapeMarkup } from '../../../../shared/escape-markup';

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

export interface TextStyle {
  size: number;
  fill?: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${style.family ?? FONT}"`,
    `font-size="${style.size}"`,
    `fill="${style.fill ?? '#1f2933'}"`,
    `text-anchor="${style.anchor ?? 'middle'}"`,
  ];
  if (style.weight === 'bold') attrs.push('font-weight="bold"');
  if (style.italic) attrs.push('font-style="italic"');
  if (style.spacing) attrs.push(`letter-spacing="${style.spacing}"`);
  if (style.opacity !== undefined) attrs.push(`opacity="${style.opacity}"`);
  return `<text ${attrs.join(' ')}>${escapeMarkup(content)}</text>`;
}

/** Font size that keeps `content` within `maxWidth` (average glyph width ~0.56 em). */
export function fitSize(content: string, maxWidth: number, preferred: number, bold = true): number {
  const perChar = bold ? 0.62 : 0.55;
  return Math.max(10, Math.min(preferred, Math.floor(maxWidth / (Math.max(content.length, 1) * perChar))));
}

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const ratio = Math.min(1, Math.abs(amount));
  const parts = [0, 1, 2].map((i) => {
    const value = Math.round(channel(hex, i) + (target - channel(hex, i)) * ratio);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

/** Black or white, whichever reads better on `hex`. */
export function inkOn(hex: string): string {
  const luminance = 0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2);
  return luminance > 160 ? '#1f2933' : '#ffffff';
}

export function linear(id: string, stops: Array<[number, string]>, vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" ${dir}>${body}</linearGradient>`;
}

export function radial(id: string, stops: Array<[number, string]>, cx = 0.35, cy = 0.35): string {
  const body = stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.75">${body}</radialGradient>`;
}

/** Soft contact shadow under an object standing on the studio floor. */
export function floorShadow(cx: number, cy: number, rx: number, ry = 26): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#1f2933" opacity="0.16" filter="url(#soft)"/>`;
}

export const SOFT_FILTER = '<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>';

/** Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. */
export function wrap(content: string, maxChars: number, maxLines = 2): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
  return kept;
}
