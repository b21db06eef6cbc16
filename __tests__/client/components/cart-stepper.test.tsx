import { render, screen } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { countChosen, initialCartState } from '../../../src/client/features/cart/cart-slice';
import { CartControl } from '../../../src/client/features/cart/components/CartControl';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CartStepper, typedCount } from '../../../src/client/components/CartStepper';
import { MAX_CART_COUNT } from '../../../src/shared/constants';
import { ruleOf } from '../../../src/shared/quantity-rules';
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
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Cotton Rope Toy Large' })).toHaveValue(3);
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

  it('is not bounded by stock: plus goes past any count, up to the per-line cap', async () => {
    const { onChoose, user } = renderStepper(9999);
    await user.click(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' }));
    expect(onChoose).toHaveBeenCalledWith(10000);
  });

  it('stops plus at the per-line cap the server keeps', () => {
    renderStepper(MAX_CART_COUNT);
    expect(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' })).toBeDisabled();
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

describe('CartControl (the stepper wired to the cart)', () => {
  const store = (count: number) => setupStore({
    auth: { ...initialAuthState, token: customerToken },
    cart: { ...initialCartState, items: count > 0 ? [cartItem(4061, count, 24, 18)] : [] },
  }, { sagas: false });

  it('shows the count of the article in the cart and steps it at once, pending until the server answers', async () => {
    const { user, store: cart } = renderWithStore(<CartControl aid={4061} label="Cotton Rope Toy Large" removable />, { store: store(2) });
    await user.click(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' }));
    expect(cart.getState().cart.items[0].count).toBe(3);
    expect(cart.getState().cart.pending).toEqual([4061]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Cotton Rope Toy Large' })).toHaveValue(3);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  });

  it('takes the line out of the cart with delete-all and shows Add To Cart again', async () => {
    const { user, store: cart } = renderWithStore(<CartControl aid={4061} label="Cotton Rope Toy Large" removable />, { store: store(5) });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Rope Toy Large from cart' }));
    expect(cart.getState().cart.items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' })).toBeInTheDocument();
  });

  it('sends nothing for the count already shown: plus at the maximum is off, a typed count that rounds to it is dropped', async () => {
    const line = { ...cartItem(4061, 24, 24, 18), order_multiple: 12, max_order: 24 };
    const cart = setupStore({
      auth: { ...initialAuthState, token: customerToken },
      cart: { ...initialCartState, items: [line] },
    }, { sagas: false });
    const dispatch = jest.spyOn(cart, 'dispatch');
    const { user } = renderWithStore(<CartControl aid={4061} label="Cotton Rope Toy Large" rule={ruleOf(line)} />, { store: cart });
    expect(screen.getByRole('button', { name: 'One more Cotton Rope Toy Large' })).toBeDisabled();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Cotton Rope Toy Large' });
    await user.clear(field);
    await user.type(field, '27{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(dispatch.mock.calls.map(([action]) => (action as { type: string }).type)).not.toContain(countChosen.type);
    expect(cart.getState().cart.pending).toEqual([]);
    expect(field).toHaveValue(24);
  });
});

describe('typing a quantity', () => {
  const field = () => screen.getByRole('spinbutton', { name: 'Quantity of Cotton Rope Toy Large' });

  it('takes a typed number on Enter, once, instead of 240 clicks', async () => {
    const { onChoose, user } = renderStepper(3);
    await user.clear(field());
    await user.type(field(), '240{Enter}');
    expect(onChoose.mock.calls).toEqual([[240]]);
  });

  it('takes a typed number when the field is left', async () => {
    const { onChoose, user } = renderStepper(3);
    await user.clear(field());
    await user.type(field(), '12');
    expect(onChoose).not.toHaveBeenCalled();
    await user.tab();
    expect(onChoose.mock.calls).toEqual([[12]]);
  });

  it('keeps the limits of the buttons: 0 removes the line, more than the cap becomes the cap', async () => {
    const { onChoose, user } = renderStepper(3);
    await user.clear(field());
    await user.type(field(), '0{Enter}');
    await user.clear(field());
    await user.type(field(), '250000{Enter}');
    expect(onChoose.mock.calls).toEqual([[0], [MAX_CART_COUNT]]);
  });

  it('ignores an empty or unchanged field and shows the count again', async () => {
    const { onChoose, user } = renderStepper(3);
    await user.clear(field());
    await user.tab();
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    expect(field()).toHaveValue(3);
  });

  it('steps by one with the arrow keys, never below 0', async () => {
    const up = renderStepper(3);
    await up.user.click(field());
    await up.user.keyboard('{ArrowUp}');
    expect(up.onChoose.mock.calls).toEqual([[4]]);
    up.unmount();
    const down = renderStepper(1);
    await down.user.click(field());
    await down.user.keyboard('{ArrowDown}');
    expect(down.onChoose.mock.calls).toEqual([[0]]);
  });

  it('reads only whole non-negative numbers', () => {
    expect(typedCount(' 240 ')).toBe(240);
    expect(typedCount('-3')).toBeNull();
    expect(typedCount('2.5')).toBeNull();
    expect(typedCount('')).toBeNull();
    expect(typedCount('99999')).toBe(MAX_CART_COUNT);
  });
});
