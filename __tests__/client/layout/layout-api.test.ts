import { fetchBrands, fetchMenus } from '../../../src/client/features/layout/layout-api';
import { brandsFixture, menusFixture, stubApi } from './layout-fixtures';

describe('layout api', () => {
  it('reads the menu tree and the brands from their routes', async () => {
    const calls = stubApi({ '/api/product/menus': menusFixture, '/api/product/brands': brandsFixture });
    await expect(fetchMenus()).resolves.toEqual(menusFixture);
    await expect(fetchBrands()).resolves.toEqual(brandsFixture);
    expect(calls).toEqual(['/api/product/menus', '/api/product/brands']);
  });

  it('drops malformed menu entries at any depth and keeps the rest', async () => {
    stubApi({
      '/api/product/menus': [
        { id: 1, name: 'Dog', link: '/shop/4', sub_menu: [{ id: 1006, name: 'Food' }, { id: 1007, name: 'Toys', link: '/shop/7' }] },
        { name: 'No id', link: '/x' },
        null,
      ],
    });
    await expect(fetchMenus()).resolves.toEqual([
      { id: 1, name: 'Dog', link: '/shop/4', sub_menu: [{ id: 1007, name: 'Toys', link: '/shop/7' }] },
    ]);
  });

  it('answers empty lists when a route answers something that is not a list', async () => {
    stubApi({ '/api/product/menus': { status: 0 }, '/api/product/brands': 'oops' });
    await expect(fetchMenus()).resolves.toEqual([]);
    await expect(fetchBrands()).resolves.toEqual([]);
  });

  it('rejects when the call fails, for the saga to record the failure', async () => {
    stubApi({});
    await expect(fetchMenus()).rejects.toThrow('Not Found');
  });
});
