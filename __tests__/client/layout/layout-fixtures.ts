import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '../../../src/client/lib/api-client';
import type { Brand, CartItem, MenuEntry } from '../../../src/shared/api-types';

// A small catalogue tree shaped like GET /api/product/menus: Dog has a third level, Cat does not.
export const menusFixture: MenuEntry[] = [
  {
    id: 1, name: 'Dog', link: '/shop/4', sub_menu: [
      {
        id: 1006, name: 'Food', link: '/shop/6', image: '/media/cat-6.webp', sub_menu: [
          { id: 1011, name: 'Dry Food', link: '/shop/11' },
          { id: 1012, name: 'Wet Food', link: '/shop/12' },
        ],
      },
      { id: 1007, name: 'Toys', link: '/shop/7' },
    ],
  },
  { id: 2, name: 'Cat', link: '/shop/5', sub_menu: [{ id: 1008, name: 'Litter', link: '/shop/8' }] },
  { id: 24, name: 'New & Featured', link: '/new' },
  { id: 25, name: 'Our Brands', link: '/brand', sub_menu: [{ id: 2009, name: 'Old Brand', link: '/brand/9' }] },
  { id: 26, name: 'About', link: '/about-us' },
];

export const brandsFixture: Brand[] = [
  { id: 3, name: 'Acana', thumbnail: '/media/brand-3.webp' },
  { id: 7, name: 'Whiskas', thumbnail: '/media/brand-7.webp' },
];

export function cartItem(patch: Partial<CartItem> & Pick<CartItem, 'aid'>): CartItem {
  return {
    id: patch.aid,
    slug: `product-${patch.aid}`,
    name: `Product ${patch.aid}`,
    images: `/media/product-${patch.aid}-1.webp,/media/product-${patch.aid}-2.webp`,
    thumbnail: `/media/product-${patch.aid}-thumb.webp`,
    price: 10,
    sale_price: null,
    retail_price: patch.price ?? 10,
    count: 1,
    stock: 50,
    attributes: [],
    attribute_type: 2,
    attribute_name: '2 kg',
    ...patch,
  };
}

/**
 * Answers the shared axios instance from a table of GET/POST paths, so the real sagas run in
 * component tests without a network; any other path fails like a missing route.
 */
export function stubApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const path = config.url ?? '';
    calls.push(path);
    if (!(path in answers)) {
      throw new AxiosError('Not Found', 'ERR_BAD_REQUEST', config, null, {
        data: { status: 0, message: 'Not Found' }, status: 404, statusText: 'Not Found', headers: {}, config,
      });
    }
    return { data: answers[path], status: 200, statusText: 'OK', headers: {}, config };
  };
  return calls;
}
