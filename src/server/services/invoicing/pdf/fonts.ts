// The Arabic font embedded in every PDF (Noto Naskh Arabic from @fontsource, Arabic and Latin
// subsets), as data URLs, so the page renders the same without network or system fonts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FACES: Array<{ subset: 'arabic' | 'latin'; weight: 400 | 700 }> = [
  { subset: 'arabic', weight: 400 }, { subset: 'arabic', weight: 700 }, { subset: 'latin', weight: 400 }, { subset: 'latin', weight: 700 },
];

let css: string | null = null;

export function embeddedFontCss(): string {
  if (css) return css;
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')), 'files');
  css = FACES.map(({ subset, weight }) => {
    const data = readFileSync(path.join(dir, `noto-naskh-arabic-${subset}-${weight}-normal.woff2`)).toString('base64');
    const range = subset === 'arabic' ? 'U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF, U+200C-200F' : 'U+0000-00FF, U+2000-206F, U+20AC';
    return `@font-face{font-family:'Invoice Naskh';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
  }).join('\n');
  return css;
}
