import type { ProductTab } from '../../../../../shared/api-types';
import type { TextKind } from '../family';
import { BRUSH, GROOMING, HEALTH, LITTER } from './care';
import { CHEW, DRY, TREAT, WET } from './food';
import { BED, BOWL, CARRIER, LITTER_BOX, SCRATCHER, TOY, WEAR } from './goods';
import { escapeMarkup } from '../../../../../shared/escape-markup';
import { p, type TextContext, type TextSet } from './html';

// Assembles the copy of one product from its kind's text set. The number of tabs varies
// (1 to 3) so the storefront meets products with a single tab as well as full ones.

const SETS: Record<TextKind, TextSet> = {
  dry: DRY,
  wet: WET,
  treat: TREAT,
  chew: CHEW,
  toy: TOY,
  grooming: GROOMING,
  brush: BRUSH,
  bed: BED,
  bowl: BOWL,
  wear: WEAR,
  health: HEALTH,
  litter: LITTER,
  'litter-box': LITTER_BOX,
  scratcher: SCRATCHER,
  carrier: CARRIER,
};

export interface ProductTexts {
  excerpt: string;
  metaDescription: string;
  introduction: string;
  tabs: ProductTab[];
}

export function productTexts(kind: TextKind, ctx: TextContext): ProductTexts {
  const set = SETS[kind];
  const lead = set.excerpt(ctx);
  const extra = set.tabs(ctx);
  const keep = ctx.rng.chance(0.15) ? 0 : ctx.rng.chance(0.2) ? Math.min(1, extra.length) : extra.length;
  return {
    excerpt: `<p>${escapeMarkup(lead)}</p>`,
    metaDescription: `${ctx.name}: ${lead} Trade prices for UAE retailers at Petora.`.slice(0, 300),
    introduction: set.intro(ctx).map(p).join(''),
    tabs: [{ tab_name: 'Description', content: set.description(ctx) }, ...extra.slice(0, keep).map(([tab_name, content]) => ({ tab_name, content }))],
  };
}

export type { TextContext } from './html';
