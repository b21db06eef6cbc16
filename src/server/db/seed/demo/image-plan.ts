import { packshotName } from '../images/encode';
import { PACKAGED_KINDS, type PackshotSpec } from '../images/types';
import type { Rng } from '../random';
import { COLOURS } from './attributes';
import type { DemoBrand } from './brands';
import type { Family } from './family';

// Which packshots a product shows. Packs print the product line, so their fronts are drawn
// per product; hard goods are drawn per brand and colour and shared between products, which
// keeps the number of images to render (and the first start) small.

export interface ImagePlan {
  specs: PackshotSpec[];
  /** Media name of the picture for a colour or option, used as a variant thumbnail. */
  thumbnailFor(option: string): string | null;
}

const ACCENTS = ['#f2c14e', '#ffffff', '#22272e'];

function unique(specs: PackshotSpec[]): PackshotSpec[] {
  const seen = new Set<string>();
  return specs.filter((spec) => {
    const name = packshotName(spec);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

function packPlan(family: Family, brand: DemoBrand, item: string, index: number, options: string[], rng: Rng): ImagePlan {
  const colours = family.packColours ?? [brand.colour];
  const colour = colours[index % colours.length];
  const sized = family.plan.kind === 'options' && (family.plan.type === 'weight' || family.plan.type === 'volume');
  const base: PackshotSpec = {
    kind: family.kind, view: 'front', colour, accent: brand.accent, brand: brand.name, label: item,
    caption: family.noun.replace(/\s*\d.*$/, '') || family.pet, badge: sized ? options[0] : '', pet: family.pet,
  };
  const largest = sized && options.length > 1 ? { ...base, badge: options[options.length - 1] } : null;
  const specs: PackshotSpec[] = [base];
  if (largest && rng.chance(0.25)) specs.push(largest);
  // The back of a pack does not print the product line, so one back serves a whole range.
  if (rng.chance(0.35)) specs.push({ ...base, view: 'back', label: family.noun, badge: '' });
  if (rng.chance(0.15)) specs.push({ ...base, view: 'detail' });
  if (rng.chance(0.15)) specs.push({ ...base, view: 'duo', accent: colours[(index + 1) % colours.length] });
  const names = new Map(specs.filter((s) => s.view === 'front').map((s) => [s.badge, packshotName(s)]));
  return { specs: unique(specs), thumbnailFor: (option) => names.get(option) ?? null };
}

function goodsPlan(family: Family, brand: DemoBrand, colourNames: string[], index: number, rng: Rng): ImagePlan {
  const accent = family.kind === 'ball' || family.kind === 'rope' ? ACCENTS[index % 2] : brand.accent;
  const front = (name: string): PackshotSpec => ({
    kind: family.kind, view: 'front', colour: COLOURS[name] ?? brand.colour, accent, brand: brand.name, label: '', caption: '', badge: '', pet: family.pet,
  });
  const names = colourNames.length ? colourNames : [''];
  const fronts = names.map((name) => (name ? front(name) : { ...front(''), colour: family.packColours?.[index % family.packColours.length] ?? brand.colour }));
  const specs = [...fronts.slice(0, 4)];
  if (fronts.length > 1 && rng.chance(0.35)) specs.push({ ...fronts[0], view: 'duo', accent: fronts[1].colour });
  if (rng.chance(0.2)) specs.push({ ...fronts[0], view: 'detail' });
  const byColour = new Map(names.map((name, i) => [name, packshotName(fronts[i])]));
  return { specs: unique(specs).slice(0, 6), thumbnailFor: (option) => byColour.get(option) ?? null };
}

export function planImages(family: Family, brand: DemoBrand, item: string, index: number, options: string[], colours: string[], rng: Rng): ImagePlan {
  return PACKAGED_KINDS.includes(family.kind) ? packPlan(family, brand, item, index, options, rng) : goodsPlan(family, brand, colours, index, rng);
}
