// Spec section 8 names 'Product added' and 'Product removed': quick steps that end at the count
// they began with added and removed nothing, so the buyer is told nothing.
import { settleCustomerChoices } from './count-saga-fixtures';

describe('cart count: quick steps that end where they began', () => {
  it('up a step and back: the count is sent again (a step may have reached the server), without a toast', async () => {
    const { sent, toasts } = await settleCustomerChoices({ aid: 6, count: 4, from: 3 }, { aid: 6, count: 3, from: 4 });
    expect(sent).toEqual([[6, 3]]);
    expect(toasts).toEqual([]);
  });

  it("down a step and back: no 'Product removed'", async () => {
    const { toasts } = await settleCustomerChoices({ aid: 6, count: 2, from: 3 }, { aid: 6, count: 3, from: 2 });
    expect(toasts).toEqual([]);
  });

  it('still tells a burst that ends elsewhere', async () => {
    const { toasts } = await settleCustomerChoices({ aid: 6, count: 4, from: 3 }, { aid: 6, count: 5, from: 4 });
    expect(toasts).toEqual([['Product added', 'success']]);
  });
});
