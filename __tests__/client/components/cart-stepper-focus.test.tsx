import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { setupStore } from '../../../src/client/app/store';
import { CartStepper } from '../../../src/client/components/CartStepper';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { CartControl } from '../../../src/client/features/cart/components/CartControl';
import { theme } from '../../../src/client/styles/theme';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { cartItem } from '../cart/cart-fixtures';

// Add To Cart and the stepper replace each other; a keyboard user keeps their place.
const label = 'Cotton Rope Toy Large';
const cartStore = (count: number) => setupStore({
  auth: { ...initialAuthState, token: customerToken },
  cart: { ...initialCartState, items: [cartItem(4061, count, 24, 18)] },
}, { sagas: false });

function renderStepper(count: number, onChoose = jest.fn()) {
  const view = (current: number) => (
    <ThemeProvider theme={theme}>
      <CartStepper count={current} label={label} onChoose={onChoose} />
      <button type="button">Elsewhere</button>
    </ThemeProvider>
  );
  const { rerender } = render(view(count));
  return { user: userEvent.setup(), answer: (next: number) => rerender(view(next)) };
}

describe('CartStepper focus', () => {
  it('hands focus from Add To Cart to plus once the cart holds the article', async () => {
    const { user, answer } = renderStepper(0);
    await user.tab();
    expect(screen.getByRole('button', { name: `Add ${label} to cart` })).toHaveFocus();
    await user.keyboard('{Enter}');
    answer(1);
    expect(screen.getByRole('button', { name: `One more ${label}` })).toHaveFocus();
  });

  it('hands focus back to Add To Cart from delete-all, and from minus at a count of 1', async () => {
    const { user } = renderWithStore(<CartControl aid={4061} label={label} removable />, { store: cartStore(3) });
    screen.getByRole('button', { name: `Remove ${label} from cart` }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `Add ${label} to cart` })).toHaveFocus();

    renderWithStore(<CartControl aid={4061} label={label} />, { store: cartStore(1) });
    screen.getAllByRole('button', { name: `One less ${label}` })[0].focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button', { name: `Add ${label} to cart` })[1]).toHaveFocus();
  });

  it('leaves focus alone when it went somewhere else before the cart answered', async () => {
    const { user, answer } = renderStepper(0);
    await user.click(screen.getByRole('button', { name: `Add ${label} to cart` }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    answer(1);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
