import { screen, within } from '@testing-library/react';
import { CartLine } from '../../../src/client/features/cart/components/CartLine';
import { articlePrice } from '../../../src/client/lib/price-view';
import { renderWithStore } from '../../support/render';
import { cartItem } from './cart-fixtures';

// The reported disagreement: the card struck 64.50 (retail) with −15 %, the cart struck 53.00
// (the B2B price) for the same article. Both now follow the shared rule.
describe('a cart line shows the prices its product card shows', () => {
  const article = { price: 64.5, sale_price: null, b2b_price: 53, b2b_sale_price: 45.05 };

  it('strikes the retail price and badges the B2B sale, as the card does', () => {
    const card = articlePrice(article, true);
    // What the server answers for that article in a customer's cart (api-contract: the B2B pair).
    const item = { ...cartItem(4061, 2, 53, 45.05), retail_price: 64.5 };
    renderWithStore(<ul><CartLine item={item} /></ul>);
    const line = screen.getByRole('listitem', { name: 'Product 4061 2 kg' });
    expect(within(line).getByText('AED 45.05')).toBeInTheDocument();
    expect(within(line).getByLabelText(`was AED ${card.struck!.toFixed(2)}`)).toHaveTextContent('AED 64.50');
    expect(within(line).getByText(`-${card.discount}%`)).toBeInTheDocument();
    expect(within(line).queryByText('AED 53.00')).toBeNull();
  });

  it('strikes nothing for a guest line without a sale', () => {
    renderWithStore(<ul><CartLine item={cartItem(7, 1, 12)} /></ul>);
    expect(screen.queryByLabelText(/^was /)).toBeNull();
  });
});
