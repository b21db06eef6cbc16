// Small pictograms drawn in a 100 x 100 box, placed with a transform. Packs, logos and
// banners share them so the generated shop has one consistent visual language.

export type IconName = 'paw' | 'dog' | 'cat' | 'bone' | 'fish' | 'leaf' | 'heart' | 'star' | 'drop' | 'crown';

const PATHS: Record<IconName, string> = {
  paw:
    '<ellipse cx="50" cy="66" rx="22" ry="18"/><ellipse cx="24" cy="42" rx="9" ry="12"/>' +
    '<ellipse cx="40" cy="26" rx="9" ry="12"/><ellipse cx="60" cy="26" rx="9" ry="12"/>' +
    '<ellipse cx="76" cy="42" rx="9" ry="12"/>',
  dog:
    '<ellipse cx="50" cy="52" rx="27" ry="30"/>' +
    '<path d="M26 30 Q8 26 6 52 Q6 70 18 72 Q26 60 28 44 Z"/><path d="M74 30 Q92 26 94 52 Q94 70 82 72 Q74 60 72 44 Z"/>' +
    '<ellipse cx="50" cy="74" rx="15" ry="12" fill="#ffffff" fill-opacity="0.35"/>' +
    '<circle cx="39" cy="48" r="4" fill="#ffffff"/><circle cx="61" cy="48" r="4" fill="#ffffff"/>' +
    '<ellipse cx="50" cy="68" rx="7" ry="5" fill="#1f2933" fill-opacity="0.7"/>',
  cat:
    '<path d="M22 30 L28 4 L44 24 Q50 22 56 24 L72 4 L78 30 Q86 44 82 60 Q76 88 50 88 Q24 88 18 60 Q14 44 22 30 Z"/>' +
    '<circle cx="38" cy="54" r="4" fill="#ffffff"/><circle cx="62" cy="54" r="4" fill="#ffffff"/>' +
    '<path d="M30 66 L8 62 M30 72 L10 76 M70 66 L92 62 M70 72 L90 76" stroke-width="3" stroke-opacity="0.6" fill="none"/>',
  bone:
    '<path d="M22 36 A12 12 0 1 1 34 26 L66 26 A12 12 0 1 1 78 36 A12 12 0 1 1 78 64 ' +
    'A12 12 0 1 1 66 74 L34 74 A12 12 0 1 1 22 64 A12 12 0 1 1 22 36 Z" transform="translate(0 0)"/>',
  fish: '<path d="M8 50 Q40 14 74 42 L94 26 L90 50 L94 74 L74 58 Q40 86 8 50 Z"/><circle cx="28" cy="46" r="4" fill-opacity="0.4"/>',
  leaf: '<path d="M14 86 Q10 20 86 12 Q84 80 20 84 Z"/><path d="M18 82 L70 28" stroke-width="4" stroke-opacity="0.45" fill="none"/>',
  heart: '<path d="M50 86 L14 50 A20 20 0 0 1 50 22 A20 20 0 0 1 86 50 Z"/>',
  star: '<path d="M50 6 L62 38 L96 38 L68 58 L79 92 L50 72 L21 92 L32 58 L4 38 L38 38 Z"/>',
  drop: '<path d="M50 6 Q82 48 82 64 A32 32 0 0 1 18 64 Q18 48 50 6 Z"/>',
  crown: '<path d="M8 80 L14 26 L34 50 L50 16 L66 50 L86 26 L92 80 Z"/>',
};

export function icon(name: IconName, x: number, y: number, size: number, fill: string, opacity = 1): string {
  const scale = size / 100;
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})" fill="${fill}" stroke="${fill}" ` +
    `stroke-width="0" opacity="${opacity}" stroke-linecap="round">${PATHS[name]}</g>`
  );
}

/** A repeated scatter of small icons, used as a pack or banner texture. */
export function iconPattern(name: IconName, box: { x: number; y: number; w: number; h: number }, fill: string, step = 90): string {
  const parts: string[] = [];
  let row = 0;
  for (let y = box.y; y < box.y + box.h; y += step, row += 1) {
    for (let x = box.x + (row % 2 ? step / 2 : 0); x < box.x + box.w; x += step) {
      parts.push(icon(name, x, y, step * 0.32, fill, 0.12));
    }
  }
  return parts.join('');
}
