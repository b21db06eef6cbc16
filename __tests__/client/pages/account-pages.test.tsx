import { screen } from '@testing-library/react';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { renderWithStore } from '../../support/render';

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
