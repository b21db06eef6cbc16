import { screen, within } from '@testing-library/react';
import { CartLine } from '../../../src/client/features/cart/components/CartLine';
import type { Product } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';
import { cartItem } from '../cart/cart-fixtures';
import { salmonKibble } from '../catalog/catalog-fixtures';
import { customer, renderPage, restoreAfterEach } from '../catalog/product-page-fixtures';

restoreAfterEach();

// The tiers as the API answers them for a signed-in customer: already at that customer's prices.
const withTiers: Product = {
  ...salmonKibble,
  product_attributes: salmonKibble.product_attributes.map((v, i) => (i === 0
    ? { ...v, tiers: [{ from: 1, price: 42 }, { from: 12, price: 39.5 }, { from: 13, price: 38 }, { from: 48, price: 37 }] }
    : { ...v, tiers: [] })),
};

describe('volume tiers on the product page', () => {
  it('shows the chosen article\'s tier table to a signed-in customer, quantity ranges up to the next tier', async () => {
    const { user } = renderPage(withTiers, customer);
    const table = screen.getByRole('table', { name: 'Volume prices' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['1–11', 'AED 42.00'], ['12', 'AED 39.50'], ['13–47', 'AED 38.00'], ['48+', 'AED 37.00']]);
    // An article without tiers shows no table.
    await user.click(screen.getByRole('button', { name: '7 kg' }));
    expect(screen.queryByRole('table', { name: 'Volume prices' })).toBeNull();
  });

  it('shows no tier table to guests, even from data a customer left behind', () => {
    renderPage(withTiers);
    expect(screen.queryByTestId('tier-table')).toBeNull();
  });
});

describe('volume tiers on a cart line', () => {
  it('names the tier reached and how many more units reach the next one', () => {
    const item = { ...cartItem(9, 14, 42, 39.5), tier: { from: 12, price: 39.5 }, next_tier: { from: 48, price: 37, more: 34 } };
    renderWithStore(<ul><CartLine item={item} /></ul>);
    const hint = within(screen.getByRole('listitem', { name: 'Product 9 2 kg' })).getByTestId('tier-hint');
    expect(hint).toHaveTextContent('Volume price from 12 units: AED 39.50 each');
    expect(hint).toHaveTextContent('34 more for AED 37.00 each');
  });

  it('shows only the next tier below the first one, and nothing for a line without tiers', () => {
    renderWithStore(<ul><CartLine item={{ ...cartItem(9, 10, 42), tier: null, next_tier: { from: 12, price: 39.5, more: 2 } }} /></ul>);
    expect(screen.getByTestId('tier-hint')).toHaveTextContent(/^2 more for AED 39\.50 each$/);
    renderWithStore(<ul><CartLine item={{ ...cartItem(8, 1, 42), tier: null, next_tier: null }} /></ul>);
    expect(screen.getAllByTestId('tier-hint')).toHaveLength(1);
  });
});
