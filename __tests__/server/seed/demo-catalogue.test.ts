import { attributeIds } from '../../../src/shared/variants';
import { buildDemoCatalogue, demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { categoryPath } from '../../../src/server/db/seed/demo/categories';
import { packshotName } from '../../../src/server/db/seed/images/encode';

const catalogue = demoCatalogue();
const variants = catalogue.products.flatMap((p) => p.variants);
const typeOf = new Map(catalogue.attributes.map((a) => [a.id, catalogue.attributeTypes.find((t) => t.id === a.typeId)!.code]));

describe('demo catalogue data', () => {
  it('is the same on every build', () => {
    const again = buildDemoCatalogue();
    expect(again.products.map((p) => [p.slug, p.variants.map((v) => v.sku + v.priceFils + v.stock), p.images, p.createdAt.toISOString()]))
      .toEqual(catalogue.products.map((p) => [p.slug, p.variants.map((v) => v.sku + v.priceFils + v.stock), p.images, p.createdAt.toISOString()]));
  });

  it('has at least 12 brands and 150 products with unique slugs and SKUs', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.products.map((p) => p.slug)).size).toBe(catalogue.products.length);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  });

  it('names products like a wholesale catalogue does', () => {
    const names = catalogue.products.map((p) => p.name);
    expect(names).toContain('Nordhaven Adult Lamb & Rice Dry Dog Food');
    expect(names.every((name) => /^[A-Z]/.test(name) && !/\s{2}/.test(name))).toBe(true);
  });

  it('keeps Dog 4 and Cat 5 at the root with sub-categories and a third level', () => {
    const roots = catalogue.categories.filter((c) => c.parentId === null).map((c) => [c.id, c.name]);
    expect(roots).toEqual([[4, 'Dog'], [5, 'Cat']]);
    expect(categoryPath(30).map((c) => c.name)).toEqual(['Dog', 'Food', 'Dry Food']);
    expect(categoryPath(43).map((c) => c.name)).toEqual(['Cat', 'Litter & Accessories', 'Clumping Litter']);
    expect(catalogue.categories.filter((c) => c.parentId === 4).length).toBe(8);
    expect(catalogue.categories.filter((c) => c.parentId === 5).length).toBe(8);
  });

  it('gives every product 1 to 6 images that the packshot list can render', () => {
    const renderable = new Set(catalogue.packshots.map(packshotName));
    for (const product of catalogue.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(6);
      for (const name of product.images) expect(renderable.has(name)).toBe(true);
    }
    for (const v of variants) if (v.thumbnail) expect(renderable.has(v.thumbnail)).toBe(true);
  });

  it('prices B2B below retail and sales below the regular price', () => {
    for (const v of variants) {
      expect(v.priceFils).toBeGreaterThan(0);
      expect(v.b2bPriceFils).toBeLessThan(v.priceFils);
      if (v.salePriceFils !== null) expect(v.salePriceFils).toBeLessThan(v.priceFils);
      if (v.b2bSalePriceFils !== null) expect(v.b2bSalePriceFils).toBeLessThan(v.b2bPriceFils);
      expect(v.salePriceFils === null).toBe(v.b2bSalePriceFils === null);
    }
    expect(variants.filter((v) => v.salePriceFils !== null).length).toBeGreaterThan(20);
    expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThan(5);
  });

  it('mixes colour swatches, two-dimension variants and special offers', () => {
    const colours = catalogue.attributes.filter((a) => typeOf.get(a.id) === 1);
    expect(colours.length).toBeGreaterThan(5);
    expect(colours.every((a) => /^#[0-9a-f]{6}$/.test(a.value ?? ''))).toBe(true);
    expect(variants.some((v) => v.attributeIds.length === 2)).toBe(true);
    const offers = variants.filter((v) => typeOf.get(v.attributeIds[0]) === 3);
    expect(offers.length).toBeGreaterThan(5);
    // A special offer is never a product's first (default) article.
    for (const product of catalogue.products) expect(typeOf.get(product.variants[0].attributeIds[0])).not.toBe(3);
    expect(attributeIds({ attribute_id: variants.find((v) => v.attributeIds.length === 2)!.attributeIds.join(',') })).toHaveLength(2);
  });

  it('fills reviews, rates, FAQs, tabs, badges and one-day delivery on part of the range', () => {
    const reviewed = catalogue.products.filter((p) => p.reviews.length > 0);
    expect(reviewed.length).toBeGreaterThan(50);
    for (const p of reviewed) {
      const mean = p.reviews.reduce((sum, r) => sum + r.rate, 0) / p.reviews.length;
      expect(p.rate).toBeCloseTo(mean, 1);
    }
    expect(catalogue.products.filter((p) => p.faqs.length > 0).length).toBeGreaterThan(40);
    const tabCounts = new Set(catalogue.products.map((p) => p.tabs.length));
    expect([...tabCounts].sort()).toEqual([1, 2, 3]);
    expect(catalogue.products.every((p) => p.tabs[0].tab_name === 'Description')).toBe(true);
    const hidden = catalogue.metas.filter((m) => m.kind === 'badge' && m.display === 0).map((m) => m.id);
    expect(catalogue.products.some((p) => p.metaIds.some((id) => hidden.includes(id)))).toBe(true);
    expect(catalogue.products.some((p) => p.directFast === 1) && catalogue.products.some((p) => p.directFast === 0)).toBe(true);
  });

  it('writes real copy with escaped HTML and no filler text', () => {
    const text = JSON.stringify(catalogue.products);
    expect(text.toLowerCase()).not.toContain('lorem');
    expect(text).not.toMatch(/undefined|NaN|\[object/);
    for (const p of catalogue.products) {
      for (const html of [p.excerpt, p.introduction, ...p.tabs.map((t) => t.content)]) {
        expect(html.startsWith('<')).toBe(true);
        expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      }
    }
  });
});
