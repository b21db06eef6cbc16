import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { Header } from '../../../src/client/features/layout/components/Header';
import { initialLayoutState } from '../../../src/client/features/layout/layout-slice';
import { renderWithStore } from '../../support/render';
import { brandsFixture, cartItem, menusFixture, stubApi } from './layout-fixtures';

const customer = { auth: { ...initialAuthState, token: 'header.payload.signature' } };
const withLines = (lines: number) => ({
  cart: { ...initialCartState, items: Array.from({ length: lines }, (_, i) => cartItem({ aid: i + 1 })) },
});
/** A store without sagas: the state under test stays exactly as preloaded. */
const offline = (state: PreloadedRootState) => setupStore(state, { sagas: false });
const header = () => document.querySelector('header.site-header') as HTMLElement;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

beforeEach(() => {
  stubApi({ '/api/product/menus': menusFixture, '/api/product/brands': brandsFixture });
});

describe('Header', () => {
  it('shows the logo and the five top entries with their links', () => {
    renderWithStore(<Header />, { store: offline({}) });
    expect(screen.getByRole('link', { name: 'Petora home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dog', '/shop/4'], ['Cat', '/shop/5'], ['New & Featured', '/new'], ['Our Brands', '/brand'], ['About', '/about-us'],
    ]);
  });

  it('marks the clicked top entry as the active one', async () => {
    const { user, store, router } = renderWithStore(<Header />, { store: offline({}) });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { current: true })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Cat' }));
    expect(store.getState().layout.activeIndex).toBe(2);
    expect(router.state.location.pathname).toBe('/shop/5');
    expect(within(nav).getByRole('link', { current: true })).toHaveTextContent('Cat');

    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(within(nav).getByRole('link', { current: true })).toHaveTextContent('About');
    expect(within(nav).getByRole('link', { name: 'Cat' })).not.toHaveAttribute('aria-current');
  });

  it('sends guests to /login and customers to /dashboard from the account icon', () => {
    const { unmount } = renderWithStore(<Header />, { store: offline({}) });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    unmount();
    renderWithStore(<Header />, { store: offline(customer) });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the cart button to customers only, with a badge of the line count', () => {
    const { unmount } = renderWithStore(<Header />, { store: offline(withLines(3)) });
    expect(screen.queryByRole('button', { name: 'Cart' })).toBeNull();
    unmount();

    const again = renderWithStore(<Header />, { store: offline({ ...customer, ...withLines(3) }) });
    const cart = screen.getByRole('button', { name: 'Cart' });
    // The badge sits beside the button: its number is the description, not part of the name.
    expect(within(cart.parentElement as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(cart).toHaveAccessibleName('Cart');
    expect(cart).toHaveAccessibleDescription('3');
    again.unmount();

    renderWithStore(<Header />, { store: offline(customer) });
    const empty = screen.getByRole('button', { name: 'Cart' });
    expect(empty).toHaveTextContent('');
    expect(empty).not.toHaveAttribute('aria-describedby');
  });

  it('caps the badge at 99+', () => {
    renderWithStore(<Header />, { store: offline({ ...customer, ...withLines(120) }) });
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveAccessibleDescription('99+');
  });

  it('opens the cart drawer from the cart button', async () => {
    const { user, store } = renderWithStore(<Header />, { store: offline(customer) });
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(store.getState().layout.drawerOpen).toBe(true);
  });

  it('becomes sticky at 200 px of scroll and normal again below', async () => {
    renderWithStore(<Header />, { store: offline({}) });
    expect(header()).not.toHaveClass('site-header-sticky');
    scrollTo(199);
    await act(() => new Promise((resolve) => window.requestAnimationFrame(resolve)));
    expect(header()).not.toHaveClass('site-header-sticky');
    scrollTo(200);
    await waitFor(() => expect(header()).toHaveClass('site-header', 'site-header-sticky'));
    scrollTo(0);
    await waitFor(() => expect(header()).not.toHaveClass('site-header-sticky'));
  });

  it('loads the menus on mount and fills the Our Brands panel from the brands call', async () => {
    const { store } = renderWithStore(<Header />, { preloadedState: { layout: initialLayoutState } });
    await waitFor(() => expect(store.getState().layout.brandsStatus).toBe('succeeded'));
    act(() => screen.getByRole('link', { name: 'Our Brands' }).focus());
    const panel = screen.getByRole('list', { name: 'Our Brands' });
    expect(within(panel).getByRole('link', { name: 'Acana' })).toHaveAttribute('href', '/brand/3');
    expect(within(panel).getByRole('link', { name: 'Whiskas' })).toHaveAttribute('href', '/brand/7');
    expect(within(panel).queryByRole('link', { name: 'Old Brand' })).toBeNull();
  });

  it('lists the sub-entries and their third level in the Dog panel', async () => {
    const { user, store } = renderWithStore(<Header />, { store: offline({ layout: { ...initialLayoutState, menus: menusFixture } }) });
    // Keyboard focus opens the panel the same way hovering does.
    act(() => screen.getByRole('link', { name: 'Dog' }).focus());
    const panel = screen.getByRole('list', { name: 'Dog' });
    expect(within(panel).getByRole('link', { name: 'Food' })).toHaveAttribute('href', '/shop/6');
    expect(within(panel).getByRole('link', { name: 'Dry Food' })).toHaveAttribute('href', '/shop/11');
    await user.click(within(panel).getByRole('link', { name: 'Toys' }));
    expect(store.getState().layout.activeIndex).toBe(1);
  });
});
