import { createSelector } from '@reduxjs/toolkit';
import type { MenuEntry } from '../../../shared/api-types';
import { MENU_ID } from '../../../shared/constants';
import type { LayoutState } from './layout-slice';
import { buildTopMenu, type TopMenuEntry } from './header-model';

// Typed against the slice alone so that the selectors never depend on the whole store's shape.
interface WithLayout {
  layout: LayoutState;
}

export const selectActiveIndex = (state: WithLayout) => state.layout.activeIndex;
export const selectIsSearchOpen = (state: WithLayout) => state.layout.searchOpen;
export const selectIsDrawerOpen = (state: WithLayout) => state.layout.drawerOpen;
export const selectIsMobileMenuOpen = (state: WithLayout) => state.layout.mobileMenu.open;
export const selectMenusStatus = (state: WithLayout) => state.layout.menusStatus;
export const selectBrandsStatus = (state: WithLayout) => state.layout.brandsStatus;
export const selectBrands = (state: WithLayout) => state.layout.brands;
const selectMenus = (state: WithLayout) => state.layout.menus;
const selectMobileMenu = (state: WithLayout) => state.layout.mobileMenu;

/** The five top entries with their sub-entries (brands from the brands call). */
export const selectTopMenu = createSelector([selectMenus, selectBrands], buildTopMenu);

/** The Dog and Cat branches: the category tree the shop listings navigate. */
export const selectCategoryMenu = createSelector([selectTopMenu], (top) =>
  top.filter((entry) => entry.id === MENU_ID.dog || entry.id === MENU_ID.cat));

export interface MobileMenuView {
  level: 0 | 1 | 2;
  /** Name of the entry whose children are listed; empty at the top level. */
  title: string;
  /** Link of that entry, so its own page stays reachable from the menu; empty at the top level. */
  link: string;
  entries: MenuEntry[];
  /** Index (1 to 5) of the top entry of the branch shown; 0 at the top level. */
  branchIndex: number;
}

function findChild(entries: readonly MenuEntry[] | undefined, id: number) {
  return entries?.find((entry) => entry.id === id);
}

/** What the mobile menu lists at its current level. */
export const selectMobileMenuView = createSelector(
  [selectTopMenu, selectMobileMenu],
  (top: TopMenuEntry[], menu): MobileMenuView => {
    const branch = findChild(top, menu.menuId) as TopMenuEntry | undefined;
    if (!branch) return { level: 0, title: '', link: '', entries: top, branchIndex: 0 };
    const sub = findChild(branch.sub_menu, menu.subMenuId);
    if (menu.subMenuId !== 0 && sub) {
      return { level: 2, title: sub.name, link: sub.link, entries: sub.sub_menu ?? [], branchIndex: branch.index };
    }
    return { level: 1, title: branch.name, link: branch.link, entries: branch.sub_menu ?? [], branchIndex: branch.index };
  },
);
