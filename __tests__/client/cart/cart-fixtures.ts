import type { Cart, CartItem } from '../../../src/shared/api-types';

export function cartItem(aid: number, count: number, price: number, sale_price: number | null = null): CartItem {
  return {
    id: 100 + aid,
    aid,
    slug: `product-${aid}`,
    name: `Product ${aid}`,
    images: `/media/p-${aid}-1.webp,/media/p-${aid}-2.webp`,
    thumbnail: `/media/p-${aid}-1.webp`,
    price,
    sale_price,
    retail_price: price,
    count,
    stock: 50,
    attributes: [{ type: 2, value: null, type_name: 'Size', name: '2 kg' }],
    attribute_type: 2,
    attribute_name: '2 kg',
  };
}

export const serverCart: Cart = {
  items: [cartItem(1, 2, 45.5), cartItem(2, 3, 19.9, 14.95)],
  count: 2,
  total: 135.85,
};
