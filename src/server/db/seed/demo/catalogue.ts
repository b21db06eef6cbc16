import type { Faq, ProductTab, Review } from '../../../../shared/api-types';
import { packshotName } from '../images/encode';
import type { PackshotSpec } from '../images/types';
import { createRng } from '../random';
import { AttributeRegistry, DEMO_ATTRIBUTE_TYPES, type DemoAttribute, type DemoAttributeType } from './attributes';
import { brandById, DEMO_BRANDS, type DemoBrand } from './brands';
import { DEMO_CATEGORIES, slugify, type DemoCategory } from './categories';
import { CAT_FAMILIES } from './families-cat';
import { DOG_FAMILIES } from './families-dog';
import { makeFaqs, makeReviews, meanRate } from './feedback';
import { planImages } from './image-plan';
import { MetaRegistry, pickBadges, type DemoMeta } from './metas';
import { saleDiscount, tradeRatio } from './pricing';
import { productTexts } from './texts';
import { buildVariants, chooseVariants, type DemoVariant } from './variants';

// The whole demo catalogue as plain data, built from a fixed seed: the same shop on every
// installation, so tests and screenshots can rely on it.

export interface DemoProduct {
  id: number;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  excerpt: string;
  metaDescription: string;
  introduction: string;
  tabs: ProductTab[];
  faqs: Faq[];
  reviews: Review[];
  rate: number;
  directFast: 0 | 1;
  metaIds: number[];
  images: string[];
  variants: DemoVariant[];
  createdAt: Date;
}

export interface DemoCatalogue {
  brands: readonly DemoBrand[];
  categories: readonly DemoCategory[];
  attributeTypes: readonly DemoAttributeType[];
  attributes: DemoAttribute[];
  metas: DemoMeta[];
  products: DemoProduct[];
  /** Every distinct packshot the products use. */
  packshots: PackshotSpec[];
  /** Media names used by each family's products, indexed like DEMO_FAMILIES. */
  poolByFamily: string[][];
}

export const DEMO_FAMILIES = [...DOG_FAMILIES, ...CAT_FAMILIES];

const NEWEST = Date.UTC(2025, 5, 28, 9, 30);
const NEW_BADGE_COUNT = 18;

/** Builds the catalogue afresh; `demoCatalogue()` keeps one copy for the process. */
export function buildDemoCatalogue(): DemoCatalogue {
  const rng = createRng('petora-demo-catalogue');
  const attributes = new AttributeRegistry();
  const metas = new MetaRegistry();
  const packshots = new Map<string, PackshotSpec>();
  const products: DemoProduct[] = [];
  const slugs = new Set<string>();

  const poolByFamily = DEMO_FAMILIES.map(() => new Set<string>());
  DEMO_FAMILIES.forEach((family, familyIndex) => {
    family.items.forEach((item, index) => {
      const id = products.length + 1;
      const brand = brandById(family.brands[index % family.brands.length]);
      const name = [brand.name, item, family.noun].filter(Boolean).join(' ');
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      const choice = chooseVariants(family, rng);
      const plan = planImages(family, brand, item, index, choice.options, choice.colours, rng);
      const discount = saleDiscount(rng, rng.chance(0.25));
      const variants = buildVariants(
        {
          family, choice, discount,
          basePrice: family.price[0] + rng.next() * (family.price[1] - family.price[0]),
          ratio: tradeRatio(rng),
          skuPrefix: `${brand.slug.slice(0, 3).toUpperCase()}-${String(id).padStart(4, '0')}`,
          thumbnailFor: plan.thumbnailFor,
        },
        attributes,
        rng,
      );
      const features = rng.sample(family.features, rng.int(2, Math.min(4, family.features.length)));
      const texts = productTexts(family.text, { name, item, brand, pet: family.pet, features, options: choice.colours.length ? choice.colours : choice.options, rng });
      const reviews = makeReviews(rng, family.text, family.pet);
      for (const spec of plan.specs) {
        packshots.set(JSON.stringify(spec), spec);
        poolByFamily[familyIndex].add(packshotName(spec));
      }
      products.push({
        id, slug, name, brandId: brand.id, categoryId: family.category, ...texts,
        faqs: makeFaqs(rng, family.text), reviews, rate: meanRate(reviews), directFast: rng.chance(0.35) ? 1 : 0,
        metaIds: [...features.map((f) => metas.feature(f).id), ...pickBadges(rng, discount > 0).map((b) => metas.badge(b).id)],
        images: plan.specs.map(packshotName), variants, createdAt: new Date(0),
      });
    });
  });
  // Creation dates in shuffled order, so "newest first" mixes dogs, cats and brands.
  rng.shuffle(products.map((p) => p.id)).forEach((id, rank) => {
    const product = products[id - 1];
    product.createdAt = new Date(NEWEST - rank * 37 * 3_600_000);
    if (rank < NEW_BADGE_COUNT) product.metaIds.push(metas.badge('New').id);
  });
  return {
    brands: DEMO_BRANDS, categories: DEMO_CATEGORIES, attributeTypes: DEMO_ATTRIBUTE_TYPES,
    attributes: attributes.all(), metas: metas.all(), products, packshots: [...packshots.values()],
    poolByFamily: poolByFamily.map((names) => [...names]),
  };
}

let cached: DemoCatalogue | null = null;

export function demoCatalogue(): DemoCatalogue {
  cached ??= buildDemoCatalogue();
  return cached;
}
