// Products of the seeded demo catalogue that e2e tests need for a particular screen, read from
// the public API so that no test depends on seed order or ids.
import type { Product, ProductList } from '../../src/shared/api-types';
import { CAROUSEL } from '../../src/shared/constants';
import { getJson } from './e2e-server';

const imageCount = (product: Product) => product.images.split(',').filter((src) => src.trim()).length;
const inStock = (product: Product) => product.product_attributes.filter((v) => v.stock > 5 && v.price > 0);

async function findProduct(test: (product: Product) => boolean, what: string): Promise<Product> {
  for (let p = 1; p <= 10; p += 1) {
    const list = await getJson<ProductList>(`/api/product/productlist?p=${p}`);
    const found = list.products.find(test);
    if (found) return found;
    if (list.products.length === 0) break;
  }
  throw new Error(`the demo catalogue has no ${what}`);
}

/** A product whose gallery has more pictures than the thumbnail column shows (a vertical slider). */
export function productWithManyImages(): Promise<Product> {
  return findProduct((p) => imageCount(p) > CAROUSEL.productSliderAbove, 'product with a thumbnail slider');
}

/** A product with several articles in stock: Add To Cart on its card opens the variant picker. */
export function productWithVariants(): Promise<Product> {
  return findProduct((p) => inStock(p).length > 1, 'product with several articles in stock');
}

/** A product with one article in stock: its card has the cart stepper itself. */
export function productWithOneArticle(): Promise<Product> {
  return findProduct((p) => p.product_attributes.length === 1 && inStock(p).length === 1, 'single-article product in stock');
}

/** A brand id and a meta (badge or feature) id that list products. */
export async function listingIds(): Promise<{ brandId: number; metaId: number }> {
  const brands = await getJson<Array<{ id: number }>>('/api/product/brands');
  const { products } = await getJson<ProductList>('/api/product/productlist?p=1');
  const meta = products.flatMap((p) => p.metas)[0];
  if (!brands[0] || !meta) throw new Error('the demo catalogue has no brands or metas');
  return { brandId: brands[0].id, metaId: meta.id };
}
