import type { AdminCategory } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { auditOf } from './admin-fixtures';
import { createProduct, productInput, variant, useAdminCatalogue } from './product-fixtures';

interface MenuEntry { id: number; name: string; link: string; sub_menu?: MenuEntry[] }

describe.each(DB_KINDS)('the category tree on %s', (kind) => {
  const t = useAdminCatalogue(kind);

  const save = (body: unknown, id?: number) => t.admin.call(id ? 'PUT' : 'POST', id ? `/api/admin/categories/${id}` : '/api/admin/categories', body);
  const dogMenu = async () => ((await t.admin.call('GET', '/api/product/menus', undefined, null)).json() as MenuEntry[])[0];

  it('adds a category that the storefront menus show at once; renames and moves it', async () => {
    const res = await save({ name: 'Travel', slug: 'dog-travel', parent_id: t.ref.dog, sort: -1 });
    const { category } = res.json() as { status: number; category: AdminCategory };
    expect(res.json()).toEqual({ status: 1, category: { id: expect.any(Number), parent_id: t.ref.dog, name: 'Travel', slug: 'dog-travel', sort: -1, image: null, products: 0 } });
    expect((await dogMenu()).sub_menu?.map((e) => e.name)).toEqual(['Travel', 'Food']);
    expect((await dogMenu()).sub_menu?.[0]).toEqual({ id: 1000 + category.id, name: 'Travel', link: `/shop/${category.id}` });

    const moved = await save({ name: 'Travel & Crates', slug: 'dog-travel', parent_id: t.ref.dryFood, sort: 5 }, category.id);
    expect(moved.json()).toMatchObject({ status: 1, category: { parent_id: t.ref.dryFood, name: 'Travel & Crates' } });
    const food = (await dogMenu()).sub_menu!.find((e) => e.name === 'Food')!;
    expect(food.sub_menu?.[0].name).toBe('Dry Food');
    const list = await t.admin.as<{ categories: AdminCategory[] }>('GET', '/api/admin/categories');
    expect(list.categories.find((c) => c.id === category.id)).toMatchObject({ parent_id: t.ref.dryFood, sort: 5 });
    expect((await auditOf(t.admin.shop, `category:${category.id}`)).map((e) => e.action)).toEqual(['category.update', 'category.create']);
  });

  it('refuses a move under itself or its own sub-categories, and moving Dog or Cat', async () => {
    const list = await t.admin.as<{ categories: AdminCategory[] }>('GET', '/api/admin/categories');
    const food = list.categories.find((c) => c.slug === 'dog-food')!;
    const cycle = 'A category cannot be moved under itself or under one of its own sub-categories.';
    expect((await save({ name: 'Food', slug: 'dog-food', parent_id: t.ref.dryFood, sort: 0 }, food.id)).json()).toEqual({ status: 0, message: cycle });
    expect((await save({ name: 'Food', slug: 'dog-food', parent_id: food.id, sort: 0 }, food.id)).json()).toEqual({ status: 0, message: cycle });
    expect((await save({ name: 'Dog', slug: 'dog', parent_id: 5, sort: 0 }, t.ref.dog)).json())
      .toEqual({ status: 0, message: 'Dog and Cat are the roots of the shop: they stay at the top and cannot be deleted.' });
    expect(await t.admin.as<{ categories: AdminCategory[] }>('GET', '/api/admin/categories')).toEqual(list);
  });

  it('refuses a second sibling of the same name, names with | or >, an unknown parent and bad bodies', async () => {
    expect((await save({ name: 'FOOD', slug: 'x', parent_id: t.ref.dog, sort: 0 })).json()).toEqual({ status: 0, message: 'There is already a category "FOOD" at this place in the tree.' });
    expect((await save({ name: 'Food', slug: 'cat-food', parent_id: 5, sort: 0 })).json()).toMatchObject({ status: 1 });
    for (const [body, status] of [
      [{ name: 'A > B', slug: 'x', parent_id: null, sort: 0 }, 400], [{ name: 'A|B', slug: 'x', parent_id: null, sort: 0 }, 400],
      [{ name: 'X', slug: 'x', parent_id: 999999, sort: 0 }, 400], [{ name: 'X', slug: 'x', parent_id: null, sort: 0.5 }, 400],
      [{ name: 'X', slug: 'x', sort: 0 }, 400],
    ] as const) {
      expect((await save(body)).statusCode).toBe(status);
    }
    expect((await save({ name: 'X', slug: 'x', parent_id: null, sort: 0 }, 999999)).statusCode).toBe(404);
  });

  it('deletes a leaf (products leave it, the menus drop it), not one with children, nor Dog or Cat', async () => {
    const list = await t.admin.as<{ categories: AdminCategory[] }>('GET', '/api/admin/categories');
    const food = list.categories.find((c) => c.slug === 'dog-food')!;
    expect(await t.admin.as('DELETE', `/api/admin/categories/${food.id}`)).toEqual({ status: 0, message: 'This category has sub-categories: move or delete them first.' });
    expect(await t.admin.as('DELETE', `/api/admin/categories/${t.ref.dog}`)).toEqual({ status: 0, message: 'Dog and Cat are the roots of the shop: they stay at the top and cannot be deleted.' });
    const leaf = (await save({ name: 'Chews', slug: 'dog-chews', parent_id: t.ref.dog, sort: 9 })).json() as { category: AdminCategory };
    const product = await createProduct(t.admin, productInput(t.ref, { slug: 'chew', category_ids: [leaf.category.id, t.ref.dryFood], variants: [variant('CHEW-1')] }));
    expect((await t.admin.as<{ categories: AdminCategory[] }>('GET', '/api/admin/categories')).categories.find((c) => c.id === leaf.category.id)?.products).toBe(1);
    expect(await t.admin.as('DELETE', `/api/admin/categories/${leaf.category.id}`)).toEqual({ status: 1 });
    expect((await t.admin.as<{ category_ids: number[] }>('GET', `/api/admin/products/${product.id}`)).category_ids).toEqual([t.ref.dryFood]);
    expect((await dogMenu()).sub_menu?.map((e) => e.name)).not.toContain('Chews');
    expect((await auditOf(t.admin.shop, `category:${leaf.category.id}`))[0]).toMatchObject({ action: 'category.delete', details: { name: 'Chews', products: 1 } });
    expect((await t.admin.call('DELETE', `/api/admin/categories/${leaf.category.id}`)).statusCode).toBe(404);
  });
});
