import { categoryTree, indented, subtreeIds } from '../../../src/client/features/admin/taxonomy/category-tree';
import {
  formFromProduct, inputFromForm, slugify, variantFromRow, variantRow, withSeen, withStockSeen,
} from '../../../src/client/features/admin/products/product-form';
import { priceErrors, RULE_MSG, validateProduct } from '../../../src/client/features/admin/products/product-rules';
import type { AdminCategory } from '../../../src/shared/admin-types';
import { product } from './admin-fixtures';

const category = (id: number, parent_id: number | null, name: string, sort = 1): AdminCategory =>
  ({ id, parent_id, name, slug: name.toLowerCase(), sort, image: null, products: 0 });

describe('category tree', () => {
  const flat = [category(5, 2, 'Cat Food'), category(2, null, 'Cat', 2), category(1, null, 'Dog', 1), category(4, 1, 'Dog Food', 2),
    category(6, 1, 'Dog Toys', 1), category(9, 4, 'Puppy Food')];

  it('lists each category after its parent, ordered by sort then name', () => {
    expect(categoryTree(flat).map(indented)).toEqual(['Dog', '— Dog Toys', '— Dog Food', '— — Puppy Food', 'Cat', '— Cat Food']);
  });

  it('shows a category with an unknown parent at the top, and members of a cycle once', () => {
    const odd = [category(1, 99, 'Lost'), category(2, 3, 'Loop A'), category(3, 2, 'Loop B')];
    expect(categoryTree(odd).map((node) => [node.name, node.depth])).toEqual([['Lost', 0], ['Loop A', 0], ['Loop B', 0]]);
  });

  it('knows which categories cannot become the parent of one (itself and below)', () => {
    expect([...subtreeIds(flat, 1)].sort()).toEqual([1, 4, 6, 9]);
    expect([...subtreeIds(flat, 5)]).toEqual([5]);
  });
});

describe('product form', () => {
  it('turns a product into the form and back into the same input', () => {
    const { id: _i, rate: _r, images: _m, created_at: _c, updated_at: _u, ...input } = product();
    expect(inputFromForm(formFromProduct(product()))).toEqual(input);
  });

  it('sends each kept variant with the stock the store last had for it, and a new variant without one', () => {
    const loaded = product();
    const form = formFromProduct(loaded);
    const edited = inputFromForm({ ...form, variants: [{ ...form.variants[0], stock: '42' }, ...form.variants.slice(1), variantRow()] });
    // Quick-saved since it was opened: the store's copy says 55 for the first variant.
    const sent = withStockSeen(edited, { ...loaded, variants: [{ ...loaded.variants[0], stock: 55 }, ...loaded.variants.slice(1)] });
    expect(sent.variants[0]).toMatchObject({ stock: 42, stock_seen: 55 });
    expect(sent.variants[1]).toMatchObject({ stock: loaded.variants[1].stock, stock_seen: loaded.variants[1].stock });
    expect(sent.variants[2]).not.toHaveProperty('stock_seen');
    expect(withStockSeen(edited, null)).toEqual(edited);
  });

  it("sends a variant's picture only while it is still in the gallery (removed since the form was filled: the product's image)", () => {
    const loaded = product();
    const form = formFromProduct(loaded);
    const edited = inputFromForm(form);
    expect(edited.variants[1].thumbnail).toBe('bowl-2.webp');
    const galleryNow = { ...loaded, images: loaded.images.filter((image) => image.name !== 'bowl-2.webp') };
    expect(withSeen(edited, galleryNow).variants.map((v) => v.thumbnail)).toEqual([null, null]);
    expect(withSeen(edited, loaded).variants.map((v) => v.thumbnail)).toEqual([null, 'bowl-2.webp']);
  });

  it('starts a new product active, with one empty variant row', () => {
    const form = formFromProduct(null);
    expect(form.active).toBe(true);
    expect(form.variants).toHaveLength(1);
    expect(variantFromRow(form.variants[0])).toMatchObject({ sku: '', stock: 0, sale_price: null, attribute_ids: [], thumbnail: null });
    expect(variantFromRow(form.variants[0])).not.toHaveProperty('id');
  });

  it('reads typed amounts: blank optional prices are none, a comma is a decimal point, text is not a number', () => {
    const row = { ...variantRow(), price: '12,50', sale_price: ' ', b2b_price: 'abc', attribute_1: '5', attribute_2: '9' };
    const variant = variantFromRow(row);
    expect(variant.price).toBe(12.5);
    expect(variant.sale_price).toBeNull();
    expect(variant.b2b_price).toBeNaN();
    expect(variant.attribute_ids).toEqual([5, 9]);
  });

  it('suggests a slug from the name', () => {
    expect(slugify('  Salmon Dry Food 2kg — Adult ')).toBe('salmon-dry-food-2kg-adult');
    expect(slugify("Kong's Crème Toy")).toBe('kong-s-creme-toy');
  });
});

describe('product rules', () => {
  const valid = inputFromForm(formFromProduct(product()));

  it('accept a complete product', () => {
    expect(validateProduct(valid)).toEqual({});
  });

  it('need a name, a well-formed slug and at least one variant', () => {
    expect(validateProduct({ ...valid, name: '', slug: '', variants: [] })).toEqual({
      name: RULE_MSG.nameRequired, slug: RULE_MSG.slugRequired, variants: RULE_MSG.variantRequired,
    });
    expect(validateProduct({ ...valid, slug: 'steel--bowl' }).slug).toBe(RULE_MSG.slugFormat);
  });

  it('need named tabs and complete questions', () => {
    const errors = validateProduct({ ...valid, tabs: [{ tab_name: ' ', content: 'x' }], faqs: [{ question: 'Size?', answer: '' }] });
    expect(errors).toEqual({ 'tabs.0.tab_name': RULE_MSG.tabName, 'faqs.0.answer': RULE_MSG.faqAnswer });
  });

  it('check stock and prices: whole non-negative stock, amounts of 0 or more, sales not above prices', () => {
    expect(priceErrors({ stock: 1.5, price: Number.NaN, sale_price: -1, b2b_price: 10, b2b_sale_price: 11 })).toEqual({
      stock: RULE_MSG.stock, price: RULE_MSG.priceRequired, sale_price: RULE_MSG.notNegative, b2b_sale_price: RULE_MSG.b2bSaleAbove,
    });
    expect(priceErrors({ stock: 0, price: 0, sale_price: null, b2b_price: null, b2b_sale_price: 5 })).toEqual({});
    expect(priceErrors({ price: 10, sale_price: 10 })).toEqual({});
  });
});
