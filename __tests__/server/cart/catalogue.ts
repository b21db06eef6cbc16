// A small catalogue the cart and order tests share: prices in fils, stock per article.
import type { Db } from '../../../src/server/db/client';
import { addProduct } from './shop-fixtures';

export interface TestCatalogue {
  kibble: { productId: number; small: number; large: number };
  harness: { productId: number; red: number };
  retired: { productId: number; aid: number };
}

export async function addCatalogue(db: Db): Promise<TestCatalogue> {
  const kibble = await addProduct(db, {
    slug: 'salmon-kibble', name: 'Salmon Kibble',
    variants: [
      { sku: 'KIB-2', stock: 20, priceFils: 4550, b2bPriceFils: 3900, size: '2 kg' },
      { sku: 'KIB-10', stock: 5, priceFils: 19_900, salePriceFils: 17_900, b2bPriceFils: 16_000, b2bSalePriceFils: 15_000, size: '10 kg' },
    ],
  });
  const harness = await addProduct(db, {
    slug: 'reflective-harness', name: 'Reflective Harness',
    variants: [{ sku: 'HAR-RM', stock: 3, priceFils: 8900, thumbnail: 'harness-red.webp', colour: { name: 'Red', value: '#d32f2f' }, size: 'M' }],
  });
  const retired = await addProduct(db, {
    slug: 'old-toy', name: 'Old Toy', active: false, images: [],
    variants: [{ sku: 'OLD-1', stock: 9, priceFils: 1000 }],
  });
  return {
    kibble: { productId: kibble.productId, small: kibble.aids[0], large: kibble.aids[1] },
    harness: { productId: harness.productId, red: harness.aids[0] },
    retired: { productId: retired.productId, aid: retired.aids[0] },
  };
}
