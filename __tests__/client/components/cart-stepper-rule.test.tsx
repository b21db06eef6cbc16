import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { CartStepper } from '../../../src/client/components/CartStepper';
import { theme } from '../../../src/client/styles/theme';
import type { QuantityRule } from '../../../src/shared/quantity-rules';

// An article sold in cases: Add starts at the minimum, plus and minus go by whole cases, and
// a step under the minimum leaves the cart.
const cases: QuantityRule = { min_order: 24, order_multiple: 12, max_order: 48 };

function renderStepper(count: number) {
  const onChoose = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <CartStepper count={count} label="Dry Food 10 kg" rule={cases} onChoose={onChoose} />
    </ThemeProvider>,
  );
  return { onChoose, user: userEvent.setup() };
}

describe('CartStepper with a quantity rule', () => {
  it('adds the minimum in whole cases', async () => {
    const { onChoose, user } = renderStepper(0);
    await user.click(screen.getByRole('button', { name: 'Add Dry Food 10 kg to cart' }));
    expect(onChoose).toHaveBeenCalledWith(24);
  });

  it('steps up by one case and stops at the maximum', async () => {
    const { onChoose, user } = renderStepper(36);
    await user.click(screen.getByRole('button', { name: 'One more Dry Food 10 kg' }));
    expect(onChoose).toHaveBeenLastCalledWith(48);
  });

  it('steps down by one case, and from the minimum out of the cart', async () => {
    const { onChoose, user } = renderStepper(24);
    await user.click(screen.getByRole('button', { name: 'One less Dry Food 10 kg' }));
    expect(onChoose).toHaveBeenLastCalledWith(0);
  });
});
