import { brush, collar, leash } from './accessories';
import { bowl, can, shampoo, supplement } from './containers';
import { bed, carrier, litterBox, scratcher } from './home-goods';
import { dryBag, litterBag, pouch, treatPack } from './packs';
import { linear, shade, SOFT_FILTER, svgDoc } from './svg';
import { ball, chew, plush, rope, wand } from './toys';
import type { Drawer, Drawing, PackshotKind, PackshotSpec } from './types';

// Assembles an 800 x 800 studio packshot: light backdrop, the product, and the framing the
// view asks for (a close crop or two colourways side by side).

export const PACKSHOT_SIZE = 800;

const DRAWERS: Record<PackshotKind, Drawer> = {
  'dry-bag': dryBag,
  pouch,
  'treat-pack': treatPack,
  'litter-bag': litterBag,
  can,
  shampoo,
  supplement,
  bowl,
  ball,
  rope,
  chew,
  plush,
  wand,
  bed,
  scratcher,
  'litter-box': litterBox,
  carrier,
  collar,
  leash,
  brush,
};

function backdrop(spec: PackshotSpec): Drawing {
  const tint = shade(spec.colour, 0.93);
  return {
    defs: SOFT_FILTER + linear('bg', [[0, '#fbfbf9'], [0.72, tint], [1, shade(tint, -0.06)]], true),
    body: '<rect width="800" height="800" fill="url(#bg)"/><rect y="700" width="800" height="100" fill="#000000" opacity="0.025"/>',
  };
}

/** The product alone, without backdrop, for banners and scenes. */
export function drawProduct(spec: PackshotSpec, id: string): Drawing {
  return DRAWERS[spec.kind](spec, id);
}

function framed(spec: PackshotSpec): Drawing {
  const draw = DRAWERS[spec.kind];
  if (spec.view === 'detail') {
    const inner = draw({ ...spec, view: 'front' }, 'p');
    return { defs: inner.defs, body: `<g transform="translate(-240 -288) scale(1.6)">${inner.body}</g>` };
  }
  if (spec.view === 'duo') {
    const left = draw({ ...spec, view: 'front' }, 'l');
    const right = draw({ ...spec, view: 'front', colour: spec.accent, accent: spec.colour }, 'r');
    return {
      defs: left.defs + right.defs,
      body:
        `<g transform="translate(-60 197) scale(0.7)">${left.body}</g>` +
        `<g transform="translate(300 197) scale(0.7)">${right.body}</g>`,
    };
  }
  return draw(spec, 'p');
}

export function packshotSvg(spec: PackshotSpec): string {
  const ground = backdrop(spec);
  const product = framed(spec);
  return svgDoc(PACKSHOT_SIZE, PACKSHOT_SIZE, ground.body + product.body, ground.defs + product.defs);
}
