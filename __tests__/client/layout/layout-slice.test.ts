import reducer, { brandsFailed, brandsLoaded, brandsRequested, drawerClosed, drawerOpened, initialLayoutState, logoClicked, menuEntryClicked, menusFailed, menusLoaded, menusRequested, mobileMenuBackClicked, mobileMenuClosed, mobileMenuLevelEntered, mobileMenuLinkClicked, mobileMenuOpened, searchClosed, searchOpened, searchSubmitted, type LayoutState } from '../../../src/client/features/layout/layout-slice';
import type { Brand, MenuEntry } from '../../../src/shared/api-types';
import { headerMounted } from '../../../src/client/lib/shared-events';

const state = (patch: Partial<LayoutState> = {}): LayoutState => ({ ...initialLayoutState, ...patch });
const menuAt = (menuId: number, subMenuId = 0) => ({ open: true, menuId, subMenuId });

describe('layout reducer', () => {
  it('starts with nothing open, no active entry and nothing loaded', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual(initialLayoutState);
    expect(initialLayoutState).toMatchObject({ activeIndex: 0, searchOpen: false, drawerOpen: false, menusStatus: 'idle' });
  });

  it('leaves the state alone when the header mounts (the saga does the loading)', () => {
    const before = state({ activeIndex: 2 });
    expect(reducer(before, headerMounted())).toEqual(before);
  });

  it('makes the clicked top entry the active one and the logo clears it', () => {
    const clicked = reducer(state(), menuEntryClicked(3));
    expect(clicked.activeIndex).toBe(3);
    expect(reducer(clicked, menuEntryClicked(5)).activeIndex).toBe(5);
    expect(reducer(state({ activeIndex: 4, drawerOpen: true }), logoClicked())).toMatchObject({ activeIndex: 0, drawerOpen: false });
  });

  it('opens the mobile menu at the top level and closes anything else open', () => {
    const opened = reducer(state({ searchOpen: true, mobileMenu: { open: false, menuId: 1, subMenuId: 1004 } }), mobileMenuOpened());
    expect(opened.mobileMenu).toEqual(menuAt(0));
    expect(opened.searchOpen).toBe(false);
  });

  it('goes down two levels at most and back up one level at a time', () => {
    let next = reducer(state({ mobileMenu: menuAt(0) }), mobileMenuLevelEntered(1));
    expect(next.mobileMenu).toEqual(menuAt(1));
    next = reducer(next, mobileMenuLevelEntered(1006));
    expect(next.mobileMenu).toEqual(menuAt(1, 1006));
    expect(reducer(next, mobileMenuLevelEntered(1011)).mobileMenu).toEqual(menuAt(1, 1006));
    next = reducer(next, mobileMenuBackClicked());
    expect(next.mobileMenu).toEqual(menuAt(1));
    next = reducer(next, mobileMenuBackClicked());
    expect(next.mobileMenu).toEqual(menuAt(0));
  });

  it('resets both levels when the mobile menu closes', () => {
    const closed = reducer(state({ mobileMenu: menuAt(2, 1010) }), mobileMenuClosed());
    expect(closed.mobileMenu).toEqual({ open: false, menuId: 0, subMenuId: 0 });
  });

  it('closes the menu and marks the branch active when a mobile link is followed', () => {
    const followed = reducer(state({ mobileMenu: menuAt(2, 1010), activeIndex: 1 }), mobileMenuLinkClicked(2));
    expect(followed.mobileMenu).toEqual({ open: false, menuId: 0, subMenuId: 0 });
    expect(followed.activeIndex).toBe(2);
    expect(reducer(state({ activeIndex: 4, mobileMenu: menuAt(0) }), mobileMenuLinkClicked(0)).activeIndex).toBe(4);
  });

  it('opens the search overlay alone and closes it on close or submit', () => {
    const opened = reducer(state({ drawerOpen: true, mobileMenu: menuAt(1) }), searchOpened());
    expect(opened).toMatchObject({ searchOpen: true, drawerOpen: false, mobileMenu: { open: false } });
    expect(reducer(opened, searchClosed()).searchOpen).toBe(false);
    expect(reducer(opened, searchSubmitted()).searchOpen).toBe(false);
  });

  it('opens the cart drawer alone and closes it', () => {
    const opened = reducer(state({ searchOpen: true }), drawerOpened());
    expect(opened).toMatchObject({ drawerOpen: true, searchOpen: false });
    expect(reducer(opened, drawerClosed()).drawerOpen).toBe(false);
  });

  it('tracks the menus call from request to answer or failure', () => {
    const menus: MenuEntry[] = [{ id: 1, name: 'Dog', link: '/shop/4', sub_menu: [] }];
    const loading = reducer(state(), menusRequested());
    expect(loading.menusStatus).toBe('loading');
    expect(reducer(loading, menusLoaded(menus))).toMatchObject({ menusStatus: 'succeeded', menus });
    expect(reducer(loading, menusFailed())).toMatchObject({ menusStatus: 'failed', menus: [] });
  });

  it('tracks the brands call from request to answer or failure', () => {
    const brands: Brand[] = [{ id: 3, name: 'Acana', thumbnail: '/media/brand-3.webp' }];
    const loading = reducer(state(), brandsRequested());
    expect(loading.brandsStatus).toBe('loading');
    expect(reducer(loading, brandsLoaded(brands))).toMatchObject({ brandsStatus: 'succeeded', brands });
    expect(reducer(loading, brandsFailed())).toMatchObject({ brandsStatus: 'failed', brands: [] });
  });
});
