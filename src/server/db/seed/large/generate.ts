import type { Rng } from '../random';
import { brandById } from '../demo/brands';
import { DEMO_FAMILIES, type DemoProduct } from '../demo/catalogue';
import { slugify } from '../demo/categories';
import { makeFaqs, makeReviews, meanRate } from '../demo/feedback';
import { pickBadges } from '../demo/metas';
import { saleDiscount, tradeRatio } from '../demo/pricing';
import { productTexts } from '../demo/texts';
import { buildVariants, chooseVariants } from '../demo/variants';
import type { Lookups } from './reference';

// Products for load tests: names combined from product lines, ranges and editions over the
// demo shelves, 1 to 4 variants each, pictures taken from the demo image pool. Lighter on
// reviews and tabs than the demo so 100,000 of them load in minutes.

const RANGES = ['Premium', 'Select', 'Classic', 'Original', 'Pro', 'Vital', 'Daily', 'Essential', 'Signature', 'Everyday', 'Prime', 'Natural', 'Gold', 'Expert'];
const EDITIONS = ['', '', '', '', ' Value Pack', ' Trade Edition', ' Limited Edition', ' Multipack', ' Bulk Pack'];
const LATEST = Date.UTC(2025, 5, 28);
const SPAN_MS = 730 * 86_400_000;

export interface GeneratorContext {
  lookups: Lookups;
  /** Media names per family, indexed like DEMO_FAMILIES. */
  pools: string[][];
}

/** Families weighted by how many product lines they have, restricted to usable ones. */
function familyDeck(ctx: GeneratorContext): number[] {
  const deck: number[] = [];
  DEMO_FAMILIES.forEach((family, index) => {
    const usable = ctx.lookups.categoryIds.has(family.category) && ctx.pools[index].length > 0 && family.brands.some((b) => ctx.lookups.brandNames.has(b));
    if (usable) family.items.forEach(() => deck.push(index));
  });
  if (!deck.length) throw new Error('No demo category, brand and image pool available to build products on');
  return deck;
}

export function createGenerator(ctx: GeneratorContext, rng: Rng): (id: number) => DemoProduct {
  const deck = familyDeck(ctx);
  return (id) => {
    const familyIndex = rng.pick(deck);
    const family = DEMO_FAMILIES[familyIndex];
    const brand = brandById(rng.pick(family.brands.filter((b) => ctx.lookups.brandNames.has(b))));
    const item = rng.pick(family.items);
    const name = [brand.name, rng.pick(RANGES), item, family.noun].filter(Boolean).join(' ') + rng.pick(EDITIONS);
    const choice = chooseVariants(family, rng);
    const discount = saleDiscount(rng, rng.chance(0.2));
    const variants = buildVariants(
      {
        family, choice, discount,
        basePrice: family.price[0] + rng.next() * (family.price[1] - family.price[0]),
        ratio: tradeRatio(rng),
        skuPrefix: `${brand.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(7, '0')}`,
        thumbnailFor: () => null,
      },
      ctx.lookups.attribute,
      rng,
    ).slice(0, 4);
    const features = rng.sample(family.features, rng.int(1, 3));
    const texts = productTexts(family.text, { name, item, brand, pet: family.pet, features, options: choice.colours.length ? choice.colours : choice.options, rng });
    const reviews = rng.chance(0.25) ? makeReviews(rng, family.text, family.pet).slice(0, 3) : [];
    const pool = ctx.pools[familyIndex];
    return {
      id, slug: `${slugify(name)}-${id}`, name, brandId: brand.id, categoryId: family.category,
      ...texts, tabs: texts.tabs.slice(0, rng.chance(0.3) ? 2 : 1),
      faqs: rng.chance(0.1) ? makeFaqs(rng, family.text).slice(0, 3) : [],
      reviews, rate: meanRate(reviews), directFast: rng.chance(0.3) ? 1 : 0,
      metaIds: [...features.map((f) => ctx.lookups.metaId('feature', f)), ...pickBadges(rng, discount > 0).map((b) => ctx.lookups.metaId('badge', b))],
      images: rng.sample(pool, rng.int(1, Math.min(4, pool.length))),
      variants,
      createdAt: new Date(LATEST - Math.floor(rng.next() * SPAN_MS)),
    };
  };
}
