import { render, screen } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { ArticleCartControl } from '../../../src/client/features/catalog/components/ArticleCartControl';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CartStepper } from '../../../src/client/components/CartStepper';
import { theme } from '../../../src/client/styles/theme';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { cartItem } from '../cart/cart-fixtures';

// Spec section 4, cart control: add sets 1; plus and minus step by one, 0 removes, never below
// 0 and not bounded by stock; an optional delete-all removes the line outright.
function renderStepper(count: number, extra: { removable?: boolean; pending?: boolean } = {}) {
  const onChoose = jest.fn();
  const { unmount } = render(
    <ThemeProvider theme={theme}>
      <CartStepper count={count} label="Cotton Rope Toy Large" onChoose={onChoose} {...extra} />
    </ThemeProvider>,
  );
  return { onChoose, unmount, user: userEvent.setup() };
}

describe('CartStepper', () => {
  it('offers Add To Cart when the article is not in the cart, which chooses 1', async () => {
    const { onChoose, user } = renderStepper(0);
    const add = screen.getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' });
    // Named by its own text, the article hidden from sight; capitalised it reads 'Add To Cart'.
    expect(add).toHaveTextContent('Add Cotton Rope Toy Large to cart');
    expect(add).toHaveStyle({ textTransform: 'capitalize' });
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(add);
    expect(onChoose).toHaveBeenCalledWith(1);
  });

  it('shows the count with plus and minus once in the cart', async () => {
    const { onChoose, user } = renderStepper(3);
    expect(screen.getByRole('group', { name: 'Quantity of Cotton Rope Toy Large in cart' })).toBeInTheDocument();
    expect(screen.getByLabelText('3 in cart')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' }));
    await user.click(screen.getByRole('button', { name: 'One less Cotton Rope Toy Large' }));
    expect(onChoose.mock.calls).toEqual([[4], [2]]);
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
  });

  it('chooses 0 from a count of 1, which removes the line', async () => {
    const { onChoose, user } = renderStepper(1);
    await user.click(screen.getByRole('button', { name: 'One less Cotton Rope Toy Large' }));
    expect(onChoose).toHaveBeenCalledWith(0);
  });

  it('is not bounded by stock: plus goes past any count', async () => {
    const { onChoose, user } = renderStepper(9999);
    await user.click(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' }));
    expect(onChoose).toHaveBeenCalledWith(10000);
  });

  it('never chooses below 0', async () => {
    // A stale count below 0 (never shown by the cart) still cannot step further down.
    const { onChoose, user } = renderStepper(-2);
    await user.click(screen.getByRole('button', { name: 'One less Cotton Rope Toy Large' }));
    expect(onChoose).toHaveBeenCalledWith(0);
  });

  it('offers delete-all only when asked, which chooses 0 at once', async () => {
    const plain = renderStepper(5);
    expect(screen.queryByRole('button', { name: 'Remove Cotton Rope Toy Large from cart' })).toBeNull();
    plain.unmount();
    const { onChoose, user } = renderStepper(5, { removable: true });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Rope Toy Large from cart' }));
    expect(onChoose).toHaveBeenCalledWith(0);
  });

  it('marks itself busy while a change is on its way', () => {
    const stepper = renderStepper(2, { pending: true });
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    stepper.unmount();
    renderStepper(0, { pending: true });
    expect(screen.getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('ArticleCartControl (the stepper wired to the cart)', () => {
  const store = (count: number) => setupStore({
    auth: { ...initialAuthState, token: customerToken },
    cart: { ...initialCartState, items: count > 0 ? [cartItem(4061, count, 24, 18)] : [] },
  }, { sagas: false });

  it('shows the count of the article in the cart and steps it at once, pending until the server answers', async () => {
    const { user, store: cart } = renderWithStore(<ArticleCartControl aid={4061} label="Cotton Rope Toy Large" removable />, { store: store(2) });
    await user.click(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' }));
    expect(cart.getState().cart.items[0].count).toBe(3);
    expect(cart.getState().cart.pending).toEqual([4061]);
    expect(screen.getByLabelText('3 in cart')).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  });

  it('takes the line out of the cart with delete-all and shows Add To Cart again', async () => {
    const { user, store: cart } = renderWithStore(<ArticleCartControl aid={4061} label="Cotton Rope Toy Large" removable />, { store: store(5) });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Rope Toy Large from cart' }));
    expect(cart.getState().cart.items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' })).toBeInTheDocument();
  });
});
