// A cart answer is made before the counts still on their way reach the server: the counts
// chosen for those articles stay on screen until their own answers come.
import reducer, {
  cleared, countChosen, countRefused, countSettled, initialCartState, loaded,
} from '../../../src/client/features/cart/cart-slice';
import type { Cart } from '../../../src/shared/api-types';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { cartItem } from './cart-fixtures';

const cart = (items: Cart['items']): Cart => ({ items, count: items.length, total: 0 });
const shown = reducer(initialCartState, loaded(cart([cartItem(5, 1, 45.5), cartItem(6, 3, 19.9)])));
const lines = (state: typeof shown) => state.items.map((item) => [item.aid, item.count, item.price]);

describe('cart lines whose count is on its way', () => {
  it("keep the chosen count when another article's answer brings the whole cart, priced as the server now has them", () => {
    let state = reducer(shown, countChosen({ aid: 6, count: 5, from: 3 }));
    state = reducer(state, countChosen({ aid: 5, count: 2, from: 1 }));
    // Article 5's answer: the server has 5 at 2, and 6 still at 3 (its change comes next), repriced.
    state = reducer(state, countSettled({ aid: 5, cart: cart([cartItem(5, 2, 45.5), cartItem(6, 3, 18)]) }));
    expect(lines(state)).toEqual([[5, 2, 45.5], [6, 5, 18]]);
    expect(state.pending).toEqual([6]);
    // Refused, article 6 goes back to the server's newest line for it.
    state = reducer(state, countRefused({ aid: 6 }));
    expect(lines(state)).toEqual([[5, 2, 45.5], [6, 3, 18]]);
    expect(state.unsettled).toEqual({});
  });

  it('keep a line taken out while its change is on its way, through a refresh too; an added one shows once the server has it', () => {
    let state = reducer(shown, countChosen({ aid: 6, count: 0, from: 3 }));
    state = reducer(state, countChosen({ aid: 7, count: 1, from: 0 }));
    // A refresh made after the server took article 7 but before it took 6 out.
    state = reducer(state, loaded(cart([cartItem(5, 1, 45.5), cartItem(6, 3, 19.9), cartItem(7, 1, 9.5)])));
    expect(lines(state)).toEqual([[5, 1, 45.5], [7, 1, 9.5]]);
    // Their own answers settle them as the server has them.
    state = reducer(state, countSettled({ aid: 6, cart: cart([cartItem(5, 1, 45.5), cartItem(7, 1, 9.5)]) }));
    expect(lines(state)).toEqual([[5, 1, 45.5], [7, 1, 9.5]]);
    state = reducer(state, countSettled({ aid: 7, cart: cart([cartItem(5, 1, 45.5), cartItem(7, 1, 9.5)]) }));
    expect(lines(state)).toEqual([[5, 1, 45.5], [7, 1, 9.5]]);
    expect(state.pending).toEqual([]);
  });

  it('hide the volume hints of the old count until the server prices the chosen one', () => {
    const hinted = { ...cartItem(5, 10, 39), tier: null, next_tier: { from: 12, price: 37, more: 2 } };
    let state = reducer(initialCartState, loaded(cart([hinted])));
    state = reducer(state, countChosen({ aid: 5, count: 11, from: 10 }));
    expect(state.items[0]).toMatchObject({ count: 11, tier: null, next_tier: null });
    state = reducer(state, countSettled({ aid: 5, cart: cart([{ ...hinted, count: 11, next_tier: { from: 12, price: 37, more: 1 } }]) }));
    expect(state.items[0]).toMatchObject({ count: 11, next_tier: { more: 1 } });
  });
});

describe('answers about the saved cart that arrive after a newer one', () => {
  const at = (version: number, items: Cart['items']): Cart => ({ ...cart(items), version });
  const saved = reducer(initialCartState, loaded(at(20, [cartItem(5, 1, 45.5), cartItem(6, 3, 19.9)])));

  it('leave the newer cart on screen: a reload made before a change does not undo it', () => {
    let state = reducer(saved, countChosen({ aid: 6, count: 4, from: 3 }));
    state = reducer(state, countSettled({ aid: 6, cart: at(22, [cartItem(5, 1, 45.5), cartItem(6, 4, 18)]) }));
    state = reducer(state, loaded(at(20, [cartItem(5, 1, 45.5), cartItem(6, 3, 19.9)])));
    expect(lines(state)).toEqual([[5, 1, 45.5], [6, 4, 18]]);
    expect([state.version, state.status]).toEqual([22, 'succeeded']);
  });

  it("settle a change with the line of the newer answer, which was made after the change went through", () => {
    let state = reducer(saved, countChosen({ aid: 5, count: 2, from: 1 }));
    state = reducer(state, countChosen({ aid: 6, count: 0, from: 3 }));
    // Article 6's answer was made second but comes first: it holds both changes, 5 repriced.
    state = reducer(state, countSettled({ aid: 6, cart: at(24, [cartItem(5, 2, 44)]) }));
    state = reducer(state, countSettled({ aid: 5, cart: at(23, [cartItem(5, 2, 45.5), cartItem(6, 3, 19.9)]) }));
    expect(lines(state)).toEqual([[5, 2, 44]]);
    expect([state.pending, state.unsettled, state.version]).toEqual([[], {}, 24]);
  });

  it("apply an answer of the same version (nothing changed in between), and guests' carts, which have none", () => {
    const same = reducer(saved, loaded(at(20, [cartItem(5, 1, 40), cartItem(6, 3, 19.9)])));
    expect(lines(same)[0]).toEqual([5, 1, 40]);
    const guestCart = reducer(initialCartState, loaded(cart([cartItem(7, 1, 9.5)])));
    expect([lines(guestCart), guestCart.version]).toEqual([[[7, 1, 9.5]], null]);
  });

  it('do not bring back the lines of an order just placed: the emptied cart keeps its version on the server', () => {
    const ordered = reducer(saved, cleared());
    expect(lines(reducer(ordered, loaded(at(20, [cartItem(5, 1, 45.5), cartItem(6, 3, 19.9)]))))).toEqual([]);
    expect(lines(reducer(ordered, loaded(at(21, [cartItem(8, 2, 12)]))))).toEqual([[8, 2, 12]]);
  });

  it('forget the version at logout, so the next customer\'s cart is taken whatever its version', () => {
    const out = reducer(saved, logoutRequested());
    expect(out.version).toBeNull();
    expect(lines(reducer(out, loaded(at(3, [cartItem(8, 2, 12)]))))).toEqual([[8, 2, 12]]);
  });
});
