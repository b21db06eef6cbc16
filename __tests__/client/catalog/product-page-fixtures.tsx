import { screen, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCatalogState } from '../../../src/client/features/catalog/catalog-slice';
import { ProductPage } from '../../../src/client/features/catalog/pages/ProductPage';
import type { Product } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';

// The product page of spec section 2. A store without sagas holds the product as loaded; the
// tests of loading, 404 and failure run the real saga with the api function mocked.

export const customer: PreloadedRootState = { auth: { ...initialAuthState, token: customerToken } };
const shown = (item: Product, state: PreloadedRootState = {}) =>
  setupStore({ ...state, catalog: { ...initialCatalogState, detail: { slug: item.slug, status: 'succeeded', product: item, choice: null } } }, { sagas: false });

export function renderPage(item: Product, state: PreloadedRootState = {}) {
  return renderWithStore(<ProductPage />, { store: shown(item, state), route: `/product/${item.slug}`, path: '/product/:slug' });
}

export const facts = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
export const sku = () => within(facts()).getByText('SKU').nextElementSibling?.textContent;
export const price = () => within(facts()).getByTestId('price');
export const mainImage = (name: string) => screen.getByRole('img', { name });
const originalWidth = window.innerWidth;

/** Each test's window width and mocks go back to how they were. */
export function restoreAfterEach() {
  afterEach(() => {
    window.innerWidth = originalWidth;
    jest.restoreAllMocks();
  });
}
