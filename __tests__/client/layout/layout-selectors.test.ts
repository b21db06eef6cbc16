import { initialLayoutState, type LayoutState } from '../../../src/client/features/layout/layout-slice';
import {
  selectActiveIndex, selectIsDrawerOpen, selectIsMobileMenuOpen, selectIsSearchOpen, selectMobileMenuView,
  selectTopMenu,
} from '../../../src/client/features/layout/layout-selectors';
import { brandsFixture, menusFixture } from './layout-fixtures';

const root = (patch: Partial<LayoutState> = {}) => ({ layout: { ...initialLayoutState, ...patch } });
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('layout selectors', () => {
  it('read the open flags and the active index', () => {
    const state = root({ activeIndex: 2, searchOpen: true, drawerOpen: true, mobileMenu: { open: true, menuId: 0, subMenuId: 0 } });
    expect(selectActiveIndex(state)).toBe(2);
    expect(selectIsSearchOpen(state)).toBe(true);
    expect(selectIsDrawerOpen(state)).toBe(true);
    expect(selectIsMobileMenuOpen(state)).toBe(true);
    expect(selectIsSearchOpen(root())).toBe(false);
  });

  it('always lists the five top entries, in order, before anything is loaded', () => {
    const top = selectTopMenu(root());
    expect(names(top)).toEqual(['Dog', 'Cat', 'New & Featured', 'Our Brands', 'About']);
    expect(top.map((entry) => entry.link)).toEqual(['/shop/4', '/shop/5', '/new', '/brand', '/about-us']);
    expect(top.map((entry) => entry.index)).toEqual([1, 2, 3, 4, 5]);
    expect(top.every((entry) => entry.sub_menu === undefined)).toBe(true);
  });

  it('adds the loaded sub-entries and fills Our Brands from the brands call', () => {
    const top = selectTopMenu(root({ menus: menusFixture, brands: brandsFixture }));
    expect(names(top[0].sub_menu ?? [])).toEqual(['Food', 'Toys']);
    expect(top[3].sub_menu).toEqual([
      { id: 2003, name: 'Acana', link: '/brand/3', image: '/media/brand-3.webp' },
      { id: 2007, name: 'Whiskas', link: '/brand/7', image: '/media/brand-7.webp' },
    ]);
    expect(top[2].sub_menu).toBeUndefined();
  });

  it('falls back to the brands of the menus call while the brands call has nothing', () => {
    const top = selectTopMenu(root({ menus: menusFixture }));
    expect(names(top[3].sub_menu ?? [])).toEqual(['Old Brand']);
  });

  it('returns the same top menu object while menus and brands are unchanged', () => {
    const state = root({ menus: menusFixture, brands: brandsFixture });
    expect(selectTopMenu(state)).toBe(selectTopMenu({ layout: { ...state.layout, searchOpen: true } }));
  });

  it('shows the top level, then the chosen entry, then the chosen sub-entry in the mobile menu', () => {
    const loaded = { menus: menusFixture, brands: brandsFixture };
    const top = selectMobileMenuView(root({ ...loaded, mobileMenu: { open: true, menuId: 0, subMenuId: 0 } }));
    expect(top).toMatchObject({ level: 0, title: '', link: '', branchIndex: 0 });
    expect(names(top.entries)).toHaveLength(5);

    const dog = selectMobileMenuView(root({ ...loaded, mobileMenu: { open: true, menuId: 1, subMenuId: 0 } }));
    expect(dog).toMatchObject({ level: 1, title: 'Dog', link: '/shop/4', branchIndex: 1 });
    expect(names(dog.entries)).toEqual(['Food', 'Toys']);

    const food = selectMobileMenuView(root({ ...loaded, mobileMenu: { open: true, menuId: 1, subMenuId: 1006 } }));
    expect(food).toMatchObject({ level: 2, title: 'Food', link: '/shop/6', branchIndex: 1 });
    expect(names(food.entries)).toEqual(['Dry Food', 'Wet Food']);
  });

  it('falls back to the top level when the chosen entry no longer exists', () => {
    const view = selectMobileMenuView(root({ mobileMenu: { open: true, menuId: 99, subMenuId: 0 } }));
    expect(view.level).toBe(0);
  });
});
