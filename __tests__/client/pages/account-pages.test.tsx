import { screen } from '@testing-library/react';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { CartPage } from '../../../src/client/features/cart/pages/CartPage';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { renderWithStore } from '../../support/render';
import { serverCart } from '../cart/cart-fixtures';

describe('Cart page', () => {
  it('sums the lines of the cart', () => {
    renderWithStore(<CartPage />, { preloadedState: { cart: { ...initialCartState, items: serverCart.items } } });
    expect(screen.getByText('2 products, total AED 135.85')).toBeInTheDocument();
  });

  it('says so when the cart is empty', () => {
    renderWithStore(<CartPage />);
    expect(screen.getByText('No Products in your cart')).toBeInTheDocument();
  });
});

describe('Dashboard page', () => {
  it.each([
    ['/dashboard', 'Profile'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard/orders', 'Orders'],
    ['/dashboard/unknown', 'Profile'],
  ])('%s shows %s, marked in the side menu', (route, view) => {
    renderWithStore(<DashboardPage />, { route, path: '/dashboard/:slug?' });
    expect(screen.getByRole('heading', { level: 1, name: view })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(menu.querySelector('[aria-current="page"]')).toHaveTextContent(view);
  });
});
