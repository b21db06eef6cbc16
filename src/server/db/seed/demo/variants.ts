import type { Rng } from '../random';
import type { AttributeSource } from './attributes';
import type { Family } from './family';
import { priceSet, stockLevel, type PriceSet } from './pricing';

// Variants (articles) of one product: a plain option list, a colour list, or a colour x size
// grid, plus special-offer articles that are never the default pick.

export interface DemoVariant extends PriceSet {
  /** One attribute id, or two (colour first) for two-dimension variants. */
  attributeIds: number[];
  sku: string;
  stock: number;
  thumbnail: string | null;
}

export interface VariantChoice {
  /** Option names of the plain dimension, in order (sizes, weights ...). */
  options: string[];
  /** Colour names, in order; empty for products without colours. */
  colours: string[];
  /** Colour x option pairs left out of a grid, so "no such combination" exists too. */
  missing: Set<string>;
}

/** Which options and colours a product offers; drawn before images so they can match. */
export function chooseVariants(family: Family, rng: Rng): VariantChoice {
  const plan = family.plan;
  const missing = new Set<string>();
  if (plan.kind === 'options') {
    const options = rng.chance(0.12) ? plan.options.slice(0, 1) : plan.options;
    return { options, colours: [], missing };
  }
  const colourCount = rng.chance(0.12) ? 1 : rng.int(2, Math.min(4, plan.colours.length));
  const colours = rng.sample(plan.colours, colourCount);
  if (plan.kind === 'colours') return { options: [], colours, missing };
  const sizeCount = rng.int(2, plan.sizes.length);
  const start = rng.int(0, plan.sizes.length - sizeCount);
  const options = plan.sizes.slice(start, start + sizeCount);
  if (colours.length > 1 && rng.chance(0.3)) missing.add(`${colours[colours.length - 1]}|${options[options.length - 1]}`);
  return { options, colours, missing };
}

export interface VariantInput {
  family: Family;
  choice: VariantChoice;
  basePrice: number;
  ratio: number;
  discount: number;
  skuPrefix: string;
  thumbnailFor(option: string): string | null;
}

export function buildVariants(input: VariantInput, attributes: AttributeSource, rng: Rng): DemoVariant[] {
  const { family, choice } = input;
  const plan = family.plan;
  const variants: DemoVariant[] = [];
  const push = (ids: number[], factor: number, thumbnail: string | null, offer = false) => {
    // Only some articles of a product on sale are reduced, as in a real promotion.
    const reduced = input.discount > 0 && (offer || variants.length === 0 || rng.chance(0.6));
    variants.push({
      attributeIds: ids,
      sku: `${input.skuPrefix}-${String(variants.length + 1).padStart(2, '0')}`,
      stock: stockLevel(rng, offer),
      thumbnail,
      ...priceSet(input.basePrice * factor, input.ratio, reduced ? input.discount : 0),
    });
  };
  if (plan.kind === 'options') {
    choice.options.forEach((name) => push([attributes.get(plan.type, name).id], plan.factors[plan.options.indexOf(name)], input.thumbnailFor(name)));
  } else if (plan.kind === 'colours') {
    choice.colours.forEach((name, i) => push([attributes.get('colour', name).id], 1 + (i % 2) * 0.04, input.thumbnailFor(name)));
  } else {
    for (const colour of choice.colours) {
      for (const size of choice.options) {
        if (choice.missing.has(`${colour}|${size}`)) continue;
        const factor = plan.factors[plan.sizes.indexOf(size)];
        push([attributes.get('colour', colour).id, attributes.get(plan.type, size).id], factor, input.thumbnailFor(colour));
      }
    }
  }
  for (const [name, multiple] of family.offers ?? []) {
    if (rng.chance(0.55)) continue;
    push([attributes.get('offer', name, offerNote(name)).id], multiple, null, true);
  }
  return variants;
}

function offerNote(name: string): string {
  const bundle = /(\d+) \+ (\d+) free/.exec(name);
  if (bundle) return `Pay for ${bundle[1]}, receive ${Number(bundle[1]) + Number(bundle[2])}. Mixed recipes allowed on request.`;
  return `${name}. Delivered on one order, invoiced at the trade price shown.`;
}
