import { animalOf, categoryOptions } from '../../../src/client/features/catalog/shop-categories';
import { categoryIdOf, categoryTrail } from '../../../src/shared/listing-meta';
import { menusFixture } from '../layout/layout-fixtures';

// The Dog and Cat branches of the menus, as the shop listing reads them.
const [dog, cat] = menusFixture;

describe('categoryIdOf', () => {
  it('reads the id of a /shop/{id} link and nothing else', () => {
    expect(categoryIdOf(dog)).toBe(4);
    expect(categoryIdOf({ id: 1, name: 'x', link: '/shop/11' })).toBe(11);
    expect(categoryIdOf({ id: 1, name: 'New', link: '/new' })).toBeNull();
    expect(categoryIdOf({ id: 1, name: 'Brand', link: '/brand/9' })).toBeNull();
    expect(categoryIdOf({ id: 1, name: 'Paged', link: '/shop/4/2' })).toBeNull();
  });
});

describe('categoryTrail', () => {
  it('walks from the animal down to the category', () => {
    expect(categoryTrail(menusFixture, 11).map((entry) => entry.name)).toEqual(['Dog', 'Food', 'Dry Food']);
    expect(categoryTrail(menusFixture, 7).map((entry) => entry.name)).toEqual(['Dog', 'Toys']);
    expect(categoryTrail(menusFixture, 8).map((entry) => entry.name)).toEqual(['Cat', 'Litter']);
    expect(categoryTrail(menusFixture, 5)).toEqual([cat]);
  });

  it('is empty for a category the menus do not know, or without menus', () => {
    expect(categoryTrail(menusFixture, 999)).toEqual([]);
    expect(categoryTrail([], 4)).toEqual([]);
  });
});

describe('animalOf', () => {
  it('is Dog (4) or Cat (5) for the animals themselves, even before the menus load', () => {
    expect(animalOf([], 4)).toBe(4);
    expect(animalOf([], 5)).toBe(5);
  });

  it('is the animal a sub-category belongs to', () => {
    expect(animalOf(menusFixture, 12)).toBe(4);
    expect(animalOf(menusFixture, 8)).toBe(5);
  });

  it('is null for a category under neither, or unknown', () => {
    expect(animalOf(menusFixture, 999)).toBeNull();
    expect(animalOf([{ id: 9, name: 'Birds', link: '/shop/9', sub_menu: [{ id: 90, name: 'Seeds', link: '/shop/90' }] }], 90)).toBeNull();
  });
});

describe('categoryOptions', () => {
  it('lists every category under Dog and Cat in menu order, with its depth', () => {
    expect(categoryOptions([dog, cat])).toEqual([
      { id: 4, label: 'Dog', depth: 0 },
      { id: 6, label: 'Food', depth: 1 },
      { id: 11, label: 'Dry Food', depth: 2 },
      { id: 12, label: 'Wet Food', depth: 2 },
      { id: 7, label: 'Toys', depth: 1 },
      { id: 5, label: 'Cat', depth: 0 },
      { id: 8, label: 'Litter', depth: 1 },
    ]);
  });

  it('skips entries that are not categories, with their children', () => {
    expect(categoryOptions(menusFixture).map((option) => option.id)).toEqual([4, 6, 11, 12, 7, 5, 8]);
  });
});
