import type { ProductList, SearchSuggestions } from '../../../src/shared/api-types';
import { defaultVariant } from '../../../src/shared/variants';
import { DB_KINDS } from '../../support/test-db';
import { useWishlistApp } from '../catalog/listing-app';

// The overlay's suggestions on the listing catalogue (Salmon Kibble by Barkley in Dog › Food ›
// Dry Food, first picture salmon-1, sold at 45.00, on sale at 39.99, B2B 36.00 and 32.00 on sale).

describe.each(DB_KINDS)('GET /api/product/suggest on %s', (kind) => {
  const t = useWishlistApp(kind);

  const suggest = async (term: string, token?: string): Promise<SearchSuggestions> => {
    const res = await t.shop.app.inject({
      method: 'GET', url: `/api/product/suggest?term=${encodeURIComponent(term)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('suggests products as the last word is typed, with retail prices for a guest', async () => {
    const answer = await suggest('salmon kib');
    expect(answer.term).toBe('salmon kib');
    expect(answer.products).toEqual([{
      id: t.ids['salmon-kibble'], slug: 'salmon-kibble', name: 'Salmon Kibble', thumbnail: '/media/salmon-1.webp',
      price: 45, sale_price: 39.99, b2b_price: null, b2b_sale_price: null,
    }]);
  });

  it('gives a customer the B2B prices', async () => {
    const [product] = (await suggest('salmon', t.buyer.token)).products;
    expect(product).toMatchObject({ price: 45, sale_price: 39.99, b2b_price: 36, b2b_sale_price: 32 });
  });

  it('offers at most five products, best first, and the categories and brands the words name', async () => {
    const bowls = await suggest('bulk bowl');
    expect(bowls.products).toHaveLength(5);
    expect(bowls.products.every((p) => p.name.startsWith('Bulk Bowl'))).toBe(true);
    expect((await suggest('dry fo')).categories).toEqual([
      { id: 30, name: 'Dog › Food › Dry Food', link: '/shop/30' },
      { id: 50, name: 'Dog › Food › Dry Food › Grain Free', link: '/shop/50' },
    ]);
    expect((await suggest('tail')).brands).toEqual([{ id: 3, name: 'Tailtrek', link: '/brand/3' }]);
    expect((await suggest('tailtrek treat')).products.map((p) => p.slug)).toEqual(['dog-underscore-treat', 'dog-treat-mix']);
  });

  it('shows each product with the name, picture and default article\'s prices of the search page, for guests and customers', async () => {
    for (const token of [undefined, t.buyer.token]) {
      for (const term of ['bulk bowl', 'salmon', 'tailtrek treat', 'dog']) {
        const page = await t.shop.app.inject({
          method: 'GET', url: `/api/product/productlist?term=${encodeURIComponent(term)}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const asListed = (page.json() as ProductList).products.slice(0, 5).map((product) => {
          const article = defaultVariant(product.product_attributes) ?? product.product_attributes[0];
          return {
            id: product.id, slug: product.slug, name: product.name, thumbnail: product.thumbnail,
            price: article.price, sale_price: article.sale_price, b2b_price: article.b2b_price, b2b_sale_price: article.b2b_sale_price,
          };
        });
        expect(asListed.length).toBeGreaterThan(0);
        expect((await suggest(term, token)).products).toEqual(asListed);
      }
    }
  });

  it('answers nothing for a term without words, and 400 for a missing or overlong one', async () => {
    expect(await suggest('%%')).toEqual({ term: '%%', products: [], categories: [], brands: [] });
    for (const url of ['/api/product/suggest', `/api/product/suggest?term=${'a'.repeat(101)}`, '/api/product/suggest?term=a&x=1']) {
      const res = await t.shop.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0 });
    }
  });
});
