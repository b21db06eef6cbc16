import { screen, waitFor, within } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { Header } from '../../../src/client/features/layout/components/Header';
import { initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { renderWithStore } from '../../support/render';
import { brandsFixture, menusFixture } from './layout-fixtures';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { customerSession } from '../auth/token-fixtures';

const loaded = { layout: { ...initialLayoutState, menus: menusFixture, menusStatus: 'succeeded' as const, brands: brandsFixture } };
const menu = () => screen.getByRole('dialog', { name: 'Menu' });

async function openMenu(state: Parameters<typeof setupStore>[0] = loaded) {
  // Offline store: the menus are already in the state, as after the saga loaded them.
  const rendered = renderWithStore(<Header />, { store: setupStore(state, { sagas: false }) });
  await rendered.user.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('dialog', { name: 'Menu' }); // its code arrives on demand
  return rendered;
}

describe('MobileMenu', () => {
  it('opens at the top level: entries with children are buttons, the others links', async () => {
    await openMenu();
    const dialog = menu();
    for (const name of ['Dog', 'Cat', 'Our Brands']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'New & Featured' })).toHaveAttribute('href', '/new');
    expect(within(dialog).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('walks down three levels and back up one level at a time', async () => {
    const { user } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Dog' }));
    expect(within(menu()).getByRole('heading', { name: 'Dog' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Browse Dog' })).toHaveAttribute('href', '/shop/4');
    expect(within(menu()).getByRole('link', { name: 'Toys' })).toHaveAttribute('href', '/shop/7');

    await user.click(within(menu()).getByRole('button', { name: 'Food' }));
    expect(within(menu()).getByRole('link', { name: 'Dry Food' })).toHaveAttribute('href', '/shop/11');
    expect(within(menu()).getByRole('link', { name: 'Wet Food' })).toHaveAttribute('href', '/shop/12');
    expect(within(menu()).queryByRole('button', { name: 'Food' })).toBeNull();

    await user.click(within(menu()).getByRole('button', { name: 'Back' }));
    expect(within(menu()).queryByRole('link', { name: 'Dry Food' })).toBeNull();
    expect(within(menu()).getByRole('button', { name: 'Food' })).toBeInTheDocument();

    await user.click(within(menu()).getByRole('button', { name: 'Back' }));
    expect(within(menu()).getByRole('button', { name: 'Dog' })).toBeInTheDocument();
  });

  it('lists the brands of the brands call under Our Brands, with their images', async () => {
    const { user } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Our Brands' }));
    const acana = within(menu()).getByRole('link', { name: 'Acana' });
    expect(acana).toHaveAttribute('href', '/brand/3');
    expect(acana.querySelector('img')).toHaveAttribute('src', '/media/brand-3.webp');
    expect(within(menu()).queryByRole('link', { name: 'Old Brand' })).toBeNull();
  });

  it('closes and resets to the top level from Close menu, returning focus to the menu button', async () => {
    const { user, store } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Dog' }));
    await user.click(within(menu()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(store.getState().layout.mobileMenu).toEqual({ open: false, menuId: 0, subMenuId: 0 });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(menu()).getByRole('button', { name: 'Dog' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('closes and marks the branch active when a link is followed', async () => {
    const { user, store } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Cat' }));
    await user.click(within(menu()).getByRole('link', { name: 'Litter' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(store.getState().layout.activeIndex).toBe(2);
  });

  it("offers a customer the header's Quick order at the top level (phones have no room for it in the header), a guest not", async () => {
    const customer = { ...loaded, auth: authReducer(initialAuthState, loginSucceeded(customerSession)) };
    const { user, store, unmount } = await openMenu(customer);
    expect(within(menu()).getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/quick-order');
    await user.click(within(menu()).getByRole('button', { name: 'Dog' }));
    expect(within(menu()).queryByRole('link', { name: 'Quick order' })).toBeNull();
    await user.click(within(menu()).getByRole('button', { name: 'Back' }));
    await user.click(within(menu()).getByRole('link', { name: 'Quick order' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(store.getState().layout.activeIndex).toBe(initialLayoutState.activeIndex);
    unmount();
    await openMenu();
    expect(within(menu()).queryByRole('link', { name: 'Quick order' })).toBeNull();
  });
});
