// The catalogue most listing and wishlist tests run on: 32 active products (two pages of 24)
// spread over a four-level category tree, three brands and three metas, plus one inactive.
import type { DbOrTx } from '../../../src/server/db/client';
import { ATTR, BRAND, CAT, META, at, insertProduct, insertReference } from './fixtures';

export const BULK_COUNT = 24;
export const ACTIVE_COUNT = 8 + BULK_COUNT;

export type CatalogueIds = Record<string, number>;

export const SALMON_KIBBLE = {
  slug: 'salmon-kibble',
  name: 'Salmon Kibble',
  brandId: BRAND.barkley,
  createdAt: at(50),
  excerpt: '<p>Grain&nbsp;free <b>recipe</b> for adult dogs</p>',
  introduction: '<h3>Why salmon</h3><p>Rich in omega 3.</p>',
  metaDescription: 'Salmon kibble for adult dogs',
  directFast: true,
  rate: 2,
  categoryIds: [CAT.dry],
  metaIds: [META.grainFree, META.newBadge],
  images: ['salmon-1.webp', 'salmon-2.webp', 'salmon-3.webp'],
  variants: [
    { sku: 'BK-SAL-2KG', priceFils: 4500, salePriceFils: 3999, b2bPriceFils: 3600, b2bSalePriceFils: 3200, stock: 40, attributeIds: [ATTR.twoKg], thumbnail: 'salmon-2kg.webp' },
    { sku: 'BK-SAL-6KG', priceFils: 11000, b2bPriceFils: 9000, stock: 0, attributeIds: [ATTR.sixKg] },
    { sku: 'BK-SAL-PROMO', priceFils: 45000, b2bPriceFils: 36000, stock: 5, attributeIds: [ATTR.offer] },
  ],
  reviews: [
    { customerName: 'Omar', comment: 'Good value', rate: 4, createdAt: new Date('2025-02-01T10:00:00Z') },
    { customerName: 'Sara', comment: 'Dogs love it', rate: 5, createdAt: new Date('2025-03-01T10:00:00Z') },
  ],
  faqs: [{ question: 'Is it grain free?', answer: '<p>Yes, <em>entirely</em>.</p>' }],
  tabs: [
    { tabName: 'Description', content: '<p>Complete food.</p>' },
    { tabName: 'Feeding', content: '<table><tr><td>10 kg</td><td>150 g</td></tr></table>' },
  ],
};

/** Inserts the reference data and the products; returns product ids by slug. */
export async function insertListingCatalogue(db: DbOrTx): Promise<CatalogueIds> {
  await insertReference(db);
  const ids: CatalogueIds = {};
  const add = async (p: Parameters<typeof insertProduct>[1]) => {
    ids[p.slug] = await insertProduct(db, p);
  };
  await add(SALMON_KIBBLE);
  await add({ slug: 'grain-free-bites', name: 'Grain Free Bites', brandId: BRAND.tailtrek, createdAt: at(49), categoryIds: [CAT.grainFree], metaIds: [META.grainFree] });
  await add({
    slug: 'rope-tug', name: 'Rope Tug', brandId: BRAND.barkley, createdAt: at(48), categoryIds: [CAT.toys, CAT.dry], metaIds: [META.hiddenBadge],
    variants: [
      { sku: 'BK-ROPE-RS', priceFils: 2500, b2bPriceFils: 2000, attributeIds: [ATTR.red, ATTR.small] },
      { sku: 'BK-ROPE-RM', priceFils: 2900, b2bPriceFils: 2300, attributeIds: [ATTR.red, ATTR.medium] },
      { sku: 'BK-ROPE-NS', priceFils: 2500, b2bPriceFils: 2000, attributeIds: [ATTR.navy, ATTR.small] },
    ],
  });
  await add({ slug: 'feather-wand', name: 'Feather Wand', brandId: BRAND.whisker, createdAt: at(47), categoryIds: [CAT.cat], excerpt: '<p>Keeps indoor cats busy</p>' });
  await add({ slug: 'value-pack', name: 'Value Pack 50% more', createdAt: at(46), categoryIds: [CAT.catFood], variants: [{ sku: 'VP-50', priceFils: 900 }] });
  // Same moment: the one inserted later (higher id) comes first.
  await add({ slug: 'dog-treat-mix', name: 'Dog Treat Mix', brandId: BRAND.tailtrek, createdAt: at(45), categoryIds: [CAT.dogFood] });
  await add({ slug: 'dog-underscore-treat', name: 'Dog_Treat Mix', brandId: BRAND.tailtrek, createdAt: at(45), categoryIds: [CAT.dogFood] });
  await add({ slug: 'plain-bowl', name: 'Plain Bowl', createdAt: at(44), variants: [{ sku: 'PB-1', priceFils: 1500 }] });
  await add({ slug: 'retired-bowl', name: 'Retired Salmon Bowl', brandId: BRAND.barkley, active: false, createdAt: at(59), categoryIds: [CAT.dry], metaIds: [META.newBadge] });
  for (let i = 1; i <= BULK_COUNT; i += 1) {
    const n = String(i).padStart(2, '0');
    await add({ slug: `bulk-${n}`, name: `Bulk Bowl ${n}`, brandId: BRAND.whisker, createdAt: at(i), categoryIds: [CAT.catFood], variants: [{ sku: `WC-BULK-${n}`, priceFils: 1000 + i, b2bPriceFils: 800 + i }] });
  }
  return ids;
}

/** The active slugs, newest first, as the unfiltered listing must return them. */
export const NEWEST_FIRST = [
  'salmon-kibble', 'grain-free-bites', 'rope-tug', 'feather-wand', 'value-pack', 'dog-underscore-treat', 'dog-treat-mix', 'plain-bowl',
  ...Array.from({ length: BULK_COUNT }, (_, i) => `bulk-${String(BULK_COUNT - i).padStart(2, '0')}`),
];
