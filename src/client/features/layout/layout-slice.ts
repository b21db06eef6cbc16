import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Brand, MenuEntry } from '../../../shared/api-types';
import { loadCases, type LoadStatus } from '../../lib/load-cases';

export type { LoadStatus } from '../../lib/load-cases';

/** The full-screen menu of narrow screens: 0 ids mean "not chosen", so level = how many are set. */
export interface MobileMenuState {
  open: boolean;
  menuId: number;
  subMenuId: number;
}

export interface LayoutState {
  /** Index (1 to 5) of the top menu entry clicked last; 0 when none is active. */
  activeIndex: number;
  mobileMenu: MobileMenuState;
  searchOpen: boolean;
  drawerOpen: boolean;
  menus: MenuEntry[];
  menusStatus: LoadStatus;
  brands: Brand[];
  brandsStatus: LoadStatus;
}

export const initialLayoutState: LayoutState = {
  activeIndex: 0,
  mobileMenu: { open: false, menuId: 0, subMenuId: 0 },
  searchOpen: false,
  drawerOpen: false,
  menus: [],
  menusStatus: 'idle',
  brands: [],
  brandsStatus: 'idle',
};

const closedMenu: MobileMenuState = { open: false, menuId: 0, subMenuId: 0 };

// Only one of menu, search overlay and drawer is open at a time: each traps focus.
function closeOverlays(state: LayoutState) {
  state.mobileMenu = closedMenu;
  state.searchOpen = false;
  state.drawerOpen = false;
}

const menusLoad = loadCases<LayoutState, 'menus', 'menusStatus'>('menus', 'menusStatus');
const brandsLoad = loadCases<LayoutState, 'brands', 'brandsStatus'>('brands', 'brandsStatus');

const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    logoClicked(state) {
      state.activeIndex = 0;
      closeOverlays(state);
    },
    menuEntryClicked(state, action: PayloadAction<number>) {
      state.activeIndex = action.payload;
    },
    mobileMenuOpened(state) {
      closeOverlays(state);
      state.mobileMenu = { open: true, menuId: 0, subMenuId: 0 };
    },
    mobileMenuClosed(state) {
      state.mobileMenu = closedMenu;
    },
    /** An entry with children was chosen: go one level down (at most two levels below the top). */
    mobileMenuLevelEntered(state, action: PayloadAction<number>) {
      const menu = state.mobileMenu;
      if (menu.menuId === 0) menu.menuId = action.payload;
      else if (menu.subMenuId === 0) menu.subMenuId = action.payload;
    },
    mobileMenuBackClicked(state) {
      const menu = state.mobileMenu;
      if (menu.subMenuId !== 0) menu.subMenuId = 0;
      else menu.menuId = 0;
    },
    /** A leaf was followed; the payload is the top entry index (1 to 5) of its branch. */
    mobileMenuLinkClicked(state, action: PayloadAction<number>) {
      state.mobileMenu = closedMenu;
      if (action.payload > 0) state.activeIndex = action.payload;
    },
    searchOpened(state) {
      closeOverlays(state);
      state.searchOpen = true;
    },
    searchClosed(state) {
      state.searchOpen = false;
    },
    searchSubmitted(state) {
      state.searchOpen = false;
    },
    drawerOpened(state) {
      closeOverlays(state);
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
    menusRequested: menusLoad.requested,
    menusLoaded: menusLoad.loaded,
    menusFailed: menusLoad.failed,
    brandsRequested: brandsLoad.requested,
    brandsLoaded: brandsLoad.loaded,
    brandsFailed: brandsLoad.failed,
  },
});

export const {
  logoClicked, menuEntryClicked,
  mobileMenuOpened, mobileMenuClosed, mobileMenuLevelEntered, mobileMenuBackClicked, mobileMenuLinkClicked,
  searchOpened, searchClosed, searchSubmitted, drawerOpened, drawerClosed,
  menusRequested, menusLoaded, menusFailed, brandsRequested, brandsLoaded, brandsFailed,
} = layoutSlice.actions;
export default layoutSlice.reducer;
