import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { allowedTypedCount, CartStepper } from '../../../src/client/components/CartStepper';
import { theme } from '../../../src/client/styles/theme';
import type { QuantityRule } from '../../../src/shared/quantity-rules';

// An article sold in cases: Add starts at the minimum, plus and minus go by whole cases, and
// a step under the minimum leaves the cart.
const cases: QuantityRule = { min_order: 24, order_multiple: 12, max_order: 48 };
const name = 'Dry Food 10 kg';

function renderStepper(count: number, extra: { removable?: boolean } = {}) {
  const onChoose = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <CartStepper count={count} label={name} rule={cases} onChoose={onChoose} {...extra} />
    </ThemeProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

const field = () => screen.getByRole('spinbutton', { name: `Quantity of ${name}` });
const plus = () => screen.getByRole('button', { name: `One more ${name}` });
const minus = () => screen.getByRole('button', { name: `One less ${name}` });

describe('CartStepper with a quantity rule', () => {
  it('adds the minimum in whole cases', async () => {
    const { onChoose, user } = renderStepper(0);
    await user.click(screen.getByRole('button', { name: `Add ${name} to cart` }));
    expect(onChoose).toHaveBeenCalledWith(24);
  });

  it('steps up by one case and stops at the maximum', async () => {
    const { onChoose, user } = renderStepper(36);
    await user.click(plus());
    expect(onChoose).toHaveBeenLastCalledWith(48);
  });

  it('steps down by one case, and from the minimum out of the cart', async () => {
    const { onChoose, user } = renderStepper(24);
    await user.click(minus());
    expect(onChoose).toHaveBeenLastCalledWith(0);
  });

  it('disables plus at the highest count the rule allows, leaving minus', () => {
    renderStepper(48);
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
  });

  it('keeps plus while the count is under the maximum', () => {
    renderStepper(36);
    expect(plus()).toBeEnabled();
  });

  it('hands focus to minus when plus reaches the maximum under the keyboard', async () => {
    const onChoose = jest.fn();
    const view = (count: number) => (
      <ThemeProvider theme={theme}>
        <CartStepper count={count} label={name} rule={cases} onChoose={onChoose} />
      </ThemeProvider>
    );
    const { rerender } = render(view(36));
    const user = userEvent.setup();
    plus().focus();
    await user.keyboard('{Enter}');
    rerender(view(48));
    expect(onChoose.mock.calls).toEqual([[48]]);
    expect(minus()).toHaveFocus();
  });
});

describe('the count field of an article sold in cases', () => {
  it('steps a whole case with the arrow keys', async () => {
    const { onChoose, user } = renderStepper(36);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowDown}');
    expect(onChoose.mock.calls).toEqual([[48], [24]]);
  });

  it('leaves the cart from the minimum with the down arrow, as minus does', async () => {
    const { onChoose, user } = renderStepper(24);
    await user.click(field());
    await user.keyboard('{ArrowDown}');
    expect(onChoose.mock.calls).toEqual([[0]]);
  });

  it('moves a typed count to the nearest one the rule allows before choosing it', async () => {
    const { onChoose, user } = renderStepper(36);
    // 26 is nearer 24 than 36, 5 is under the minimum, 500 over the maximum.
    for (const typed of ['26', '5', '500']) {
      await user.clear(field());
      await user.type(field(), `${typed}{Enter}`);
    }
    expect(onChoose.mock.calls).toEqual([[24], [24], [48]]);
  });

  it('still removes the line when 0 is typed', async () => {
    const { onChoose, user } = renderStepper(36);
    await user.clear(field());
    await user.type(field(), '0{Enter}');
    expect(onChoose.mock.calls).toEqual([[0]]);
  });

  it('chooses nothing when the count would stay the one shown, and shows it again', async () => {
    const { onChoose, user } = renderStepper(48);
    await user.clear(field());
    await user.type(field(), '50{Enter}');
    expect(field()).toHaveValue(48);
    await user.keyboard('{ArrowUp}');
    await user.clear(field());
    await user.type(field(), '47');
    await user.tab();
    expect(onChoose).not.toHaveBeenCalled();
    expect(field()).toHaveValue(48);
  });

  it('reads typed counts by the rule', () => {
    expect(allowedTypedCount(cases, '13')).toBe(24);
    expect(allowedTypedCount(cases, '41')).toBe(36);
    expect(allowedTypedCount(cases, '42')).toBe(48);
    expect(allowedTypedCount(cases, '0')).toBe(0);
    expect(allowedTypedCount(cases, 'twelve')).toBeNull();
  });
});
