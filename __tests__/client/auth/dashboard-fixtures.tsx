// The dashboard as a logged-in customer opens it, for the profile and password tests.
import { screen } from '@testing-library/react';
import type { PreloadedRootState } from '../../../src/client/app/store';
import type { Customer } from '../../../src/shared/api-types';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { customerFromToken } from '../../../src/client/features/auth/token';
import { DashboardPage } from '../../../src/client/pages/dashboard/DashboardPage';
import { renderWithStore } from '../../support/render';
import { sampleCustomer, tokenFor } from './token-fixtures';

/** A field by its label, with or without the mandatory asterisk. */
export const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

const home = [{ path: '/', element: <h1>Home page</h1> }];

export function renderDashboard(customer: Customer = { ...sampleCustomer, otrn_number: 'trn-9c2e.webp' }, state: PreloadedRootState = {}) {
  const token = tokenFor({ ...customer, sub: 17, ver: 1 });
  return renderWithStore(<DashboardPage />, {
    route: '/dashboard/profile',
    path: '/dashboard/:slug?',
    routes: home,
    preloadedState: { ...state, auth: { ...initialAuthState, token, customer: customerFromToken(token) } },
  });
}
